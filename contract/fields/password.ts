import { Type } from 'typebox';

import { StringOrInteger } from './string-or-integer';

/**
 * LOGIN-4: the password as every call that carries one sends it:
 * `encrypt_password`, base64 RSA of `password + encrypt_timestamp`
 * (13-digit milliseconds). Neither is required here: the api refuses a
 * plain `password`, a missing field, a stale timestamp and an unreadable
 * cipher itself, each with its own message (server/accounts/password-transport.ts).
 */
export const EncryptedPasswordFields = {
  encrypt_password: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
  encrypt_timestamp: Type.Optional(StringOrInteger()),
};
