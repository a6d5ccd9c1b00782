import { describe, expect, it, vi } from 'vitest';

import { CaptchaBusyError, CaptchaCancelledError, CaptchaUnavailableError } from '@/services/captcha/errors';
import { HANDED_TO_PAGE } from '@/services/errors/ret-codes';
import {
  catalogueMessage,
  FormMessageError,
  NO_OUTCOME,
  resolveError,
  type ErrorHandlers,
  type FormMessage,
} from '@/services/errors/screen-errors';
import type { RequestError } from '@/services/http/errors';
import { httpFailure, httpRefusal, networkFailure, readMessage, refusal } from '@/tests/support/request-errors';

type ScreenOutcome = { readonly kind: 'dialog'; readonly code: number };

/** A screen that opens a dialog for 20100 and nothing else special. */
const dialogFor20100 = vi.fn((error: RequestError): ScreenOutcome => ({ kind: 'dialog', code: error.code }));
const HANDLERS: ErrorHandlers<ScreenOutcome> = { 20100: dialogFor20100 };

describe('catalogueMessage', () => {
  it('ERR-11 ERR-13 a code handed to the page reads its catalogue text: codes.{code}, the sanitized server text as fallback', () => {
    const error = refusal(20100, 'other', undefined, '<b>Not</b> allowed');

    expect(error.reaction.kind).toBe('page');
    expect(catalogueMessage(error)).toEqual({ ns: 'errors', key: 'codes.20100', fallback: 'Not allowed', code: 20100 });
    // no translation for 20100: the person reads the server's words
    expect(readMessage(catalogueMessage(error))).toBe('Not allowed');
  });

  it('ERR-2 ERR-5 the form message of a refusal is the translated text of its code', () => {
    const error = refusal(10016, 'login', undefined, 'busy');

    expect(catalogueMessage(error)).toEqual({ ns: 'errors', key: 'codes.10016_login', fallback: 'busy', code: 10016 });
    expect(readMessage(catalogueMessage(error))).toBe('Logging in is not available right now. Please try again later.');
  });

  it('ERR-4 a session refusal on a login endpoint carries its text too', () => {
    const error = refusal(10006, 'login', undefined, 'expired');

    expect(error.reaction.kind).toBe('page-session');
    expect(catalogueMessage(error)).toEqual({ ns: 'errors', key: 'codes.10006', fallback: 'expired', code: 10006 });
  });

  it('ERR-2 a toasted refusal reads the same text as its toast', () => {
    const error = refusal(10001, 'other', undefined, 'bad');

    expect(error.reaction.kind).toBe('toast');
    expect(catalogueMessage(error)).toEqual({ ns: 'errors', key: 'codes.10001', fallback: 'bad', code: 10001 });
  });

  it('HTTP-8 a failure with no answer has no catalogue text: the generic message with its code', () => {
    expect(catalogueMessage(networkFailure())).toEqual({ ns: 'errors', key: 'unknown', code: -200 });
    expect(readMessage(catalogueMessage(networkFailure()))).toBe('Something went wrong. Please try again.');
  });
});

