import { Type, type Static } from 'typebox';

import { endpoint } from '../endpoint';
import { ADMISSION_CODES } from '../login/login-fields';
import { RET_CODES } from '../ret-codes';
import { SessionResult } from '../session';

/** Issue 26: the second factors a login may be asked for. */
export const SECOND_FACTORS = ['totp', 'email', 'sms'] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];
export const SecondFactorSchema = Type.Union([Type.Literal('totp'), Type.Literal('email'), Type.Literal('sms')]);

/** Why a login needs a second step: the account has a second factor; the device is new to the account. */
export const SECOND_STEP_REASONS = ['twoStep', 'newDevice'] as const;
export type SecondStepReason = (typeof SECOND_STEP_REASONS)[number];

/**
 * What a 31200 carries: the challenge to answer (valid 10 minutes), why,
 * the methods in the order offered, where codes go (masked), and the code
 * already sent, if any, with the seconds until another may be asked.
 */
export const SecondStepDetails = Type.Object({
  challenge: Type.String(),
  reason: Type.Union([Type.Literal('twoStep'), Type.Literal('newDevice')]),
  methods: Type.Array(SecondFactorSchema, { minItems: 1 }),
  vague_email: Type.String(),
  vague_mobile: Type.String(),
  /** the method whose code was sent with this answer ('' when none was) */
  sent: Type.Union([SecondFactorSchema, Type.Literal('')]),
  resend_in: Type.Integer({ minimum: 0 }),
  expires_in: Type.Integer({ minimum: 0 }),
});
export type SecondStepDetails = Static<typeof SecondStepDetails>;

/** A 6-digit code as typed (spaces taken out by the page); the api judges it. */
const Code = Type.String({ minLength: 1, maxLength: 16 });
const Challenge = Type.String({ minLength: 1, maxLength: 128 });

/** What a wrong code's refusal (30050) carries: the wrong codes left before the account locks. */
export const WrongCodeDetails = Type.Object({ attempts_left: Type.Integer({ minimum: 0 }) });
export type WrongCodeDetails = Static<typeof WrongCodeDetails>;

/**
 * Issue 26: the second step of a login: the challenge, the method and its
 * code; "trust this device for 30 days" skips the step on this browser.
 * Answers the session the way in would have answered.
 */
export const secondStepVerify = endpoint({
  method: 'POST',
  path: '/login/second-step',
  kind: 'login',
  token: true,
  request: Type.Object({
    challenge: Challenge,
    method: SecondFactorSchema,
    code: Code,
    trust_device: Type.Optional(Type.Boolean()),
  }),
  result: SessionResult,
  codes: [
    RET_CODES.codeIncorrect,
    RET_CODES.codeAlreadyUsed,
    RET_CODES.secondStepExpired,
    RET_CODES.tooManyCodeErrors,
    RET_CODES.tooManyPasswordErrors,
    ...ADMISSION_CODES,
  ],
});

/** Issue 26: sends (again) the email or SMS code of a login's second step. */
export const secondStepSend = endpoint({
  method: 'POST',
  path: '/login/second-step/send',
  kind: 'login',
  token: true,
  request: Type.Object({ challenge: Challenge, method: Type.Union([Type.Literal('email'), Type.Literal('sms')]) }),
  result: Type.Object({ resend_in: Type.Integer({ minimum: 0 }) }),
  codes: [RET_CODES.secondStepExpired, RET_CODES.tooFrequent],
});
