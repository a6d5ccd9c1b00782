import { Type, type Static } from 'typebox';

import { endpoint } from '../endpoint';
import { EncryptedPasswordFields } from '../fields/password';
import { AuthenticationResponse, CeremonyId, RequestOptions } from '../passkeys/webauthn';
import { RET_CODES } from '../ret-codes';
import { SecondFactorSchema } from './second-step';

/**
 * Issue 36: re-proof before a security change ("sudo mode"). A change to how
 * the account is protected needs a proof made in this session in the last
 * 10 minutes: the password plus a code of a second factor the account has on
 * (just the password when it has none), or a passkey assertion instead of
 * both. Without it the change is refused with `reproofRequired`, whose
 * result says what the proof must be; the web's one dialog answers it.
 */

/** What a re-proof of this session can be made with. */
export const ReproofWays = Type.Object({
  /** the second factors on: one of them must confirm the password ([] when none is on) */
  methods: Type.Array(SecondFactorSchema),
  /** the account has a passkey, which may stand for the password and the code */
  passkey: Type.Boolean(),
  /** where email and SMS codes go, masked ('' when the account has none) */
  vague_email: Type.String(),
  vague_mobile: Type.String(),
  /** when the proof this session holds ends (Unix seconds), 0 when it holds none */
  valid_until: Type.Integer({ minimum: 0 }),
});
export type ReproofWays = Static<typeof ReproofWays>;

/**
 * What a refusal for a missing proof carries: `factor` when the change needs
 * a second factor's code itself (a new authenticator key while a factor is
 * on): a passkey does not do for it.
 */
export const ReproofRefusal = Type.Object({ need: Type.Union([Type.Literal('any'), Type.Literal('factor')]) });
export type ReproofRefusal = Static<typeof ReproofRefusal>;

const Proven = Type.Object({ valid_until: Type.Integer({ minimum: 0 }) });

export const reproofWays = endpoint({
  method: 'GET',
  path: '/user/security/reproof',
  kind: 'security',
  token: true,
  request: Type.Object({}),
  result: ReproofWays,
  codes: [],
});

/** The password (encrypted as the login sends it) and, when a factor is on, one of its codes. */
export const reproofWithPassword = endpoint({
  method: 'POST',
  path: '/user/security/reproof',
  kind: 'security',
  token: true,
  request: Type.Object({
    ...EncryptedPasswordFields,
    method: Type.Optional(SecondFactorSchema),
    code: Type.Optional(Type.String({ minLength: 1, maxLength: 16 })),
  }),
  result: Proven,
  codes: [
    RET_CODES.wrongPassword,
    RET_CODES.tooManyPasswordErrors,
    RET_CODES.ipLimit,
    RET_CODES.codeIncorrect,
    RET_CODES.codeAlreadyUsed,
    RET_CODES.tooManyCodeErrors,
    RET_CODES.secondFactorRequired,
  ],
});

/** Options for a passkey of this account (allowCredentials: its own), valid 5 minutes, once, in this browser. */
export const reproofPasskeyOptions = endpoint({
  method: 'POST',
  path: '/user/security/reproof/passkey/options',
  kind: 'security',
  token: true,
  request: Type.Object({}),
  result: Type.Object({ ceremony: CeremonyId, options: RequestOptions }),
  codes: [RET_CODES.passkeyWrongSite, RET_CODES.passkeyNotFound],
});

/** The passkey's signed answer: a proof as strong as the password and a code. */
export const reproofWithPasskey = endpoint({
  method: 'POST',
  path: '/user/security/reproof/passkey',
  kind: 'security',
  token: true,
  request: Type.Object({ ceremony: CeremonyId, response: AuthenticationResponse }),
  result: Proven,
  codes: [
    RET_CODES.passkeyExpired,
    RET_CODES.passkeyRejected,
    RET_CODES.passkeyUnknown,
    RET_CODES.passkeyCloned,
    RET_CODES.passkeyWrongSite,
  ],
});
