import { describe, expect, it } from 'vitest';

import { MAX_PASSWORD_ERRORS } from '@/config/x-api';
import { isKycDialog, jurisdictionExit } from '@/services/auth/auth-dialogs';
import {
  banOutcome,
  loginErrorHandlers,
  passwordLoginErrorHandlers,
  REGISTER_ERROR_HANDLERS,
  resolveAuthError,
  wrongCredentialsOutcome,
  wrongPasswordOutcome,
  type AuthOutcome,
} from '@/services/auth/auth-errors';
import { lockEndText } from '@/services/auth/lock-end';
import { CaptchaBusyError, CaptchaCancelledError, CaptchaUnavailableError } from '@/services/captcha/errors';
import { FormMessageError, type FormMessage } from '@/services/errors/screen-errors';
import { createTestI18n } from '@/tests/support/render-with-i18n';
import { httpFailure, httpRefusal, networkFailure, readMessage, refusal } from '@/tests/support/request-errors';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const secondsAgo = (s: number) => Math.floor(NOW / 1000) - s;

const LOGIN = loginErrorHandlers('en', () => NOW);
const onLogin = (error: unknown) => resolveAuthError(error, LOGIN);
const onRegister = (error: unknown) => resolveAuthError(error, REGISTER_ERROR_HANDLERS);

/** The sentence of an outcome's message, through the screens' own hook and translations. */
function shown(outcome: AuthOutcome): string {
  if (outcome.kind !== 'field' && outcome.kind !== 'alert') throw new Error(`expected a message, got ${outcome.kind}`);
  const text = readMessage(outcome.message);
  expect(text).not.toBe(outcome.message.key);
  return text;
}

const auth = (key: string, extra: Partial<FormMessage> = {}): FormMessage => ({ ns: 'auth', key, ...extra });

describe('issue 39: a password login refused (31002) never says whether the account exists', () => {
  const onPasswordLogin = (error: unknown, kind: 'email' | 'mobile' = 'email') =>
    resolveAuthError(
      error,
      passwordLoginErrorHandlers('en', kind, () => NOW),
    );

  it.each([1, 2])('LOGIN-5 ERR-8 count %i reads "Incorrect email or password" with no attempts count', (count) => {
    const outcome = onPasswordLogin(refusal(31002, 'login', { pass_err_count: count }));
    expect(outcome).toEqual({ kind: 'field', field: 'password', message: auth('errors.wrongCredentialsEmail') });
    expect(shown(outcome)).toBe('Incorrect email or password.');
  });

  it('LOGIN-5 a refusal without a count reads the same, and a mobile login names the number', () => {
    expect(shown(onPasswordLogin(refusal(31002, 'login', {})))).toBe('Incorrect email or password.');
    expect(shown(onPasswordLogin(refusal(31002, 'login', { pass_err_count: 1 }), 'mobile'))).toBe(
      'Incorrect mobile number or password.',
    );
  });

  it.each([
    { count: 3, left: /2 attempts left/ },
    { count: 4, left: /1 attempt left/ },
  ])('LOGIN-5 ERR-8 count $count (handed to the page) adds the attempts left', ({ count, left }) => {
    const outcome = wrongCredentialsOutcome(count, 'email');
    expect(outcome).toMatchObject({ kind: 'field', field: 'password' });
    expect(shown(outcome)).toMatch(/^Incorrect email or password\. /);
    expect(shown(outcome)).toMatch(left);
  });

  it('LOGIN-5 the count that locks says when the lock ends, from the answer', () => {
    const outcome = wrongCredentialsOutcome(5, 'email', '14:32');
    expect(outcome).toEqual({
      kind: 'alert',
      message: auth('errors.lockedUntil', { action: 'recoverPassword', values: { time: '14:32' } }),
    });
    expect(shown(outcome)).toMatch(/Try again after 14:32/);
  });

  it('LOGIN-5 counts out of range read as the plain refusal', () => {
    for (const count of [null, 0, 6, 2.5]) {
      expect(wrongCredentialsOutcome(count, 'mobile')).toEqual({
        kind: 'field',
        field: 'password',
        message: auth('errors.wrongCredentialsMobile'),
      });
    }
  });
});

