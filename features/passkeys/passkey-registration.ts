import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';

import { addPasskey, fetchPasskeyRegistrationOptions, type PasskeyItem } from '@/services/api/passkeys';

/**
 * Adding a passkey, the part that loads when the person presses "Add a
 * passkey": the api's options, the browser's prompt, the api's check. Never
 * part of the account page's first load.
 */

/**
 * How the browser's prompt ended without a passkey: closed by the person (or
 * timed out); this device already holds one of the account's passkeys (the
 * options exclude them); stopped by the page; no passkeys in this browser;
 * refused otherwise.
 */
export type CreationEnding = 'cancelled' | 'alreadyOnDevice' | 'aborted' | 'unsupported' | 'failed';

export type Creation = { readonly kind: 'added'; readonly passkey: PasskeyItem } | { readonly kind: CreationEnding };

/** The ending of a prompt from what `navigator.credentials.create` threw, as @simplewebauthn/browser passes it on. Pure. */
export function creationEnding(error: unknown): CreationEnding {
  const { name, code } = (typeof error === 'object' && error !== null ? error : {}) as {
    readonly name?: unknown;
    readonly code?: unknown;
  };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return 'alreadyOnDevice';
  if (name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return 'aborted';
  if (name === 'NotAllowedError') return 'cancelled';
  return 'failed';
}

/** Creates a passkey on this device and keeps it under `name`; an api refusal is thrown, for the section to tell. */
export async function createPasskey(name: string): Promise<Creation> {
  if (!browserSupportsWebAuthn()) return { kind: 'unsupported' };
  const { ceremony, options } = await fetchPasskeyRegistrationOptions();
  let response;
  try {
    response = await startRegistration({ optionsJSON: options });
  } catch (error) {
    return { kind: creationEnding(error) };
  }
  return { kind: 'added', passkey: await addPasskey(ceremony, name, response) };
}
