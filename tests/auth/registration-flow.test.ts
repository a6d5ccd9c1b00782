import { describe, expect, it } from 'vitest';

import { REGISTER_VARIANTS } from '@/config/auth';
import { SITE_IDS } from '@/config/sites';
import type { RecallInfo } from '@/services/api/auth';
import {
  channelOf,
  isOldVariant,
  recallDecision,
  registerTypeOf,
  registerVariantOf,
  registrationChannelFields,
  registrationExt,
  stepAfterStart,
} from '@/features/registration/registration-flow';

const PAGE = 'https://www.bybit.com/en/register';

function recall(overrides: Partial<RecallInfo> = {}): RecallInfo {
  return {
    recall_stage: 'commit_password',
    platform: 'pc',
    login_name: 'al***@example.com',
    version: 'newCode',
    ...overrides,
  };
}

describe('register variants', () => {
  it('REG-2 the four configured variants are taken as they are', () => {
    for (const variant of ['newCode', 'newLink', 'oldCode', 'oldLink'] as const) {
      expect(registerVariantOf(variant)).toBe(variant);
    }
    expect([...REGISTER_VARIANTS].sort()).toEqual(['newCode', 'newLink', 'oldCode', 'oldLink']);
  });

  it('REG-2 anything else (absent, other case, unknown) falls back to newCode', () => {
    for (const value of [undefined, '', 'NewCode', 'newcode', 'link', 'oldCode ']) {
      expect(registerVariantOf(value)).toBe('newCode');
    }
  });

  it('REG-2 oldCode and oldLink are the one-call variants', () => {
    expect(REGISTER_VARIANTS.filter(isOldVariant)).toEqual(['oldCode', 'oldLink']);
  });

  it('REG-2 LOGIN-1 after the account step comes the code step or the link step, as the api answers', () => {
    expect(stepAfterStart('verfiyCode')).toBe('verfiyCode');
    expect(stepAfterStart('verfiyLink')).toBe('verfiyLink');
  });
});

describe('registerTypeOf', () => {
  it('REG-1 email is 1, mobile is 5', () => {
    expect(registerTypeOf('email', false)).toBe(1);
    expect(registerTypeOf('mobile', false)).toBe(5);
  });

  it('REG-1 the Turkish register is 44 for either kind', () => {
    expect(registerTypeOf('email', true)).toBe(44);
    expect(registerTypeOf('mobile', true)).toBe(44);
  });
});

describe('recallDecision', () => {
  it('REG-7 at commit_password the recall jumps to the password step for that account', () => {
    expect(recallDecision('u-1', recall(), 'en')).toEqual({
      kind: 'password',
      uuid: 'u-1',
      loginName: 'al***@example.com',
    });
    expect(recallDecision('u-2', recall({ version: 'newLink' }), 'en')).toMatchObject({ kind: 'password' });
  });

  it('REG-7 at commit_login the recall goes to the login page with source=commit_login', () => {
    expect(recallDecision('u-1', recall({ recall_stage: 'commit_login' }), 'en')).toEqual({
      kind: 'login',
      href: '/en/login?source=commit_login',
    });
    expect(recallDecision('u-1', recall({ recall_stage: 'commit_login', version: 'oldCode' }), 'tr-TUR')).toEqual({
      kind: 'login',
      href: '/tr-TUR/login?source=commit_login',
    });
  });

  it('REG-7 REG-2 the old variants cannot resume at the password step: back to the start', () => {
    expect(recallDecision('u-1', recall({ version: 'oldCode' }), 'en')).toEqual({ kind: 'start' });
    expect(recallDecision('u-1', recall({ version: 'oldLink' }), 'en')).toEqual({ kind: 'start' });
  });

  it('REG-7 no recall info or an unknown stage starts over', () => {
    expect(recallDecision('u-1', null, 'en')).toEqual({ kind: 'start' });
    expect(recallDecision('u-1', recall({ recall_stage: 'commit_code' }), 'en')).toEqual({ kind: 'start' });
    expect(recallDecision('u-1', recall({ recall_stage: '' }), 'en')).toEqual({ kind: 'start' });
  });
});