describe('wrong password (31002)', () => {
  it.each([
    { count: 1, left: 4 },
    { count: 2, left: 3 },
  ])(
    'LOGIN-5 ERR-8 a 31002 refusal with count $count (an error, not an answer) still says the $left attempts left',
    ({ count, left }) => {
      const error = refusal(31002, 'login', { pass_err_count: count });
      expect(error.reaction.kind).toBe('page');

      const outcome = onLogin(error);

      expect(outcome).toEqual({
        kind: 'field',
        field: 'password',
        message: auth('errors.wrongPasswordLeft', { values: { count: left } }),
      });
      expect(shown(outcome)).toMatch(
        new RegExp(`Incorrect password. ${left} attempts left before your account is locked`),
      );
    },
  );

  it('LOGIN-5 ERR-8 a 31002 refusal without a count is told by the password field: the catalogue text', () => {
    const outcome = onLogin(refusal(31002, 'login', {}));

    expect(outcome).toEqual({ kind: 'field', field: 'password', message: { ns: 'errors', key: 'codes.31002' } });
    expect(shown(outcome)).toBe('The account or password is incorrect.');
  });

  it('LOGIN-5 ERR-8 count 3 leaves two attempts, by the password field', () => {
    const outcome = wrongPasswordOutcome(3);
    expect(outcome).toEqual({
      kind: 'field',
      field: 'password',
      message: auth('errors.wrongPasswordLeft', { values: { count: 2 } }),
    });
    expect(shown(outcome)).toMatch(/Incorrect password. 2 attempts left before your account is locked/);
  });

  it('LOGIN-5 ERR-8 count 4 leaves one attempt, by the password field', () => {
    const outcome = wrongPasswordOutcome(4);
    expect(outcome).toEqual({
      kind: 'field',
      field: 'password',
      message: auth('errors.wrongPasswordLeft', { values: { count: 1 } }),
    });
    expect(shown(outcome)).toMatch(/Incorrect password. 1 attempt left before your account is locked/);
  });

  it('LOGIN-5 ERR-8 count 5 locks the account: the alert, offering password recovery', () => {
    expect(MAX_PASSWORD_ERRORS).toBe(5);
    const outcome = wrongPasswordOutcome(5);
    expect(outcome).toEqual({
      kind: 'alert',
      message: auth('errors.wrongPasswordLocked', { action: 'recoverPassword' }),
    });
    expect(shown(outcome)).toMatch(/locked/);
  });

  it('LOGIN-5 ERR-8 issue 36 item 3: count 5 with the end the answer names says when to try again', () => {
    const outcome = wrongPasswordOutcome(5, '5:30\u00a0AM');
    expect(outcome).toEqual({
      kind: 'alert',
      message: auth('errors.lockedUntil', { action: 'recoverPassword', values: { time: '5:30\u00a0AM' } }),
    });
    expect(shown(outcome)).toMatch(/Try again after 5:30/);
    // an earlier count is unchanged by an end it cannot have
    expect(wrongPasswordOutcome(4, '5:30\u00a0AM')).toMatchObject({ kind: 'field', field: 'password' });
  });

  it('LOGIN-5 ERR-8 a missing or impossible count reads the catalogue text', () => {
    for (const count of [null, 0, -1, 1.5, 6]) {
      expect(wrongPasswordOutcome(count)).toEqual({
        kind: 'field',
        field: 'password',
        message: { ns: 'errors', key: 'codes.31002' },
      });
    }
  });
});

