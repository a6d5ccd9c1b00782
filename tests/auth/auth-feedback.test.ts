import { describe, expect, it } from 'vitest';

import { MAX_PASSWORD_ERRORS } from '@/config/auth';
import type { EndpointKind } from '@/config/endpoints';
import {
  authFeedback,
  banOutcome,
  isKycDialog,
  jurisdictionExit,
  wrongPasswordFeedback,
  type Feedback,
} from '@/services/auth/auth-feedback';
import { CaptchaBusyError, CaptchaCancelledError, CaptchaUnavailableError } from '@/services/captcha/errors';
import { classifyAnswer } from '@/services/errors/catalogue';
import { ApiError, HttpError } from '@/services/http/errors';
import { createTestI18n } from '@/tests/support/render-with-i18n';

const i18n = createTestI18n('en', ['auth', 'dialogs']);

/** The sentence the person reads for a message, through the app's own translations. */
function shown(feedback: Feedback): string {
  if (feedback.kind !== 'message') throw new Error(`expected a message, got ${feedback.kind}`);
  const text = i18n.t(feedback.key, { ns: 'auth', ...feedback.values });
  expect(text).not.toBe(feedback.key);
  return text;
}

/** An answer as the request layer rejects it: the catalogue's real reaction for the code and endpoint. */
function apiError(code: number, endpoint: EndpointKind = 'login', result?: unknown): ApiError {
  const reaction = classifyAnswer({ code, message: `server says ${code}`, endpoint, result });
  return new ApiError(code, `server says ${code}`, reaction, `/x-api/${endpoint}`, result);
}

describe('wrongPasswordFeedback', () => {
  it('LOGIN-5 ERR-8 count 3 leaves two attempts', () => {
    expect(wrongPasswordFeedback(3)).toEqual({ kind: 'message', key: 'errors.wrongPasswordTwoLeft' });
    expect(shown(wrongPasswordFeedback(3))).toMatch(/2 attempts left/);
  });

  it('LOGIN-5 ERR-8 count 4 leaves one attempt', () => {
    expect(wrongPasswordFeedback(4)).toEqual({ kind: 'message', key: 'errors.wrongPasswordOneLeft' });
    expect(shown(wrongPasswordFeedback(4))).toMatch(/1 attempt left/);
  });

  it('LOGIN-5 ERR-8 count 5 means the account is locked', () => {
    expect(MAX_PASSWORD_ERRORS).toBe(5);
    expect(wrongPasswordFeedback(5)).toEqual({ kind: 'message', key: 'errors.wrongPasswordLocked' });
    expect(shown(wrongPasswordFeedback(5))).toMatch(/locked/);
    expect(wrongPasswordFeedback(6)).toEqual({ kind: 'message', key: 'errors.wrongPasswordLocked' });
  });

  it('LOGIN-5 a lower count names the attempts left', () => {
    expect(wrongPasswordFeedback(1)).toEqual({
      kind: 'message',
      key: 'errors.wrongPasswordLeft',
      values: { count: 4 },
    });
    expect(shown(wrongPasswordFeedback(1))).toContain('4');
  });
});

describe('authFeedback: codes handed to the page', () => {
  it('LOGIN-5 31030 too many password errors: locked', () => {
    const error = apiError(31030);
    expect(error.reaction.kind).toBe('page');
    expect(authFeedback(error, 'login')).toEqual({ kind: 'message', key: 'errors.locked' });
    expect(shown(authFeedback(error, 'login'))).toMatch(/locked/);
  });

  it('LOGIN-5 31018 IP limit', () => {
    expect(authFeedback(apiError(31018), 'login')).toEqual({ kind: 'message', key: 'errors.ipLimit' });
    expect(authFeedback(apiError(31018, 'register'), 'register')).toEqual({ kind: 'message', key: 'errors.ipLimit' });
    expect(shown(authFeedback(apiError(31018), 'login'))).toMatch(/network/);
  });

  it('LOGIN-5 ERR-11 31020 (group limit) is toasted by the catalogue, so the form adds nothing', () => {
    const error = apiError(31020);
    expect(error.reaction.kind).toBe('toast');
    expect(authFeedback(error, 'login')).toEqual({ kind: 'none' });
  });

  it('LOGIN-5 31020 handed to the page reads as the IP limit', () => {
    const error = new ApiError(31020, 'group limit', { kind: 'page' }, '/x-api/login');
    expect(authFeedback(error, 'login')).toEqual({ kind: 'message', key: 'errors.ipLimit' });
  });

  it('LOGIN-12 31003 banned account', () => {
    expect(authFeedback(apiError(31003), 'login')).toEqual({ kind: 'message', key: 'errors.banned' });
    expect(shown(authFeedback(apiError(31003), 'login'))).toMatch(/suspended/);
  });

  it('DLG-4 41007 PHONE_LIMIT is a dialog in register mode', () => {
    expect(authFeedback(apiError(41007, 'register'), 'register')).toEqual({
      kind: 'dialog',
      dialog: 'phoneLimit',
      code: 41007,
    });
  });

  it('DLG-4 41007 PHONE_LIMIT is a message in login mode', () => {
    expect(authFeedback(apiError(41007), 'login')).toEqual({ kind: 'message', key: 'errors.phoneLimit' });
    expect(shown(authFeedback(apiError(41007), 'login'))).toMatch(/Mobile numbers/);
  });

  it.each([41102, 41103, 41104, 41105, 41106, 41107, 41108, 400605, 400606])(
    'DLG-7 %i opens the generic error dialog in both modes',
    (code) => {
      for (const mode of ['login', 'register'] as const) {
        expect(authFeedback(apiError(code, mode), mode)).toEqual({ kind: 'dialog', dialog: 'generic', code });
      }
    },
  );

  it('DLG-7 400607 is handed to the page but is not a generic dialog: a refusal naming its code', () => {
    const feedback = authFeedback(apiError(400607), 'login');
    expect(feedback).toEqual({ kind: 'message', key: 'errors.refused', values: { code: 400607 } });
    expect(shown(feedback)).toContain('400607');
  });

  it('REG-4 ERR-11 30055 too many codes sent', () => {
    expect(authFeedback(apiError(30055, 'register'), 'register')).toEqual({
      kind: 'message',
      key: 'errors.tooManySends',
    });
    expect(shown(authFeedback(apiError(30055, 'register'), 'register'))).toMatch(/Too many codes/);
  });

  it('ERR-8 a wrong password outside counts 3-5 is toasted: nothing more on the form', () => {
    expect(authFeedback(apiError(31002, 'login', { pass_err_count: 2 }), 'login')).toEqual({ kind: 'none' });
  });
});

