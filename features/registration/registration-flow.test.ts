import { http as route } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { SITE_IDS } from '@/config/sites';
import { REGISTER_VARIANTS, type RegisterVariant } from '@/config/x-api';
import {
  recallDecision,
  registerTypeOf,
  registrationChannelFields,
  registrationExt,
  registrationStrategy,
} from '@/features/registration/registration-calls';
import {
  isOldVariant,
  registerVariantOf,
  registrationReducer,
  REGISTRATION_START,
  type Registration,
  type RegistrationState,
  keptRegistration,
  registrationStepName,
} from '@/features/registration/registration-flow';
import { restoreRegistration } from '@/features/registration/registration-restore';
import type { AccountInput } from '@/services/api/auth';
import type { RecallInfo, RegisterInfoRequest } from '@/services/api/register';
import { channelOf } from '@/services/attribution';
import type { EncryptedPassword } from '@/services/auth/password-encryption';
import { magpiePayload } from '@/services/captcha/payloads';
import { ok } from '@/tests/msw/envelope';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';

beforeAll(() => server.listen(LISTEN_OPTIONS));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

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
});

const EMAIL: AccountInput = { kind: 'email', email: 'alice@example.com' };
const MOBILE: AccountInput = {
  kind: 'mobile',
  countryCode: 'GB',
  mobile: '7911123456',
  international: '+44 7911 123456',
};
const REGISTRATION: Registration = { uuid: 'reg-1', account: EMAIL, sentAt: 1_000 };

describe('registrationReducer', () => {
  const codeStep: RegistrationState = { step: 'verfiyCode', registration: REGISTRATION };
  const linkStep: RegistrationState = { step: 'verfiyLink', registration: REGISTRATION };
  const passwordStep: RegistrationState = { step: 'inputpassword', registration: REGISTRATION };

  it('LOGIN-1 REG-2 sign-up starts at the account step', () => {
    expect(REGISTRATION_START).toEqual({ step: 'inputAccount' });
  });

  it('LOGIN-1 REG-2 a started registration goes to the code step or the link step, as the api answers', () => {
    expect(
      registrationReducer(REGISTRATION_START, { type: 'started', registration: REGISTRATION, step: 'verfiyCode' }),
    ).toEqual(codeStep);
    expect(
      registrationReducer(REGISTRATION_START, { type: 'started', registration: REGISTRATION, step: 'verfiyLink' }),
    ).toEqual(linkStep);
  });

  it('REG-4 a resent code or link updates only when it went out, on the step after the account', () => {
    for (const state of [codeStep, linkStep, passwordStep]) {
      expect(registrationReducer(state, { type: 'resent', sentAt: 9_000 })).toEqual({
        step: state.step,
        registration: { ...REGISTRATION, sentAt: 9_000 },
      });
    }
    expect(registrationReducer(REGISTRATION_START, { type: 'resent', sentAt: 9_000 })).toBe(REGISTRATION_START);
  });

  it('REG-2 REG-6 a verified code or opened link leads to the password step, keeping the registration', () => {
    expect(registrationReducer(codeStep, { type: 'verified' })).toEqual(passwordStep);
    expect(registrationReducer(linkStep, { type: 'verified' })).toEqual(passwordStep);
  });

  it('REG-2 a verification that arrives on another step changes nothing', () => {
    expect(registrationReducer(REGISTRATION_START, { type: 'verified' })).toBe(REGISTRATION_START);
    expect(registrationReducer(passwordStep, { type: 'verified' })).toBe(passwordStep);
  });

  it('REG-7 a recall resumes at the password step with its registration', () => {
    const recalled: Registration = { uuid: 'recall-1', account: EMAIL, sentAt: 0 };
    expect(registrationReducer(REGISTRATION_START, { type: 'recalled', registration: recalled })).toEqual({
      step: 'inputpassword',
      registration: recalled,
    });
  });

  it('REG-2 "use another account" goes back to the account step from any step', () => {
    for (const state of [codeStep, linkStep, passwordStep, REGISTRATION_START]) {
      expect(registrationReducer(state, { type: 'back' })).toEqual({ step: 'inputAccount' });
    }
  });
});

