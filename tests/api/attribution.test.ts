import { describe, expect, it } from 'vitest';

import { attributionFrom } from '@/server/accounts/attribution';

import { registerByEmail, uniqueEmail } from './accounts-helpers';
import { describeEachDriver } from './harness';
import { auth, get } from './helpers';

const AT = new Date('2026-11-24T10:00:00Z');

describe('AFF-1 AFF-4 AFF-7 attribution of a sign-up (pure)', () => {
  it('AFF-1 an affiliate link is the affiliate medium with its id; campaign tags are kept', () => {
    expect(
      attributionFrom(
        { medium: 'affiliate', userCode: '12345', affiliate_id: '12345', group_id: '7', campaign: 'spring' },
        AT,
      ),
    ).toEqual({
      medium: 'affiliate',
      user_code: '12345',
      affiliate_id: '12345',
      referral_code: null,
      campaign_tags: { group_id: '7', campaign: 'spring' },
      non_crypto: false,
      first_touch_at: '2026-11-24T10:00:00.000Z',
    });
  });

  it('AFF-1 a referral code, a broker, and nothing at all', () => {
    expect(attributionFrom({ medium: 'referral', ref: 'FRIEND9', user_code: 'FRIEND9' }, AT)).toMatchObject({
      medium: 'referral',
      user_code: 'FRIEND9',
      referral_code: 'FRIEND9',
    });
    expect(attributionFrom({ medium: 'broker', userCode: 'B77' }, AT)).toMatchObject({
      medium: 'broker',
      user_code: 'B77',
    });
    expect(attributionFrom({}, AT)).toMatchObject({ medium: 'normal', user_code: '', affiliate_id: null });
  });

  it('AFF-4 an affiliate id that is not all digits is no affiliate (a page cannot claim the medium)', () => {
    expect(attributionFrom({ medium: 'affiliate', affiliate_id: '12a45' }, AT)).toMatchObject({
      medium: 'normal',
      affiliate_id: null,
    });
  });

  it.each(['fox', 'gmb', 'STK', 'esp'])('AFF-7 campaign %s is a non-crypto campaign', (campaign) => {
    expect(attributionFrom({ campaign }, AT).non_crypto).toBe(true);
  });

  it('AFF-7 other campaigns are not; markup in a tag is not kept', () => {
    expect(attributionFrom({ campaign: 'btc' }, AT).non_crypto).toBe(false);
    expect(attributionFrom({ campaign: '<script>' }, AT).campaign_tags).toEqual({});
  });
});

describeEachDriver('attribution on the account (AFF-1, REG-5)', (h) => {
  it('AFF-1 REG-5 the channel fields sent with a registration are recorded on the account and returned by the profile', async () => {
    const email = uniqueEmail('aff');
    const reg = await registerByEmail(h.app, email, undefined, {
      medium: 'affiliate',
      userCode: '424242',
      affiliate_id: '424242',
      group_id: '3',
      campaign: 'fox',
      url: 'https://www.example.com/en/sign-up?affiliate_id=424242',
    });
    expect(reg.body.ret_code).toBe(0);
    const profile = await get<{ attribution: Record<string, unknown> }>(
      h.app,
      '/x-api/v2/private/user/profile',
      auth(reg.body.result.token),
    );
    expect(profile.body.result.attribution).toMatchObject({
      medium: 'affiliate',
      affiliate_id: '424242',
      campaign_tags: { group_id: '3', campaign: 'fox' },
      non_crypto: true,
    });
    expect(Date.parse(String(profile.body.result.attribution.first_touch_at))).toBeLessThanOrEqual(Date.now());
  });

  it('REG-5 a link with a malformed tag still registers; that tag is dropped, the others kept', async () => {
    const reg = await registerByEmail(h.app, uniqueEmail('longtag'), undefined, {
      medium: 'affiliate',
      userCode: '515151',
      affiliate_id: '515151',
      campaign: 'x'.repeat(3000),
      group_id: { nested: true },
      source: 'autumn',
    });
    expect(reg.body.ret_code).toBe(0);
    const profile = await get<{ attribution: Record<string, unknown> }>(
      h.app,
      '/x-api/v2/private/user/profile',
      auth(reg.body.result.token),
    );
    expect(profile.body.result.attribution).toMatchObject({ affiliate_id: '515151' });
    expect(profile.body.result.attribution.campaign_tags).toEqual({ source: 'autumn' });
  });

  it('AFF-1 a sign-up without a link is recorded as normal', async () => {
    const reg = await registerByEmail(h.app, uniqueEmail('plain'));
    const profile = await get<{ attribution: Record<string, unknown> }>(
      h.app,
      '/x-api/v2/private/user/profile',
      auth(reg.body.result.token),
    );
    expect(profile.body.result.attribution).toMatchObject({ medium: 'normal', user_code: '' });
  });
});