describe('codes login and sign-up share', () => {
  it.each([
    ['login', onLogin],
    ['register', onRegister],
  ] as const)('LOGIN-5 ERR-11 31030 on %s: locked, with the code and a way to recover the password', (endpoint, on) => {
    const outcome = on(refusal(31030, endpoint));

    expect(outcome).toEqual({
      kind: 'alert',
      message: auth('errors.locked', { code: 31030, action: 'recoverPassword' }),
    });
    expect(shown(outcome)).toMatch(/locked/);
  });

  it.each([31018, 31020])('LOGIN-5 %i is the IP limit, on login and sign-up', (code) => {
    const expected = { kind: 'alert', message: auth('errors.ipLimit', { code }) };

    expect(onLogin(refusal(code, 'login'))).toEqual(expected);
    expect(onRegister(refusal(code, 'register'))).toEqual(expected);
    expect(shown(onLogin(refusal(code, 'login')))).toMatch(/network/);
  });

  it('REG-4 ERR-11 30055 too many codes sent', () => {
    const outcome = onRegister(refusal(30055, 'register'));

    expect(outcome).toEqual({ kind: 'alert', message: auth('errors.tooManySends', { code: 30055 }) });
    expect(shown(outcome)).toMatch(/Too many codes/);
  });

  it.each([41102, 41103, 41104, 41105, 41106, 41107, 41108, 400605, 400606])(
    'DLG-7 %i opens the generic error dialog on login and sign-up',
    (code) => {
      expect(onLogin(refusal(code, 'login'))).toEqual({ kind: 'dialog', dialog: 'generic', code });
      expect(onRegister(refusal(code, 'register'))).toEqual({ kind: 'dialog', dialog: 'generic', code });
    },
  );

  it('DLG-7 ERR-11 400607 is handed to the page but is no generic dialog: the alert with its catalogue text', () => {
    expect(onLogin(refusal(400607, 'login'))).toEqual({
      kind: 'alert',
      message: { ns: 'errors', key: 'codes.400607', fallback: 'server says 400607', code: 400607 },
    });
  });

  it('ERR-11 an unlisted handed-to-page code (20100) is the alert with the catalogue message', () => {
    const outcome = onRegister(refusal(20100, 'register', undefined, 'Not available <b>here</b>'));

    expect(outcome).toEqual({
      kind: 'alert',
      message: { ns: 'errors', key: 'codes.20100', fallback: 'Not available here', code: 20100 },
    });
    expect(shown(outcome)).toBe('Not available here');
  });

  it('ERR-5 ERR-2 a 10016 on login is the alert with the login text', () => {
    const outcome = onLogin(refusal(10016, 'login'));

    expect(outcome).toMatchObject({ kind: 'alert', message: { ns: 'errors', key: 'codes.10016_login', code: 10016 } });
    expect(shown(outcome)).toBe('Logging in is not available right now. Please try again later.');
  });

  it('HTTP-9 LOGIN-5 a 4xx carrying an envelope is handled by its ret_code', () => {
    expect(onLogin(httpRefusal(403, 31030, 'login'))).toEqual({
      kind: 'alert',
      message: auth('errors.locked', { code: 31030, action: 'recoverPassword' }),
    });
    expect(onLogin(httpRefusal(400, 31002, 'login', { pass_err_count: 1 }))).toMatchObject({
      kind: 'field',
      field: 'password',
    });
  });
});

describe('the ban (31003)', () => {
  it('LOGIN-12 DLG-8 a ban younger than 24 hours is the ban dialog ending at ban time + 24 h', () => {
    const since = secondsAgo(3_600);

    expect(onLogin(refusal(31003, 'login', { is_self_help_baned: true, baned_time: since }))).toEqual({
      kind: 'ban',
      endsAt: new Date(since * 1000 + 86_400_000),
    });
  });

  it('LOGIN-12 a self-help ban older than 24 hours leaves for /self-unblock?fromScene=login', () => {
    expect(onLogin(refusal(31003, 'login', { is_self_help_baned: true, baned_time: secondsAgo(86_401) }))).toEqual({
      kind: 'leave',
      href: '/en/self-unblock?fromScene=login',
    });
    const inTurkish = resolveAuthError(
      refusal(31003, 'login', { is_self_help_baned: true, baned_time: secondsAgo(86_401) }),
      loginErrorHandlers('tr-TUR', () => NOW),
    );
    expect(inTurkish).toEqual({ kind: 'leave', href: '/tr-TUR/self-unblock?fromScene=login' });
  });

  it('LOGIN-12 a ban answer without a ban time is the banned alert with its code', () => {
    const outcome = onLogin(refusal(31003, 'login', {}));

    expect(outcome).toEqual({ kind: 'alert', message: auth('errors.banned', { code: 31003 }) });
    expect(shown(outcome)).toMatch(/suspended/);
  });

  it('LOGIN-12 REG-4 on sign-up a ban is the banned alert, whatever the ban time', () => {
    expect(
      onRegister(refusal(31003, 'register', { is_self_help_baned: true, baned_time: secondsAgo(86_401) })),
    ).toEqual({ kind: 'alert', message: auth('errors.banned', { code: 31003 }) });
  });
});

describe('PHONE_LIMIT (41007)', () => {
  it('DLG-4 on login the account field says mobile numbers from there cannot be used', () => {
    const outcome = onLogin(refusal(41007, 'login'));

    expect(outcome).toEqual({ kind: 'field', field: 'account', message: auth('errors.phoneLimit') });
    expect(shown(outcome)).toMatch(/Mobile numbers/);
  });

  it('DLG-4 on sign-up it is the unsupported-jurisdiction dialog', () => {
    expect(onRegister(refusal(41007, 'register'))).toEqual({ kind: 'dialog', dialog: 'phoneLimit', code: 41007 });
  });
});

