import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';

import { fetchReproofPasskeyOptions, reproveWithPasskey } from '@/services/api/reproof';
import { promptEnding, type PromptEnding } from '@/services/auth/passkey-prompt';

/**
 * Issue 36: the re-proof with a passkey, the part that loads when the person
 * presses "Use a passkey instead": the api's request for one of the
 * account's passkeys, the browser's prompt, the api's check. An api refusal
 * is thrown, for the dialog to tell; the browser's ending is returned.
 */
export async function proveWithPasskey(): Promise<'proved' | PromptEnding> {
  if (!browserSupportsWebAuthn()) return 'unsupported';
  const { ceremony, options } = await fetchReproofPasskeyOptions();
  let response;
  try {
    response = await startAuthentication({ optionsJSON: options });
  } catch (error) {
    return promptEnding(error);
  }
  await reproveWithPasskey(ceremony, response);
  return 'proved';
}
