import { browserSupportsWebAuthn, startAuthentication, WebAuthnAbortService } from '@simplewebauthn/browser';

import type { SessionResult } from '@/services/api/auth';
import { fetchPasskeyLoginOptions, logInWithPasskey, type PasskeyLoginRequest } from '@/services/api/passkeys';

import { promptEnding, type PromptEnding } from './passkey-prompt';

/**
 * Passkeys at login, the part that loads on demand: when the "Log in with a
 * passkey" button is pressed, or once the page is idle where the browser can
 * offer passkeys in the login name's autofill (conditional UI). Never part of
 * the login page's first load.
 */

/** The browser's signed answer to a login request, ready to send. */
export type PasskeyAnswer = Pick<PasskeyLoginRequest, 'ceremony' | 'response'>;

export type PasskeyPrompt =
  { readonly kind: 'answer'; readonly answer: PasskeyAnswer } | { readonly kind: PromptEnding };

/**
 * Asks the api for a login request, then the browser for a passkey: in a
 * prompt of its own, or (`autofill`) among the login name's suggestions.
 * An api refusal of the request is thrown, for the form to tell.
 */
export async function askForPasskey(autofill: boolean): Promise<PasskeyPrompt> {
  if (!browserSupportsWebAuthn()) return { kind: 'unsupported' };
  const { ceremony, options } = await fetchPasskeyLoginOptions();
  try {
    const response = await startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill });
    return { kind: 'answer', answer: { ceremony, response } };
  } catch (error) {
    return { kind: promptEnding(error) };
  }
}

/** How many times in a row the autofill is offered again after it ended unused (each is a new request). */
const AUTOFILL_ROUNDS = 10;

/**
 * Conditional UI: offers the browser's passkeys in the login name's autofill
 * until `signal` aborts, the button replaces it (a prompt of its own aborts
 * this one) or it cannot be offered. Each answer goes to `onAnswer`, which
 * says whether to offer the autofill again (a refused passkey: another try;
 * a session: the page goes on).
 */
export async function offerPasskeysInAutofill(
  signal: AbortSignal,
  onAnswer: (answer: PasskeyAnswer) => Promise<boolean>,
): Promise<void> {
  signal.addEventListener('abort', () => WebAuthnAbortService.cancelCeremony(), { once: true });
  for (let round = 0; round < AUTOFILL_ROUNDS && !signal.aborted; round += 1) {
    // a refused or unanswered request: the autofill is simply not offered (the button still is)
    const prompt = await askForPasskey(true).catch(() => null);
    if (signal.aborted || !prompt) return;
    if (prompt.kind === 'answer') {
      if (!(await onAnswer(prompt.answer))) return;
    }
    // the request timed out or the person closed the sheet: offered again; anything else ends it
    else if (prompt.kind !== 'cancelled') return;
  }
}

/**
 * Sends the answer through the login form's `openSession` (a session goes on
 * as a login's, a refusal is told in the form); true when a session opened.
 */
export async function sendPasskeyAnswer(
  openSession: (start: () => Promise<SessionResult>) => Promise<void>,
  answer: PasskeyAnswer,
  site: Pick<PasskeyLoginRequest, 'regulatedSiteId' | 'turkish'>,
): Promise<boolean> {
  let opened = false;
  await openSession(async () => {
    const session = await logInWithPasskey({ ...answer, ...site });
    opened = true;
    return session;
  });
  return opened;
}
