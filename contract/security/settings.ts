import { Type, type Static } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';

/** Issue 26: the account's second factors, as its security settings show them. */
export const SecuritySettings = Type.Object({
  totp: Type.Boolean(),
  email_2fa: Type.Boolean(),
  sms_2fa: Type.Boolean(),
  /** where codes by email and SMS go, masked ('' when the account has none) */
  vague_email: Type.String(),
  vague_mobile: Type.String(),
  recovery_codes_left: Type.Integer({ minimum: 0 }),
});
export type SecuritySettings = Static<typeof SecuritySettings>;

const Code = Type.String({ minLength: 1, maxLength: 16 });
const Channel = Type.Union([Type.Literal('email'), Type.Literal('sms')]);
/** New recovery codes, shown this once (they are kept hashed). */
const RecoveryCodes = Type.Array(Type.String(), { minItems: 1 });

/**
 * Refusals of a settings change: no fresh re-proof of the session (issue 36,
 * contract/security/reproof.ts); a confirming code wrong (with tries left) or already used (issue 39),
 * the account locked, no code asked for.
 */
const CONFIRM_CODES = [
  RET_CODES.reproofRequired,
  RET_CODES.codeIncorrect,
  RET_CODES.codeAlreadyUsed,
  RET_CODES.tooManyCodeErrors,
  RET_CODES.secondFactorRequired,
] as const;

export const securitySettings = endpoint({
  method: 'GET',
  path: '/user/security/settings',
  kind: 'security',
  token: true,
  request: Type.Object({}),
  result: SecuritySettings,
  codes: [],
});

/**
 * A new authenticator key for the account (kept aside until a code confirms
 * it): the key and its otpauth:// URI. Needs a re-proof; while a factor is on,
 * one made with that factor's code (a passkey does not replace it).
 */
export const totpSetup = endpoint({
  method: 'POST',
  path: '/user/security/totp/setup',
  kind: 'security',
  token: true,
  request: Type.Object({}),
  result: Type.Object({ secret: Type.String(), uri: Type.String() }),
  codes: [RET_CODES.reproofRequired],
});

/**
 * A code of the new key turns the app on, or replaces the key on; the first
 * second factor brings recovery codes. Re-proof as for the setup.
 */
export const totpEnable = endpoint({
  method: 'POST',
  path: '/user/security/totp/enable',
  kind: 'security',
  token: true,
  request: Type.Object({ code: Code }),
  result: Type.Object({ recovery_codes: Type.Optional(RecoveryCodes) }),
  codes: CONFIRM_CODES,
});

/** Turns the app off; the re-proof (the password and a factor's code, or a passkey) is the confirmation. */
export const totpDisable = endpoint({
  method: 'POST',
  path: '/user/security/totp/disable',
  kind: 'security',
  token: true,
  request: Type.Object({}),
  result: Type.Object({}),
  codes: CONFIRM_CODES,
});

/** A code to the account's email or mobile, to confirm a settings change. */
export const securityCodeSend = endpoint({
  method: 'POST',
  path: '/user/security/code/send',
  kind: 'security',
  token: true,
  request: Type.Object({ channel: Channel }),
  result: Type.Object({ resend_in: Type.Integer({ minimum: 0 }) }),
  codes: [RET_CODES.tooFrequent, RET_CODES.secondFactorRequired],
});

/**
 * Codes by email or SMS at each login, on or off, after a re-proof; turning
 * them on also takes a code sent there (the address works).
 */
export const loginCodesSet = endpoint({
  method: 'POST',
  path: '/user/security/login-codes',
  kind: 'security',
  token: true,
  request: Type.Object({ channel: Channel, enabled: Type.Boolean(), code: Type.Optional(Code) }),
  result: Type.Object({ recovery_codes: Type.Optional(RecoveryCodes) }),
  codes: CONFIRM_CODES,
});

/** New recovery codes; the re-proof is the confirmation. */
export const recoveryCodesRenew = endpoint({
  method: 'POST',
  path: '/user/security/recovery-codes',
  kind: 'security',
  token: true,
  request: Type.Object({}),
  result: Type.Object({ recovery_codes: RecoveryCodes }),
  codes: CONFIRM_CODES,
});