describe('sign-up refusals of the reference api', () => {
  it('REG-4 issue 39 30032 an existing account is told by the account field, offering its login as a link', () => {
    const outcome = onRegister(refusal(30032, 'register', undefined, 'Account already exists'));

    expect(outcome).toEqual({
      kind: 'field',
      field: 'account',
      message: auth('errors.accountExists', { code: 30032, action: 'logIn' }),
    });
    expect(shown(outcome)).toMatch(/already exists/);
  });

  it.each([
    [30050, /incorrect/],
    [30051, /Too many incorrect codes/],
    [30052, /expired/],
  ])('REG-6 %i is told by the code field', (code, text) => {
    const outcome = onRegister(refusal(code, 'register', { verify_result: 0 }, 'from the api'));

    expect(outcome).toEqual({
      kind: 'field',
      field: 'code',
      message: { ns: 'errors', key: `codes.${code}`, fallback: 'from the api' },
    });
    expect(shown(outcome)).toMatch(text);
  });
});

describe('jurisdiction dialogs', () => {
  const dialogs = createTestI18n('en', ['dialogs']);

  it.each(['HKUSER_NO_LOGIN_OTHER', 'NOHKUSER_NO_LGOIN_HKSITE'] as const)(
    'DLG-5 a refusal naming %s is that dialog, on login and sign-up',
    (dialog) => {
      expect(onLogin(refusal(41130, 'login', { dialog }))).toEqual({ kind: 'dialog', dialog, code: 41130 });
      expect(onRegister(refusal(41130, 'register', { dialog }))).toEqual({ kind: 'dialog', dialog, code: 41130 });
      expect(dialogs.getFixedT(null, 'dialogs')(`${dialog}.text`)).toMatch(/Hong Kong/);
    },
  );

  it('DLG-5 the named dialog wins over a handler of the code', () => {
    expect(onRegister(refusal(41007, 'register', { dialog: 'HKUSER_NO_LOGIN_OTHER' }))).toEqual({
      kind: 'dialog',
      dialog: 'HKUSER_NO_LOGIN_OTHER',
      code: 41007,
    });
  });

  it('DLG-5 an unknown dialog name is the alert with the catalogue text', () => {
    expect(onLogin(refusal(41130, 'login', { dialog: 'SOMETHING_ELSE' }))).toMatchObject({
      kind: 'alert',
      message: { ns: 'errors', key: 'codes.41130', code: 41130 },
    });
  });
});

describe('everything else', () => {
  it('ERR-2 a refusal the catalogue toasted gets no second message', () => {
    const error = refusal(12345, 'other');

    expect(error.reaction.kind).toBe('toast');
    expect(onLogin(error)).toEqual({ kind: 'none' });
    expect(onRegister(error)).toEqual({ kind: 'none' });
  });

  it('HTTP-8 HTTP-9 no answer from the api is the page notice', () => {
    expect(onLogin(networkFailure('login'))).toEqual({ kind: 'unreachable' });
    expect(onRegister(httpFailure(502, 'register'))).toEqual({ kind: 'unreachable' });
  });

  it('CAP-3 a captcha closed by the person, or one already running, says nothing', () => {
    expect(onLogin(new CaptchaCancelledError())).toEqual({ kind: 'none' });
    expect(onRegister(new CaptchaBusyError())).toEqual({ kind: 'none' });
  });

  it('CAP-2 a captcha that could not run because the api gave no answer is the page notice', () => {
    expect(onLogin(new CaptchaUnavailableError(['magpie'], [networkFailure('other')]))).toEqual({
      kind: 'unreachable',
    });
  });

  it('CAP-2 an unavailable captcha otherwise shows the unavailable sentence', () => {
    const outcome = onLogin(new CaptchaUnavailableError(['https://cdn.example/captcha.js']));

    expect(outcome).toEqual({ kind: 'alert', message: auth('errors.captchaUnavailable') });
    expect(shown(outcome)).toBe('Captcha is currently unavailable, please check the network and try again');
  });

  it("LOGIN-4 a form's own refusal is its message", () => {
    const message = auth('errors.configMissing');

    expect(onRegister(new FormMessageError(message))).toEqual({ kind: 'alert', message });
  });

  it('LOGIN-4 any other failure (an encryption error) tells the person the submit did not go through', () => {
    const outcome = onLogin(new Error('no public key to encrypt the password with'));

    expect(outcome).toEqual({ kind: 'alert', message: auth('errors.unexpected') });
    expect(shown(outcome)).toMatch(/went wrong/);
  });
});

