import { describe, expect, it } from 'vitest';

import { SITE_IDS, type SiteId } from '@/config/sites';
import { EMAIL_MAX_LENGTH, RESEND_COOLDOWN_SECONDS, VERIFY_CODE_LENGTH } from '@/config/x-api';
import {
  accountErrorMessage,
  accountLabel,
  checkEmail,
  isCompleteCode,
  normalizeCode,
  offeredAccountKinds,
  readAccount,
  resendSecondsLeft,
  type AccountFieldError,
  type AccountValue,
} from '@/services/auth/account-rules';
import { readMessage } from '@/tests/support/request-errors';

const BOTH = ['email', 'mobile'];
const EMAIL_ONLY = ['email'];

function offered(
  site: SiteId,
  mode: 'login' | 'register',
  overrides: Partial<Parameters<typeof offeredAccountKinds>[0]> = {},
) {
  return offeredAccountKinds({ site, mode, phoneTabHidden: false, permission: null, ...overrides });
}

function value(overrides: Partial<AccountValue>): AccountValue {
  return { kind: 'email', email: '', country: 'GB', mobile: '', ...overrides };
}

describe('checkEmail', () => {
  it('LOGIN-2 REG-1 an ordinary address passes, surrounding spaces ignored', () => {
    expect(checkEmail('alice@example.com')).toBeNull();
    expect(checkEmail('  a.b+tag@mail.example.co.uk  ')).toBeNull();
  });

  it('LOGIN-2 REG-1 an empty or blank field is required, not invalid', () => {
    expect(checkEmail('')).toBe('required');
    expect(checkEmail('   ')).toBe('required');
  });

  it.each([
    ['no @', 'alice.example.com'],
    ['no dot in the domain', 'alice@example'],
    ['two @', 'a@b@example.com'],
    ['a space inside', 'ali ce@example.com'],
    ['nothing before @', '@example.com'],
  ])('LOGIN-2 REG-1 a malformed address (%s) is invalid', (_name, email) => {
    expect(checkEmail(email)).toBe('invalidEmail');
  });

  it("LOGIN-2 REG-1 an address longer than 100 characters (the api's limit too) is too long, not invalid", () => {
    const domain = '@example.com';
    const longest = `${'a'.repeat(EMAIL_MAX_LENGTH - domain.length)}${domain}`;
    expect(EMAIL_MAX_LENGTH).toBe(100);
    expect(longest).toHaveLength(100);
    expect(checkEmail(longest)).toBeNull();
    expect(checkEmail(`a${longest}`)).toBe('emailTooLong');
    // surrounding spaces are not counted
    expect(checkEmail(`  ${longest}  `)).toBeNull();
  });

  it('LOGIN-2 REG-1 an overlong address is too long even when malformed: the length is told first', () => {
    expect(checkEmail('x'.repeat(EMAIL_MAX_LENGTH + 1))).toBe('emailTooLong');
  });
});

describe('accountErrorMessage', () => {
  it.each<[AccountFieldError, string]>([
    ['required', 'This field is required.'],
    ['invalidEmail', 'Enter a valid email address.'],
    ['invalidMobile', 'Enter a valid mobile number for the selected country.'],
  ])('LOGIN-2 REG-1 %s reads its validation message', (error, text) => {
    const message = accountErrorMessage(error);

    expect(message).toEqual({ ns: 'auth', key: `validation.${error}` });
    expect(readMessage(message)).toBe(text);
  });

  it('LOGIN-2 REG-1 emailTooLong names the limit', () => {
    const message = accountErrorMessage('emailTooLong');

    expect(message).toEqual({ ns: 'auth', key: 'validation.emailTooLong', values: { max: 100 } });
    expect(readMessage(message)).toBe('Email addresses can have at most 100 characters.');
  });
});