describe('resolveError', () => {
  it("ERR-11 a handed-to-page code the screen handles goes to the screen's handler, with the error", () => {
    dialogFor20100.mockClear();
    const error = refusal(20100, 'other');

    expect(resolveError(error, HANDLERS)).toEqual({ kind: 'dialog', code: 20100 });
    expect(dialogFor20100).toHaveBeenCalledWith(error);
  });

  it.each([...HANDED_TO_PAGE].filter((code) => code !== 20100))(
    'ERR-11 %i, which the screen does not handle, gets the global fallback: the alert with its catalogue text',
    (code) => {
      const error = refusal(code, 'other');

      expect(resolveError(error, HANDLERS)).toEqual({
        kind: 'alert',
        message: { ns: 'errors', key: `codes.${code}`, fallback: `server says ${code}`, code },
      });
    },
  );

  it("ERR-2 a form endpoint's refusal that no handler names is the form's alert", () => {
    expect(resolveError(refusal(12345, 'register'), HANDLERS)).toEqual({
      kind: 'alert',
      message: { ns: 'errors', key: 'codes.12345', fallback: 'server says 12345', code: 12345 },
    });
  });

  it('ERR-4 a session refusal goes through the handler map as well', () => {
    const handlers: ErrorHandlers<ScreenOutcome> = { 10006: () => ({ kind: 'dialog', code: 1 }) };

    expect(resolveError(refusal(10006, 'login'), handlers)).toEqual({ kind: 'dialog', code: 1 });
    expect(resolveError(refusal(10006, 'login'), {})).toMatchObject({ kind: 'alert', message: { code: 10006 } });
  });

  it('ERR-2 a refusal the catalogue toasted is not told twice, even when the map has its code', () => {
    const handler = vi.fn(() => ({ kind: 'dialog', code: 0 }) as const);
    const error = refusal(10001, 'other');

    expect(error.reaction.kind).toBe('toast');
    expect(resolveError(error, { 10001: handler })).toBe(NO_OUTCOME);
    expect(handler).not.toHaveBeenCalled();
  });

  it('HTTP-8 HTTP-9 no answer (network, a 5xx) is the page notice, never a handler', () => {
    const handler = vi.fn(() => ({ kind: 'dialog', code: 0 }) as const);

    expect(resolveError(networkFailure(), { [-200]: handler })).toEqual({ kind: 'unreachable' });
    expect(resolveError(httpFailure(502), { [-200]: handler })).toEqual({ kind: 'unreachable' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('HTTP-9 ERR-11 a 4xx carrying an envelope is handled by its ret_code', () => {
    dialogFor20100.mockClear();
    const error = httpRefusal(403, 20100, 'other');

    expect(error.code).toBe(20100);
    expect(resolveError(error, HANDLERS)).toEqual({ kind: 'dialog', code: 20100 });
    expect(resolveError(httpRefusal(403, 31030, 'other'), HANDLERS)).toEqual({
      kind: 'alert',
      message: { ns: 'errors', key: 'codes.31030', fallback: 'server says 31030', code: 31030 },
    });
  });

  it('ERR-3 HTTP-9 a 4xx whose code passes silently adds nothing', () => {
    expect(resolveError(httpRefusal(400, 33003, 'other'), HANDLERS)).toBe(NO_OUTCOME);
  });

  it('CAP-3 a captcha closed by the person, or one already running, says nothing', () => {
    expect(resolveError(new CaptchaCancelledError(), HANDLERS)).toBe(NO_OUTCOME);
    expect(resolveError(new CaptchaBusyError(), HANDLERS)).toBe(NO_OUTCOME);
  });

  it('CAP-2 a captcha that could not run says so; if the api gave no answer it is the page notice instead', () => {
    const alert = resolveError(new CaptchaUnavailableError(['magpie'], [new Error('script failed')]), HANDLERS);
    expect(alert).toEqual({ kind: 'alert', message: { ns: 'auth', key: 'errors.captchaUnavailable' } });
    expect(readMessage((alert as { message: FormMessage }).message)).toBe(
      'Captcha is currently unavailable, please check the network and try again',
    );

    expect(resolveError(new CaptchaUnavailableError(['magpie'], [networkFailure('other')]), HANDLERS)).toEqual({
      kind: 'unreachable',
    });
    expect(resolveError(new CaptchaUnavailableError(['magpie'], [httpFailure(503, 'other')]), HANDLERS)).toEqual({
      kind: 'unreachable',
    });
    // a captcha-info refusal is an answer: the captcha message stays
    expect(resolveError(new CaptchaUnavailableError(['magpie'], [refusal(10001, 'other')]), HANDLERS)).toMatchObject({
      kind: 'alert',
    });
  });

  it("LOGIN-4 a form's own refusal is its message", () => {
    const message: FormMessage = { ns: 'auth', key: 'errors.configMissing' };

    expect(resolveError(new FormMessageError(message), HANDLERS)).toEqual({ kind: 'alert', message });
  });

  it('LOGIN-4 anything else (an encryption failure, a bug) tells the person the submit did not go through', () => {
    const expected = { kind: 'alert', message: { ns: 'auth', key: 'errors.unexpected' } };

    expect(resolveError(new Error('no public key'), HANDLERS)).toEqual(expected);
    expect(resolveError('not even an error', HANDLERS)).toEqual(expected);
    expect(readMessage({ ns: 'auth', key: 'errors.unexpected' })).toMatch(/went wrong/);
  });
});