describe('banOutcome', () => {
  it('LOGIN-12 a self-help ban older than 24 hours goes to /self-unblock?fromScene=login', () => {
    expect(banOutcome({ is_self_help_baned: true, baned_time: secondsAgo(86_401) }, 'en', NOW)).toEqual({
      kind: 'unblock',
      href: '/en/self-unblock?fromScene=login',
    });
  });

  it('LOGIN-12 DLG-8 a younger ban, or one not self-help, shows the dialog ending at ban time + 24 h', () => {
    const since = secondsAgo(3_600);
    expect(banOutcome({ is_self_help_baned: true, baned_time: since }, 'en', NOW)).toEqual({
      kind: 'dialog',
      endsAt: new Date(since * 1000 + 86_400_000),
    });
    expect(banOutcome({ is_self_help_baned: false, baned_time: secondsAgo(200_000) }, 'en', NOW)).toMatchObject({
      kind: 'dialog',
    });
  });

  it('LOGIN-12 an answer without a ban time stays a message', () => {
    expect(banOutcome({}, 'en', NOW)).toEqual({ kind: 'message' });
    expect(banOutcome(null, 'en', NOW)).toEqual({ kind: 'message' });
    expect(banOutcome({ baned_time: 'soon' }, 'en', NOW)).toEqual({ kind: 'message' });
  });
});

describe('dialog rules', () => {
  it('DLG-5 the Hong Kong dialogs point to the Hong Kong site and to the global site', () => {
    expect(jurisdictionExit('HKUSER_NO_LOGIN_OTHER')).toBe('HKG');
    expect(jurisdictionExit('NOHKUSER_NO_LGOIN_HKSITE')).toBe('BYBIT');
    expect(jurisdictionExit('phoneLimit')).toBeNull();
  });

  it('DLG-6 only TR_NO_KYC and MAIN_NO_KYC are identity-verification dialogs', () => {
    expect(isKycDialog('TR_NO_KYC')).toBe(true);
    expect(isKycDialog('MAIN_NO_KYC')).toBe(true);
    expect(isKycDialog('HKUSER_NO_LOGIN_OTHER')).toBe(false);
    expect(isKycDialog(undefined)).toBe(false);
  });
});

describe('the lock and its end (issue 36 item 3)', () => {
  const END = Math.floor(NOW / 1000) + 2 * 3600;
  const time = (locale: string) => lockEndText(new Date(END * 1000), locale, new Date(NOW));

  it('issue 36 item 3 LOGIN-5: 31030 with its end says when to try again, with the way to recover the password', () => {
    const outcome = onLogin(refusal(31030, 'login', { locked_until: END }));
    expect(outcome).toEqual({
      kind: 'alert',
      message: auth('errors.lockedUntil', { code: 31030, action: 'recoverPassword', values: { time: time('en') } }),
    });
    expect(shown(outcome)).toBe(`Too many incorrect passwords. Try again after ${time('en')}.`);
  });

  it('issue 36 item 3: in ar-SA the end is written with the digits Intl gives (Arabic-Indic)', () => {
    const outcome = resolveAuthError(
      refusal(31030, 'login', { locked_until: END }),
      loginErrorHandlers('ar-SA', () => NOW),
    );
    if (outcome.kind !== 'alert') throw new Error('expected an alert');
    const text = readMessage(outcome.message, 'ar-SA');
    expect(text).toContain(time('ar-SA'));
    expect(time('ar-SA')).toMatch(/[٠-٩]/);
  });

  it('issue 36 item 3: 31202 (the second step locked the account) tells the end too; without one, the catalogue', () => {
    expect(onLogin(refusal(31202, 'login', { locked_until: END }))).toEqual({
      kind: 'alert',
      message: auth('errors.codeLockedUntil', { code: 31202, values: { time: time('en') } }),
    });
    expect(shown(onLogin(refusal(31202, 'login', { locked_until: END })))).toContain(time('en'));
    expect(onLogin(refusal(31202, 'login'))).toMatchObject({
      kind: 'alert',
      message: { ns: 'errors', key: 'codes.31202', code: 31202 },
    });
  });
});