describe('verification codes', () => {
  it('REG-6 spaces typed or pasted into a code are dropped', () => {
    expect(normalizeCode('123 456')).toBe('123456');
    expect(normalizeCode(' 12\t34\n56 ')).toBe('123456');
  });

  it('REG-6 an overlong paste is kept long enough to be refused, not silently cut to six digits', () => {
    const normalized = normalizeCode('1234567890123');
    expect(normalized.length).toBeGreaterThan(6);
    expect(isCompleteCode(normalized)).toBe(false);
  });

  it('REG-6 a complete code is exactly six digits', () => {
    expect(VERIFY_CODE_LENGTH).toBe(6);
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('000000')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('1234567')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
    expect(isCompleteCode('123 456')).toBe(false);
    expect(isCompleteCode('')).toBe(false);
  });
});

describe('resendSecondsLeft', () => {
  const sentAt = 1_700_000_000_000;

  it('REG-4 nothing sent yet: a code may be asked for now', () => {
    expect(resendSecondsLeft(null, sentAt)).toBe(0);
  });

  it('REG-4 counts down whole seconds from 60, rounding up', () => {
    expect(RESEND_COOLDOWN_SECONDS).toBe(60);
    expect(resendSecondsLeft(sentAt, sentAt)).toBe(60);
    expect(resendSecondsLeft(sentAt, sentAt + 500)).toBe(60);
    expect(resendSecondsLeft(sentAt, sentAt + 1_000)).toBe(59);
    expect(resendSecondsLeft(sentAt, sentAt + 59_001)).toBe(1);
    expect(resendSecondsLeft(sentAt, sentAt + 60_000)).toBe(0);
    expect(resendSecondsLeft(sentAt, sentAt + 3_600_000)).toBe(0);
    // a clock read just before the code went out (a countdown's last tick) still says 60
    expect(resendSecondsLeft(sentAt, sentAt - 800)).toBe(60);
  });

  it('REG-4 honours another cooldown', () => {
    expect(resendSecondsLeft(sentAt, sentAt + 10_000, 30)).toBe(20);
  });
});

describe('offeredAccountKinds', () => {
  it('LOGIN-2 phone login is hidden on KAZ only', () => {
    for (const site of SITE_IDS) {
      expect(offered(site, 'login')).toEqual(site === 'KAZ' ? EMAIL_ONLY : BOTH);
    }
  });

  it('REG-3 phone registration is hidden on KAZ and EU', () => {
    for (const site of SITE_IDS) {
      expect(offered(site, 'register')).toEqual(site === 'KAZ' || site === 'EU' ? EMAIL_ONLY : BOTH);
    }
  });

  it('LOGIN-2 REG-3 the phone_tab_hidden config hides the phone tab everywhere', () => {
    for (const mode of ['login', 'register'] as const) {
      expect(offered('BYBIT', mode, { phoneTabHidden: true })).toEqual(EMAIL_ONLY);
      expect(offered('TUR', mode, { phoneTabHidden: true })).toEqual(EMAIL_ONLY);
    }
  });

  it('LOGIN-2 REG-3 REG-9 the permission_v2 answer decides per mode; no answer yet leaves the site rule', () => {
    const loginOnly = { mobile: false, login_mobile: true };
    const registerOnly = { mobile: true, login_mobile: false };
    expect(offered('BYBIT', 'login', { permission: loginOnly })).toEqual(BOTH);
    expect(offered('BYBIT', 'register', { permission: loginOnly })).toEqual(EMAIL_ONLY);
    expect(offered('BYBIT', 'login', { permission: registerOnly })).toEqual(EMAIL_ONLY);
    expect(offered('BYBIT', 'register', { permission: registerOnly })).toEqual(BOTH);
    // the api cannot reopen what the site rule closes
    expect(offered('EU', 'register', { permission: { mobile: true, login_mobile: true } })).toEqual(EMAIL_ONLY);
  });

  it('CMP-1 LOGIN-2 REG-3 a compliance rule hiding the phone tab closes it, and nothing reopens it', () => {
    for (const mode of ['login', 'register'] as const) {
      expect(offered('BYBIT', mode, { complianceHidesPhone: true })).toEqual(EMAIL_ONLY);
      expect(
        offered('BYBIT', mode, { complianceHidesPhone: true, permission: { mobile: true, login_mobile: true } }),
      ).toEqual(EMAIL_ONLY);
      expect(offered('BYBIT', mode, { complianceHidesPhone: false })).toEqual(BOTH);
    }
  });

  it('LOGIN-2 REG-3 email always comes first', () => {
    expect(offered('BYBIT', 'login')[0]).toBe('email');
    expect(offered('BYBIT', 'register')[0]).toBe('email');
  });
});