describe('authFeedback: everything else', () => {
  it('ERR-2 an ApiError the catalogue toasted gets no second message', () => {
    const error = apiError(12345);
    expect(error.reaction.kind).toBe('toast');
    expect(authFeedback(error, 'login')).toEqual({ kind: 'none' });
    expect(authFeedback(error, 'register')).toEqual({ kind: 'none' });
  });

  it('CAP-2 an unavailable captcha shows the unavailable sentence', () => {
    const feedback = authFeedback(new CaptchaUnavailableError(['https://cdn.example/captcha.js']), 'login');
    expect(feedback).toEqual({ kind: 'message', key: 'errors.captchaUnavailable' });
    expect(shown(feedback)).toBe('Captcha is currently unavailable, please check the network and try again');
  });

  it('CAP-3 a captcha closed by the person, or one already running, says nothing', () => {
    expect(authFeedback(new CaptchaCancelledError(), 'login')).toEqual({ kind: 'none' });
    expect(authFeedback(new CaptchaBusyError(), 'register')).toEqual({ kind: 'none' });
  });

  it('HTTP-9 http and network failures were already reported by the request layer', () => {
    expect(authFeedback(new HttpError(502, 'bad gateway', '/x-api/login'), 'login')).toEqual({ kind: 'none' });
    const axiosLike = Object.assign(new Error('timeout of 30000ms exceeded'), { name: 'AxiosError' });
    expect(authFeedback(axiosLike, 'login')).toEqual({ kind: 'none' });
    expect(authFeedback('not even an error', 'login')).toEqual({ kind: 'none' });
  });

  it('LOGIN-4 any other failure (an encryption error) tells the person the submit did not go through', () => {
    const feedback = authFeedback(new Error('no public key to encrypt the password with'), 'login');
    expect(feedback).toEqual({ kind: 'message', key: 'errors.unexpected' });
    expect(shown(feedback)).toMatch(/went wrong/);
  });
});

describe('jurisdiction dialogs', () => {
  it('DLG-5 a login refusal naming HKUSER_NO_LOGIN_OTHER or NOHKUSER_NO_LGOIN_HKSITE is a dialog, not a toast', () => {
    for (const dialog of ['HKUSER_NO_LOGIN_OTHER', 'NOHKUSER_NO_LGOIN_HKSITE'] as const) {
      const error = apiError(41130, 'login', { dialog });
      expect(error.reaction.kind).toBe('page');
      expect(authFeedback(error, 'login')).toEqual({ kind: 'dialog', dialog, code: 41130 });
      expect(i18n.t(`${dialog}.text`, { ns: 'dialogs' })).toMatch(/Hong Kong/);
    }
  });

  it('DLG-5 an unknown dialog name stays a message, and other endpoints keep their toast', () => {
    expect(authFeedback(apiError(41130, 'login', { dialog: 'SOMETHING_ELSE' }), 'login')).toMatchObject({
      kind: 'message',
      key: 'errors.refused',
    });
    expect(apiError(41130, 'other', { dialog: 'HKUSER_NO_LOGIN_OTHER' }).reaction.kind).toBe('toast');
  });
});

describe('banOutcome', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  const secondsAgo = (s: number) => Math.floor(now / 1000) - s;

  it('LOGIN-12 a self-help ban older than 24 hours goes to /self-unblock?fromScene=login', () => {
    expect(banOutcome({ is_self_help_baned: true, baned_time: secondsAgo(86_401) }, 'en', now)).toEqual({
      kind: 'unblock',
      href: '/en/self-unblock?fromScene=login',
    });
  });

  it('LOGIN-12 DLG-8 a younger ban, or one not self-help, shows the dialog ending at ban time + 24 h', () => {
    const since = secondsAgo(3_600);
    expect(banOutcome({ is_self_help_baned: true, baned_time: since }, 'en', now)).toEqual({
      kind: 'dialog',
      endsAt: new Date(since * 1000 + 86_400_000),
    });
    expect(banOutcome({ is_self_help_baned: false, baned_time: secondsAgo(200_000) }, 'en', now)).toMatchObject({
      kind: 'dialog',
    });
  });

  it('LOGIN-12 an answer without a ban time stays a message', () => {
    expect(banOutcome({}, 'en', now)).toEqual({ kind: 'message' });
    expect(banOutcome(null, 'en', now)).toEqual({ kind: 'message' });
    expect(banOutcome({ baned_time: 'soon' }, 'en', now)).toEqual({ kind: 'message' });
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