describe('channelOf', () => {
  const channel = (query: string) => channelOf(new URLSearchParams(query));

  it('AFF-1 an all-digit affiliate_id is the affiliate channel', () => {
    expect(channel('affiliate_id=12345&ref=ABC')).toEqual({ medium: 'affiliate', userCode: '12345' });
  });

  it('AFF-1 AFF-4 an affiliate_id that is not all digits is ignored', () => {
    expect(channel('affiliate_id=12a45')).toEqual({ medium: 'normal', userCode: '' });
    expect(channel('affiliate_id=12a45&ref=ABC')).toEqual({ medium: 'referral', userCode: 'ABC' });
  });

  it('AFF-1 a broker_id is the broker channel, ahead of a referral code', () => {
    expect(channel('broker_id=BRK1&ref=ABC')).toEqual({ medium: 'broker', userCode: 'BRK1' });
  });

  it('AFF-1 ref, else user_code, is the referral channel', () => {
    expect(channel('ref=ABC')).toEqual({ medium: 'referral', userCode: 'ABC' });
    expect(channel('user_code=XYZ')).toEqual({ medium: 'referral', userCode: 'XYZ' });
    expect(channel('ref=ABC&user_code=XYZ')).toEqual({ medium: 'referral', userCode: 'ABC' });
  });

  it('AFF-1 no attribution is the normal channel', () => {
    expect(channel('')).toEqual({ medium: 'normal', userCode: '' });
    expect(channel('affiliate_id=&ref=')).toEqual({ medium: 'normal', userCode: '' });
  });
});

describe('registrationChannelFields', () => {
  it('REG-5 url is the page without utm_url, other query and hash kept', () => {
    const fields = registrationChannelFields(
      `${PAGE}?affiliate_id=77&utm_url=${encodeURIComponent('https://ads.example/x?y=1')}&group_id=g1#form`,
    );
    expect(fields.url).toBe(`${PAGE}?affiliate_id=77&group_id=g1#form`);
    expect(fields.url).not.toContain('utm_url');
    expect(Object.keys(fields)).not.toContain('utm_url');
  });

  it('REG-5 AFF-1 an affiliate link', () => {
    expect(registrationChannelFields(`${PAGE}?affiliate_id=77&group_id=g1&regist_channel=ads`)).toEqual({
      medium: 'affiliate',
      userCode: '77',
      user_code: '',
      regist_channel: 'ads',
      affiliate_id: '77',
      group_id: 'g1',
      ref: '',
      url: `${PAGE}?affiliate_id=77&group_id=g1&regist_channel=ads`,
    });
  });

  it('REG-5 AFF-1 a referral code travels as user_code', () => {
    expect(registrationChannelFields(`${PAGE}?ref=ABC`)).toMatchObject({
      medium: 'referral',
      userCode: 'ABC',
      user_code: 'ABC',
      ref: 'ABC',
    });
  });

  it('REG-5 AFF-1 a broker code is not sent as a referral user_code', () => {
    expect(registrationChannelFields(`${PAGE}?broker_id=BRK1`)).toMatchObject({
      medium: 'broker',
      userCode: 'BRK1',
      user_code: '',
    });
  });

  it('REG-5 AFF-1 a plain page is the normal channel with empty attribution', () => {
    expect(registrationChannelFields(PAGE)).toEqual({
      medium: 'normal',
      userCode: '',
      user_code: '',
      regist_channel: '',
      affiliate_id: '',
      group_id: '',
      ref: '',
      url: PAGE,
    });
  });
});

describe('registrationExt', () => {
  it('REG-5 REG-12 eu_subscription is 1 or 0 on the EU site', () => {
    expect(registrationExt({ site: 'EU', euSubscription: true, manualInput: true })).toEqual({
      eu_subscription: 1,
      is_manual_input: 1,
    });
    expect(registrationExt({ site: 'EU', euSubscription: false, manualInput: false })).toEqual({
      eu_subscription: 0,
      is_manual_input: 0,
    });
  });

  it('REG-5 REG-12 eu_subscription is never sent from another site', () => {
    for (const site of SITE_IDS.filter((s) => s !== 'EU')) {
      expect(registrationExt({ site, euSubscription: true, manualInput: true })).toEqual({ is_manual_input: 1 });
    }
  });

  it('REG-5 tg_source rides along when there is one', () => {
    expect(registrationExt({ site: 'BYBIT', euSubscription: false, manualInput: false, tgSource: 'bot' })).toEqual({
      is_manual_input: 0,
      tg_source: 'bot',
    });
    expect(registrationExt({ site: 'BYBIT', euSubscription: false, manualInput: false, tgSource: '' })).toEqual({
      is_manual_input: 0,
    });
  });
});
