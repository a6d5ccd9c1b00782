import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { Type, type Static } from 'typebox';

import { PASSKEY_NAME_MAX_LENGTH } from '@/config/passkeys';

/**
 * The WebAuthn shapes the passkey endpoints carry, as JSON (base64url for
 * bytes): what @simplewebauthn/server's options are, and what
 * @simplewebauthn/browser's `startRegistration` / `startAuthentication`
 * answer. Each schema checks what the api reads before the library does;
 * its type is the library's own, so both sides pass them on unchanged.
 */

/** Bytes as base64url, bounded: a credential id is at most 1023 bytes (WebAuthn L3 §5.1). */
const Base64Url = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+$' });

/** A credential id, as a passkey is named in the list and on removal. */
export const CredentialId = Base64Url(1400);

/** What the page sends back with a ceremony: which request (options) it answers. */
export const CeremonyId = Type.String({ minLength: 1, maxLength: 64 });

/** A passkey's name: the page proposes the browser and system, the person may change it. */
export const PasskeyName = Type.String({ minLength: 1, maxLength: PASSKEY_NAME_MAX_LENGTH });

/** Transports as the authenticator names them ('internal', 'hybrid', 'usb', …); unknown ones are kept too. */
const Transports = Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { maxItems: 8 });

/** The browser's extension results: open; the api reads none of them. */
const ExtensionResults = Type.Object({});

const Attachment = Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')]);

/** `startRegistration`'s answer: the new credential, its attestation ('none' is asked for) and client data. */
export const RegistrationResponse = Type.Unsafe<RegistrationResponseJSON>(
  Type.Object({
    id: CredentialId,
    rawId: CredentialId,
    type: Type.Literal('public-key'),
    response: Type.Object({
      clientDataJSON: Base64Url(4096),
      attestationObject: Base64Url(16384),
      authenticatorData: Type.Optional(Base64Url(16384)),
      transports: Type.Optional(Transports),
      publicKeyAlgorithm: Type.Optional(Type.Integer()),
      publicKey: Type.Optional(Base64Url(4096)),
    }),
    authenticatorAttachment: Type.Optional(Attachment),
    clientExtensionResults: ExtensionResults,
  }),
);

/** `startAuthentication`'s answer: the credential used, the signed authenticator data and client data. */
export const AuthenticationResponse = Type.Unsafe<AuthenticationResponseJSON>(
  Type.Object({
    id: CredentialId,
    rawId: CredentialId,
    type: Type.Literal('public-key'),
    response: Type.Object({
      clientDataJSON: Base64Url(4096),
      authenticatorData: Base64Url(16384),
      signature: Base64Url(2048),
      userHandle: Type.Optional(Type.String({ maxLength: 128, pattern: '^[A-Za-z0-9_-]*$' })),
    }),
    authenticatorAttachment: Type.Optional(Attachment),
    clientExtensionResults: ExtensionResults,
  }),
);

/** What `navigator.credentials.create` is given (the fields the browser needs; the rest passes through). */
export const CreationOptions = Type.Unsafe<PublicKeyCredentialCreationOptionsJSON>(
  Type.Object({
    challenge: Type.String(),
    rp: Type.Object({ name: Type.String(), id: Type.Optional(Type.String()) }),
    user: Type.Object({ id: Type.String(), name: Type.String(), displayName: Type.String() }),
    pubKeyCredParams: Type.Array(Type.Object({ alg: Type.Integer(), type: Type.String() })),
  }),
);

/** What `navigator.credentials.get` is given: no allowCredentials, so any passkey of ours may answer. */
export const RequestOptions = Type.Unsafe<PublicKeyCredentialRequestOptionsJSON>(
  Type.Object({ challenge: Type.String(), rpId: Type.Optional(Type.String()) }),
);

/** A passkey of the account as the settings list it (dates in ISO 8601). */
export const PasskeyItem = Type.Object({
  id: Type.String(),
  name: Type.String(),
  created_at: Type.String(),
  last_used_at: Type.Union([Type.String(), Type.Null()]),
});
export type PasskeyItem = Static<typeof PasskeyItem>;
