import { describe, expect, it } from 'vitest';

import {
  accountFromQuery,
  addressOfMethod,
  EMPTY_ACCOUNT,
  FIND_START,
  findReducer,
  hrefWithAccount,
  keptFind,
  keptReset,
  readNewPassword,
  readRecoveryCode,
  readSixDigits,
  RESET_START,
  resetReducer,
  restoreFind,
  restoreReset,
  type PasswordReset,
} from '@/features/recovery/recovery-flow';
import type { RecoveryStart } from '@/services/api/recovery';

const EMAIL_RESET: PasswordReset = { token: 't1', account: { kind: 'email', email: 'a@b.co' }, sentAt: 1 };
const RECOVERY: RecoveryStart = {
  recover_token: 'r1',
  methods: ['recovery', 'email'],
  vague_email: 'a***@b.co',
  vague_mobile: '',
  expires_in: 900,
};

describe('accountFromQuery', () => {
  it('LOGIN-5 the recovery page reads the account the login carried back from the query', () => {
    expect(accountFromQuery('?email=a%2Bb%40example.com')).toEqual({ ...EMPTY_ACCOUNT, email: 'a+b@example.com' });
    expect(accountFromQuery('?mobile=532+123&country=tr')).toEqual({
      kind: 'mobile',
      email: '',
      mobile: '532 123',
      country: 'TR',
    });
    expect(accountFromQuery('?mobile=7400123456&country=<x>')).toMatchObject({ kind: 'mobile', country: 'GB' });
    expect(accountFromQuery('')).toBeNull();
    expect(accountFromQuery('?email=%20%20')).toBeNull();
  });
});

describe('hrefWithAccount', () => {
  it('carries the account in the shape the login reads: an email, or a number with its country', () => {
    expect(hrefWithAccount('en', '/login', { kind: 'email', email: ' a+b@example.com ' })).toBe(
      '/en/login?email=a%2Bb%40example.com',
    );
    expect(
      hrefWithAccount('ar-SA', '/app/user/security-item-find', {
        kind: 'mobile',
        countryCode: 'GB',
        mobile: '7400123456',
        international: '+44 7400 123456',
      }),
    ).toBe('/ar-SA/app/user/security-item-find?mobile=7400123456&country=GB');
    expect(
      hrefWithAccount('en', '/app/user/retrieve', { ...EMPTY_ACCOUNT, kind: 'mobile', mobile: '1', country: 'TR' }),
    ).toBe('/en/app/user/retrieve?mobile=1&country=TR');
    expect(hrefWithAccount('en', '/login', EMPTY_ACCOUNT)).toBe('/en/login');
    expect(hrefWithAccount('en', '/login', null)).toBe('/en/login');
  });
});

describe('resetReducer', () => {
  it('goes account → code → password → done, and a new code keeps the code step with the new token', () => {
    const code = resetReducer(RESET_START, { type: 'sent', reset: EMAIL_RESET });
    expect(code).toEqual({ step: 'code', reset: EMAIL_RESET });
    const again = resetReducer(code, { type: 'sent', reset: { ...EMAIL_RESET, token: 't2', sentAt: 2 } });
    expect(again).toMatchObject({ step: 'code', reset: { token: 't2', sentAt: 2 } });
    const password = resetReducer(again, { type: 'verified', authenticator: true });
    expect(password).toMatchObject({ step: 'password', authenticator: true });
    expect(resetReducer(password, { type: 'changed', passkeysRemoved: 2 })).toEqual({
      step: 'done',
      account: EMAIL_RESET.account,
      passkeysRemoved: 2,
    });
  });

  it('ignores events that do not fit the step; a restart always starts again', () => {
    expect(resetReducer(RESET_START, { type: 'verified', authenticator: false })).toBe(RESET_START);
    expect(resetReducer(RESET_START, { type: 'changed', passkeysRemoved: 0 })).toBe(RESET_START);
    const password = resetReducer(resetReducer(RESET_START, { type: 'sent', reset: EMAIL_RESET }), {
      type: 'verified',
      authenticator: false,
    });
    expect(resetReducer(password, { type: 'sent', reset: EMAIL_RESET })).toBe(password);
    expect(resetReducer(password, { type: 'restart' })).toBe(RESET_START);
  });
});

describe('readSixDigits', () => {
  it('takes six digits typed or pasted with spaces, and says what is missing otherwise', () => {
    expect(readSixDigits(' 123 456 ')).toEqual({ ok: true, value: '123456' });
    expect(readSixDigits('12345')).toEqual({
      ok: false,
      errors: { code: { ns: 'auth', key: 'validation.incompleteCode' } },
    });
    expect(readSixDigits('')).toEqual({ ok: false, errors: { code: { ns: 'auth', key: 'validation.required' } } });
  });
});

describe('readNewPassword', () => {
  const good = 'Fresh4321pass';

  it('REG-5 the rules of sign-up, typed twice alike; the authenticator code only when the account has one', () => {
    expect(readNewPassword({ password: good, repeat: good, totp: '', authenticator: false })).toEqual({
      ok: true,
      value: { password: good, totpCode: null },
    });
    expect(readNewPassword({ password: good, repeat: good, totp: '123 456', authenticator: true })).toEqual({
      ok: true,
      value: { password: good, totpCode: '123456' },
    });
  });

  it('names every field at fault at once', () => {
    expect(readNewPassword({ password: 'short', repeat: 'other', totp: '12', authenticator: true })).toEqual({
      ok: false,
      errors: {
        password: { ns: 'auth', key: 'validation.passwordRules' },
        repeat: { ns: 'recovery', key: 'reset.mismatch' },
        totp: { ns: 'auth', key: 'validation.incompleteCode' },
      },
    });
    expect(readNewPassword({ password: '', repeat: '', totp: '', authenticator: false })).toEqual({
      ok: false,
      errors: {
        password: { ns: 'auth', key: 'validation.required' },
        repeat: { ns: 'auth', key: 'validation.required' },
      },
    });
  });
});

