import type { FormMessage } from '@/services/errors/screen-errors';

/**
 * How a passkey prompt ended without an answer: the person closed it (or it
 * timed out: the browser does not tell them apart, on purpose); the page
 * stopped it (another prompt replaced it, the page is leaving); the browser
 * cannot use passkeys; anything else the browser or authenticator refused.
 */
export type PromptEnding = 'cancelled' | 'aborted' | 'unsupported' | 'failed';

/**
 * The ending of a prompt from what `navigator.credentials.get` threw, as
 * @simplewebauthn/browser passes it on (a WebAuthnError named after the
 * DOMException it wraps). Pure.
 */
export function promptEnding(error: unknown): PromptEnding {
  // a DOMException is an Error in browsers, not in every test environment: its name is read either way
  const { name, code } = (typeof error === 'object' && error !== null ? error : {}) as {
    readonly name?: unknown;
    readonly code?: unknown;
  };
  if (name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return 'aborted';
  // also what a device with no passkey for this site answers (browsers do not tell the two apart, on
  // purpose): the message says there is none here, or the prompt was closed, and what to do (issue 39)
  if (name === 'NotAllowedError') return 'cancelled';
  return 'failed';
}

/** What the login form says after a prompt the person started ended without an answer; null when it says nothing. */
export function promptEndingMessage(ending: PromptEnding): FormMessage | null {
  if (ending === 'aborted') return null;
  return { ns: 'passkey', key: `login.${ending}` };
}
