import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { EncryptedPasswordFields } from '../fields/password';
import { RET_CODES } from '../ret-codes';
import { PasskeysRemoved, RecoveryCode, RecoveryToken } from './fields';

/**
 * Issue 27: the new password of a reset whose code was right, encrypted as
 * every password is sent (LOGIN-4), with the authenticator's code when the
 * account has one (a wrong one is counted like any code). The token works
 * once; every session of the account ends, no browser stays trusted, its
 * passkeys are removed (issue 36: the answer says how many, for the done
 * screen), and the account is told by email (or SMS). A wrong code that
 * locks the account (30050 with 0 left), and 30051, carry when the lock ends
 * (contract/fields/lock.ts LockDetails).
 */
export const passwordReset = endpoint({
  method: 'POST',
  path: '/user/password/reset',
  kind: 'login',
  token: true,
  request: Type.Object({
    reset_token: RecoveryToken,
    ...EncryptedPasswordFields,
    totp_code: Type.Optional(RecoveryCode),
  }),
  result: Type.Object({ reset: Type.Literal(true), passkeys_removed: PasskeysRemoved }),
  codes: [
    RET_CODES.recoveryExpired,
    RET_CODES.authenticatorCodeRequired,
    RET_CODES.codeIncorrect,
    RET_CODES.codeAlreadyUsed,
    RET_CODES.codeAttemptsUsed,
    RET_CODES.samePassword,
  ],
});