describe('registrationStrategy', () => {
  const captcha = magpiePayload('captcha-token', 31004);
  const password: EncryptedPassword = { encrypt_password: 'ciphertext', encrypt_timestamp: '1700000000000' };
  const session = { token: 't', user_id: 7, uid: '7', is_new_user: true, use_thirdparty: false, tg_bind_result: '' };

  /** Every POST to the api, by path, with its JSON body; each answers `result`. */
  function recordPosts(paths: readonly string[], result: unknown) {
    const posts: Array<{ path: string; body: Record<string, unknown> }> = [];
    server.use(
      ...paths.map((path) =>
        route.post(`*/x-api${path}`, async ({ request }) => {
          posts.push({ path, body: (await request.json()) as Record<string, unknown> });
          return ok(result);
        }),
      ),
    );
    return posts;
  }

  function startRequest(account: AccountInput): RegisterInfoRequest {
    return {
      account,
      registerType: account.kind === 'email' ? 1 : 5,
      captcha,
      siteId: 'BYBIT',
      lang: 'en',
      channel: { medium: 'normal' },
      ext: { is_manual_input: 1 },
    };
  }

  const OLD_STARTS = ['/verify/register/email', '/verify/register/mobile', '/user/public/register/info'];
  const FINISHES = [
    '/user/public/register/password',
    '/user/public/register_compliance',
    '/register/email',
    '/register/mobile',
  ];

  it.each<[RegisterVariant, boolean]>([
    ['newCode', false],
    ['newLink', false],
    ['oldCode', true],
    ['oldLink', true],
  ])('REG-2 in %s the code step creates the account: %s', (variant, creates) => {
    expect(registrationStrategy(variant).codeStepCreatesAccount).toBe(creates);
  });

  it.each(['newCode', 'newLink'] as const)(
    'REG-2 REG-4 %s starts with POST /user/public/register/info',
    async (variant) => {
      const posts = recordPosts(OLD_STARTS, { uuid: 'u-new', step: 'verfiyLink' });

      const started = await registrationStrategy(variant).start(startRequest(EMAIL));

      expect(started).toEqual({ uuid: 'u-new', step: 'verfiyLink' });
      expect(posts.map((p) => p.path)).toEqual(['/user/public/register/info']);
      expect(posts[0].body).toMatchObject({ email: 'alice@example.com', register_type: 1, site_id: 'BYBIT' });
    },
  );

  it.each([
    ['oldCode', 'email', EMAIL, '/verify/register/email'],
    ['oldLink', 'email', EMAIL, '/verify/register/email'],
    ['oldCode', 'mobile', MOBILE, '/verify/register/mobile'],
  ] as const)('REG-2 REG-4 %s starts an %s registration with POST %s', async (variant, _kind, account, path) => {
    const posts = recordPosts(OLD_STARTS, { uuid: 'u-old', step: 'verfiyCode' });

    const started = await registrationStrategy(variant).start(startRequest(account));

    expect(started).toEqual({ uuid: 'u-old', step: 'verfiyCode' });
    expect(posts.map((p) => p.path)).toEqual([path]);
  });

  it('REG-2 REG-4 the new variants finish with POST /user/public/register/password: uuid, password, captcha', async () => {
    const posts = recordPosts(FINISHES, session);

    const result = await registrationStrategy('newCode').finish({
      registration: REGISTRATION,
      code: '123456',
      password,
      captcha,
      regulatedSiteId: null,
    });

    expect(result).toEqual(session);
    expect(posts.map((p) => p.path)).toEqual(['/user/public/register/password']);
    expect(posts[0].body).toEqual({ uuid: 'reg-1', ...password, ...captcha });
  });

  it('REG-4 on a regulated site the new variants finish with register_compliance and the site id', async () => {
    const posts = recordPosts(FINISHES, session);

    await registrationStrategy('newLink').finish({
      registration: REGISTRATION,
      code: '',
      password,
      captcha,
      regulatedSiteId: 'EU',
    });

    expect(posts.map((p) => p.path)).toEqual(['/user/public/register_compliance']);
    expect(posts[0].body).toMatchObject({ uuid: 'reg-1', site_id: 'EU', encrypt_password: 'ciphertext' });
  });

  it.each([
    ['oldCode', 'email', EMAIL, '/register/email', { email: 'alice@example.com' }],
    ['oldLink', 'mobile', MOBILE, '/register/mobile', { mobile: '7911123456', country_code: 'GB' }],
  ] as const)(
    'REG-2 REG-4 %s finishes an %s registration in one call to %s with the account, the code and the password',
    async (variant, _kind, account, path, accountFields) => {
      const posts = recordPosts(FINISHES, session);

      const result = await registrationStrategy(variant).finish({
        registration: { uuid: 'reg-2', account, sentAt: 0 },
        code: '654321',
        password,
        captcha,
        regulatedSiteId: null,
      });

      expect(result).toEqual(session);
      expect(posts.map((p) => p.path)).toEqual([path]);
      expect(posts[0].body).toEqual({ ...accountFields, uuid: 'reg-2', code: '654321', ...password, ...captcha });
    },
  );
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
    // the contract lists three stages; a stage from elsewhere is a broken answer, which starts over
    const unknownStage = { recall_stage: 'commit_code' } as unknown as Partial<RecallInfo>;
    expect(recallDecision('u-1', recall(unknownStage), 'en')).toEqual({ kind: 'start' });
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
      group_type: '',
      campaign: '',
      source: '',
      utmsource: '',
      content: '',
      stage: '',
      term: '',
      url: `${PAGE}?affiliate_id=77&group_id=g1&regist_channel=ads`,
    });
  });

  it('AFF-1 AFF-7 the campaign tags of the landing travel with the registration', () => {
    const fields = registrationChannelFields(`${PAGE}?ref=F1&campaign=fox&utmsource=mail&term=t`);
    expect(fields).toMatchObject({
      medium: 'referral',
      user_code: 'F1',
      campaign: 'fox',
      utmsource: 'mail',
      term: 't',
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
      group_type: '',
      campaign: '',
      source: '',
      utmsource: '',
      content: '',
      stage: '',
      term: '',
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

describe('a sign-up kept to resume (issue 39)', () => {
  const registration = {
    uuid: 'reg-uuid-1',
    account: { kind: 'email', email: 'kept@example.test' } as AccountInput,
    sentAt: 1_800_000_000_000,
  };
  const NEW = { codeStepCreatesAccount: false };
  const OLD = { codeStepCreatesAccount: true };

  it('LOGIN-1 keeps the registration of a later step, nothing of the account step or once the account exists', () => {
    expect(keptRegistration({ step: 'verfiyCode', registration })).toEqual({ registration });
    expect(keptRegistration({ step: 'inputAccount' })).toBeNull();
    expect(keptRegistration({ step: 'created' })).toBeNull();
    expect(JSON.stringify(keptRegistration({ step: 'inputpassword', registration }))).not.toMatch(/password"/);
  });

  it('LOGIN-1 REG-2 each step comes back from what was kept; the account step with the account typed', () => {
    const kept = JSON.parse(JSON.stringify({ registration })) as unknown;
    expect(restoreRegistration('code', kept, NEW)).toEqual({ step: 'verfiyCode', registration });
    expect(restoreRegistration('link', kept, NEW)).toEqual({ step: 'verfiyLink', registration });
    expect(restoreRegistration('password', kept, NEW)).toEqual({ step: 'inputpassword', registration });
    expect(restoreRegistration('account', kept, NEW)).toEqual({ step: 'inputAccount', typed: registration.account });
    // REG-2: the old variants have no password step
    expect(restoreRegistration('password', kept, OLD)).toBeNull();
  });

  it('LOGIN-1 what does not fit is not restored', () => {
    expect(restoreRegistration('code', null, NEW)).toBeNull();
    expect(restoreRegistration('code', { registration: { ...registration, uuid: '<script>' } }, NEW)).toBeNull();
    expect(restoreRegistration('code', { registration: { ...registration, sentAt: 'now' } }, NEW)).toBeNull();
    expect(
      restoreRegistration('code', { registration: { ...registration, account: { kind: 'email', email: '' } } }, NEW),
    ).toBeNull();
    expect(restoreRegistration('created', { registration }, NEW)).toBeNull();
    expect(restoreRegistration('elsewhere', { registration }, NEW)).toBeNull();
    expect(registrationStepName({ step: 'verfiyCode', registration })).toBe('code');
  });
});
