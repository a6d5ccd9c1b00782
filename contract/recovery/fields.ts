import { Type } from 'typebox';

import { StringOrInteger } from '../fields/string-or-integer';

/**
 * Issue 27: the account a recovery names, as the login names it: an email,
 * or a national mobile number with its country (ISO alpha-2 'GB', or a dial
 * code that names one country).
 */
export const RecoveryAccountFields = {
  login_name: Type.String({ minLength: 1, maxLength: 128 }),
  country_code: Type.Optional(StringOrInteger()),
};

/** The token of a password reset or a recovery (43 base64url characters); only its hash is kept. */
export const RecoveryToken = Type.String({ minLength: 1, maxLength: 128 });

/** A code as typed (six digits, or a recovery code `k7m2p-xq9ra`); the api judges it. */
export const RecoveryCode = Type.String({ minLength: 1, maxLength: 32 });

/**
 * Issue 36: how many passkeys a reset or a recovery removed (every one of
 * the account's: a passkey someone else added would still log in); the done
 * screen says so and links to add one again.
 */
export const PasskeysRemoved = Type.Integer({ minimum: 0 });