describe('readAccount', () => {
  it('LOGIN-2 REG-1 an email is sent trimmed', async () => {
    expect(await readAccount(value({ email: '  alice@example.com ' }))).toEqual({
      ok: true,
      account: { kind: 'email', email: 'alice@example.com' },
    });
  });

  it('LOGIN-2 REG-1 an empty, malformed or overlong email says why', async () => {
    expect(await readAccount(value({ email: '' }))).toEqual({ ok: false, error: 'required' });
    expect(await readAccount(value({ email: 'alice@' }))).toEqual({ ok: false, error: 'invalidEmail' });
    expect(await readAccount(value({ email: `${'a'.repeat(100)}@example.com` }))).toEqual({
      ok: false,
      error: 'emailTooLong',
    });
  });

  it('LOGIN-2 REG-1 a valid mobile number is sent as national digits with its country, and kept in international form', async () => {
    expect(await readAccount(value({ kind: 'mobile', country: 'GB', mobile: '07911 123456' }))).toEqual({
      ok: true,
      account: { kind: 'mobile', countryCode: 'GB', mobile: '7911123456', international: '+44 7911 123456' },
    });
    expect(await readAccount(value({ kind: 'mobile', country: 'TR', mobile: '0532 123 45 67' }))).toEqual({
      ok: true,
      account: { kind: 'mobile', countryCode: 'TR', mobile: '5321234567', international: '+90 532 123 45 67' },
    });
  });

  it('LOGIN-2 REG-1 the mobile tab ignores the email field, and the email tab the mobile field', async () => {
    expect(
      await readAccount(value({ kind: 'mobile', email: 'not an email', country: 'GB', mobile: '07911 123456' })),
    ).toMatchObject({ ok: true });
    expect(await readAccount(value({ kind: 'email', email: 'a@example.com', mobile: 'garbage' }))).toMatchObject({
      ok: true,
    });
  });

  it.each([
    ['a landline', '020 7946 0958'],
    ['too few digits', '123'],
    ['letters and digits', '07911 abc'],
  ])('LOGIN-2 REG-1 %s is an invalid mobile number', async (_name, mobile) => {
    expect(await readAccount(value({ kind: 'mobile', country: 'GB', mobile }))).toEqual({
      ok: false,
      error: 'invalidMobile',
    });
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['no digits at all', 'abc'],
  ])('LOGIN-2 REG-1 a mobile field that is %s is required', async (_name, mobile) => {
    expect(await readAccount(value({ kind: 'mobile', country: 'GB', mobile }))).toEqual({
      ok: false,
      error: 'required',
    });
  });
});

describe('accountLabel', () => {
  it('REG-4 an email is named as typed', () => {
    expect(accountLabel({ kind: 'email', email: 'alice@example.com' })).toBe('alice@example.com');
  });

  it('REG-4 a mobile number is named in its international form', () => {
    const account = {
      kind: 'mobile',
      countryCode: 'GB',
      mobile: '7911123456',
      international: '+44 7911 123456',
    } as const;
    expect(accountLabel(account)).toBe('+44 7911 123456');
  });

  it('REG-4 the label of a number read from the field is its international form', async () => {
    const read = await readAccount(value({ kind: 'mobile', country: 'AE', mobile: '050 123 4567' }));
    if (!read.ok) throw new Error(`expected a valid number, got ${read.error}`);
    expect(accountLabel(read.account)).toBe('+971 50 123 4567');
  });
});
