import { Type, type Static } from 'typebox';

import { endpoint } from '../endpoint';
import { CaptchaFields } from '../fields/captcha';
import { EncryptedPasswordFields } from '../fields/password';
import { PASSWORD_CODES } from '../login/login-fields';
import { RET_CODES } from '../ret-codes';
import { RecoveryAccountFields } from './fields';

/** Issue 27: how a person who lost a second factor proves it is them: a recovery code, or a code by email or SMS. */
export const RecoveryMethodSchema = Type.Union([Type.Literal('recovery'), Type.Literal('email'), Type.Literal('sms')]);
export type RecoveryMethod = Static<typeof RecoveryMethodSchema>;

/** What the start of a recovery answers: the token of the next calls and the ways the account offers. */
export const RecoveryStart = Type.Object({
  recover_token: Type.String(),
  /** in the order offered: the recovery code first when the account has one left */
  methods: Type.Array(RecoveryMethodSchema, { minItems: 1 }),
  vague_email: Type.String(),
  vague_mobile: Type.String(),
  expires_in: Type.Integer({ minimum: 0 }),
});
export type RecoveryStart = Static<typeof RecoveryStart>;

/**
 * Issue 27, /app/user/security-item-find: a person who lost their second
 * factor proves the password first, judged as a login judges it (the
 * wrong-password count and lock of LOGIN-5, the same answer for an account
 * that does not exist, the network's limit). An account without a second
 * factor has nothing to recover (31213).
 */
export const securityRecoverStart = endpoint({
  method: 'POST',
  path: '/user/security/recover/start',
  kind: 'login',
  token: true,
  request: Type.Object({ ...RecoveryAccountFields, ...EncryptedPasswordFields, ...CaptchaFields }),
  result: RecoveryStart,
  codes: [RET_CODES.ipLimit, RET_CODES.captchaFailed, ...PASSWORD_CODES, RET_CODES.nothingToRecover],
});