describe('readRecoveryCode', () => {
  it('takes ten letters and digits whatever the case, spaces or dash, and sends them as typed', () => {
    expect(readRecoveryCode(' K7M2P-XQ9RA ')).toEqual({ ok: true, value: 'K7M2P-XQ9RA' });
    expect(readRecoveryCode('k7m2p xq9ra')).toEqual({ ok: true, value: 'k7m2p xq9ra' });
    expect(readRecoveryCode('k7m2p')).toEqual({
      ok: false,
      errors: { code: { ns: 'recovery', key: 'find.recoveryCodeLength' } },
    });
    expect(readRecoveryCode(' - ')).toEqual({
      ok: false,
      errors: { code: { ns: 'recovery', key: 'find.recoveryCodeRequired' } },
    });
  });
});

describe('findReducer', () => {
  it('offers the first way first, switches only to a way the account has, and ends done', () => {
    const prove = findReducer(FIND_START, { type: 'started', recovery: RECOVERY });
    expect(prove).toEqual({ step: 'prove', recovery: RECOVERY, method: 'recovery', sentAt: null });
    expect(findReducer(prove, { type: 'method', method: 'sms' })).toBe(prove);
    const email = findReducer(prove, { type: 'method', method: 'email' });
    expect(email).toMatchObject({ method: 'email', sentAt: null });
    const sent = findReducer(email, { type: 'sent', sentAt: 5 });
    expect(sent).toMatchObject({ method: 'email', sentAt: 5 });
    expect(findReducer(sent, { type: 'recovered', passkeysRemoved: 1 })).toEqual({ step: 'done', passkeysRemoved: 1 });
  });

  it('an account without a second factor has nothing to recover; a restart starts again', () => {
    expect(findReducer(FIND_START, { type: 'nothing' })).toEqual({ step: 'nothing' });
    expect(findReducer(FIND_START, { type: 'recovered', passkeysRemoved: 0 })).toBe(FIND_START);
    expect(findReducer({ step: 'done', passkeysRemoved: 0 }, { type: 'restart' })).toBe(FIND_START);
  });

  it('names where a code goes for each way', () => {
    expect(addressOfMethod(RECOVERY, 'email')).toBe('a***@b.co');
    expect(addressOfMethod({ ...RECOVERY, vague_mobile: '****1234' }, 'sms')).toBe('****1234');
    expect(addressOfMethod(RECOVERY, 'recovery')).toBe('');
  });
});

describe('a reset or a recovery kept to resume (issue 39)', () => {
  const reset: PasswordReset = {
    token: 'reset-token-1',
    account: { kind: 'email', email: 'kept@example.test' },
    sentAt: 1_800_000_000_000,
  };
  const recovery: RecoveryStart = {
    recover_token: 'recover-token-1',
    methods: ['recovery', 'email'],
    vague_email: 'k***@example.test',
    vague_mobile: '',
    expires_in: 600,
  };

  it('keeps the reset of the code and password steps (its token), nothing once done', () => {
    expect(keptReset({ step: 'code', reset })).toEqual({ reset, authenticator: false });
    expect(keptReset({ step: 'password', reset, authenticator: true })).toEqual({ reset, authenticator: true });
    expect(keptReset(RESET_START)).toBeNull();
    expect(keptReset({ step: 'done', account: reset.account, passkeysRemoved: 0 })).toBeNull();
  });

  it('brings each step of a reset back from what was kept; the account step with the account sent', () => {
    const kept = JSON.parse(JSON.stringify(keptReset({ step: 'password', reset, authenticator: true }))) as unknown;
    expect(restoreReset('code', kept)).toEqual({ step: 'code', reset });
    expect(restoreReset('password', kept)).toEqual({ step: 'password', reset, authenticator: true });
    expect(restoreReset('account', kept)).toEqual({ step: 'account', typed: reset.account });
    expect(restoreReset('done', kept)).toBeNull();
    expect(restoreReset('code', { reset: { ...reset, token: 'a b' } })).toBeNull();
    expect(restoreReset('code', null)).toBeNull();
  });

  it('brings the second step of a recovery back with its way and its code sent; a way the account lacks is not', () => {
    const prove = { step: 'prove', recovery, method: 'email', sentAt: 5 } as const;
    const kept = JSON.parse(JSON.stringify(keptFind(prove))) as unknown;
    expect(restoreFind('prove', kept)).toEqual(prove);
    expect(restoreFind('start', null)).toEqual(FIND_START);
    expect(keptFind({ step: 'done', passkeysRemoved: 0 })).toBeNull();
    expect(restoreFind('prove', { recovery, method: 'sms', sentAt: null })).toBeNull();
    expect(restoreFind('prove', { recovery: { ...recovery, methods: [] }, method: 'email', sentAt: null })).toBeNull();
    expect(restoreFind('done', kept)).toBeNull();
  });
});
