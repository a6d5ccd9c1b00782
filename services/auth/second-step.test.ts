import { http as route, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { login, type LoginRequest } from '@/services/api/auth';
import {
  addressFor,
  otherMethods,
  secondStepDetailsOf,
  secondStepOutcome,
  sendsCode,
} from '@/services/auth/second-step';
import { magpiePayload } from '@/services/captcha/payloads';
import { RET_CODES } from '@/services/errors/ret-codes';
import type { FormMessage } from '@/services/errors/screen-errors';
import { http } from '@/services/http';
import { ApiError } from '@/services/http/errors';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import { networkFailure, readMessage, refusal } from '@/tests/support/request-errors';

beforeAll(() => server.listen(LISTEN_OPTIONS));
afterEach(() => {
  server.resetHandlers();
  http.setSecondStepHandler(null);
});
afterAll(() => server.close());

const CHALLENGE = {
  challenge: 'c-1',
  reason: 'twoStep',
  methods: ['totp', 'email'],
  vague_email: 'pe***@example.com',
  vague_mobile: '',
  sent: '',
  resend_in: 0,
  expires_in: 600,
};
const SESSION = { token: 't', user_id: 1, uid: '1', is_new_user: false, use_thirdparty: false, tg_bind_result: '' };

const request: LoginRequest = {
  account: { kind: 'email', email: 'person@example.com' },
  password: { encrypt_password: 'x', encrypt_timestamp: '1' },
  captcha: magpiePayload('t', 31000),
  regulatedSiteId: null,
  txId: 'tx',
};

describe('the second step in the request chain (issue 26)', () => {
  it('a login answered 31200 waits for the handler, and its caller gets the session the step gave', async () => {
    server.use(
      route.post('*/x-api/login', () => HttpResponse.json({ ret_code: 31200, ret_msg: 'verify', result: CHALLENGE })),
    );
    let asked: unknown = null;
    http.setSecondStepHandler(async (refusal) => {
      asked = refusal.result;
      return { ret_code: 0, ret_msg: 'OK', result: SESSION };
    });
    await expect(login(request)).resolves.toEqual(SESSION);
    expect(asked).toEqual(CHALLENGE);
  });

  it('given up, the login is refused with 31200 for its form to tell; without a handler likewise', async () => {
    server.use(
      route.post('*/x-api/login', () => HttpResponse.json({ ret_code: 31200, ret_msg: 'verify', result: CHALLENGE })),
    );
    http.setSecondStepHandler(async (refusal) => refusal);
    const given = await login(request).catch((e: unknown) => e);
    expect(given).toBeInstanceOf(ApiError);
    expect(given).toMatchObject({ code: 31200, reaction: { kind: 'page' } });

    http.setSecondStepHandler(null);
    await expect(login(request)).rejects.toMatchObject({ code: 31200 });
  });

  it('a step that ended in a lock hands the login the lock', async () => {
    server.use(
      route.post('*/x-api/login', () => HttpResponse.json({ ret_code: 31200, ret_msg: 'verify', result: CHALLENGE })),
    );
    http.setSecondStepHandler(async () => ({ ret_code: 31202, ret_msg: 'locked', result: {} }));
    await expect(login(request)).rejects.toMatchObject({ code: 31202, reaction: { kind: 'page' } });
  });
});

describe('reading a challenge (issue 26)', () => {
  it('keeps only the methods it knows, and refuses what is not a challenge', () => {
    expect(secondStepDetailsOf({ ...CHALLENGE, methods: ['totp', 'carrier-pigeon'] })?.methods).toEqual(['totp']);
    expect(secondStepDetailsOf({ ...CHALLENGE, methods: [] })).toBeNull();
    expect(secondStepDetailsOf({ ...CHALLENGE, reason: 'other' })).toBeNull();
    expect(secondStepDetailsOf(null)).toBeNull();
    expect(secondStepDetailsOf({ ...CHALLENGE, resend_in: -5, sent: 'fax' })).toMatchObject({ resend_in: 0, sent: '' });
  });

  it('names where each method sends its code, and the methods to switch to', () => {
    const details = secondStepDetailsOf({ ...CHALLENGE, vague_mobile: '***1234' })!;
    expect(addressFor(details, 'email')).toBe('pe***@example.com');
    expect(addressFor(details, 'sms')).toBe('***1234');
    expect(addressFor(details, 'totp')).toBe('');
    expect(otherMethods(['totp', 'email', 'sms'], 'email')).toEqual(['totp', 'sms']);
    expect(sendsCode('totp')).toBe(false);
    expect(sendsCode('sms')).toBe(true);
  });
});

describe('a refused second step (issue 38)', () => {
  const NOW = new Date('2026-03-01T10:00:00Z');

  it('issue 38: a wrong code with tries left is retried in the step, with the one wrong-code message', () => {
    expect(secondStepOutcome(refusal(RET_CODES.codeIncorrect, 'login', { attempts_left: 2 }), 'en', NOW)).toEqual({
      kind: 'wrong-code',
      message: { ns: 'errors', key: 'wrongCode.left', values: { count: 2 } },
    });
  });

  it('issue 39: a code already used is told in the step as used, not incorrect, with no tries left named', () => {
    const outcome = secondStepOutcome(refusal(RET_CODES.codeAlreadyUsed, 'login'), 'en', NOW);
    expect(outcome).toMatchObject({
      kind: 'wrong-code',
      message: { ns: 'errors', key: `codes.${RET_CODES.codeAlreadyUsed}`, code: RET_CODES.codeAlreadyUsed },
    });
    expect(outcome).not.toHaveProperty('message.values');
  });

  it('issue 38: a resend too soon, and no answer from the api, are told in the step', () => {
    expect(secondStepOutcome(refusal(RET_CODES.tooFrequent, 'login'), 'en', NOW)).toMatchObject({
      kind: 'retry',
      message: { key: `codes.${RET_CODES.tooFrequent}`, code: RET_CODES.tooFrequent },
    });
    const unreachable = secondStepOutcome(networkFailure('login'), 'en', NOW);
    expect(unreachable).toEqual({ kind: 'retry', message: { ns: 'common', key: 'unreachable' } });
    // HTTP-8: the step says the notice the dialog hides, in words (issue 40 moved them to common)
    expect(readMessage((unreachable as { message: FormMessage }).message)).toBe(
      "We can't reach our servers right now. What you typed is kept, and we will reconnect automatically.",
    );
  });

  it('issue 38: expired, locked (also by the last wrong code) or refused: the login answers with the refusal', () => {
    for (const [code, result] of [
      [RET_CODES.secondStepExpired, {}],
      [RET_CODES.tooManyCodeErrors, { locked_until: 1_772_375_520 }],
      [RET_CODES.codeIncorrect, { attempts_left: 0 }],
    ] as const) {
      expect(secondStepOutcome(refusal(code, 'login', result, 'refused'), 'en', NOW)).toEqual({
        kind: 'end',
        answer: { ret_code: code, ret_msg: 'refused', result },
      });
    }
  });
});
