import { browserSupportsWebAuthn, startAuthentication, WebAuthnAbortService } from '@simplewebauthn/browser';

import type { SessionResult } from '@/services/api/auth';
import { fetchPasskeyLoginOptions, logInWithPasskey, type PasskeyLoginRequest } from '@/services/api/passkeys';
import { promptEnding, promptEndingMessage, type PromptEnding } from '@/services/auth/passkey-prompt';
import { FormMessageError } from '@/services/errors/screen-errors';
import { isRequestError } from '@/services/http/errors';

/**
 * Passkeys at login, the part that loads on demand: when the "Log in with a
 * passkey" button is pressed, or once the page is idle where the browser can
 * offer passkeys in the login name's autofill (conditional UI). Never part of
 * the login page's first load.
 */

/** Prompts the person asked for (the button) still open: the autofill does not start over one. */
let promptsOpen = 0;

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
  if (!autofill) promptsOpen += 1;
  try {
    const { ceremony, options } = await fetchPasskeyLoginOptions();
    // a prompt the person asked for meanwhile wins: starting the autofill now would abort it
    if (autofill && promptsOpen > 0) return { kind: 'aborted' };
    const response = await startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill });
    return { kind: 'answer', answer: { ceremony, response } };
  } catch (error) {
    // the api's refusal of the request is the form's to tell; the browser's is an ending
    if (isRequestError(error)) throw error;
    return { kind: promptEnding(error) };
  } finally {
    if (!autofill) promptsOpen -= 1;
  }
}

/** How many times in a row the autofill is offered again after it ended unused (each is a new request). */
const AUTOFILL_ROUNDS = 10;
/** An autofill request that ends sooner than this was refused by the browser, not left by the person. */
const AUTOFILL_QUICK_REFUSAL_MS = 5_000;

/** What the ceremonies need of the login form: its session handling, its alert, the site the login is on. */
export interface PasskeyForm extends Pick<PasskeyLoginRequest, 'regulatedSiteId' | 'turkish'> {
  /** a session continues as a login's, a refusal is told in the form */
  readonly openSession: (start: () => Promise<SessionResult>) => Promise<void>;
  /** tells a failure in the form's alert */
  readonly fail: (error: unknown) => void;
}

/**
 * Sends the answer through the form's `openSession` (a session goes on as a
 * login's, a refusal is told in the form); true when a session opened.
 */
async function sendAnswer(form: PasskeyForm, answer: PasskeyAnswer): Promise<boolean> {
  let opened = false;
  await form.openSession(async () => {
    const session = await logInWithPasskey({
      ...answer,
      regulatedSiteId: form.regulatedSiteId,
      turkish: form.turkish,
    });
    opened = true;
    return session;
  });
  return opened;
}

/**
 * The button: a prompt of its own, then the answer sent; a prompt that ended
 * without one is told in the form (not one the page itself replaced), and so
 * is an api refusal of the request. True when a session opened.
 */
export async function logInWithPasskeyPrompt(form: PasskeyForm): Promise<boolean> {
  try {
    const prompt = await askForPasskey(false);
    if (prompt.kind === 'answer') return await sendAnswer(form, prompt.answer);
    const message = promptEndingMessage(prompt.kind);
    if (message) form.fail(new FormMessageError(message));
  } catch (error) {
    form.fail(error);
  }
  return false;
}

/**
 * Conditional UI: offers the browser's passkeys in the login name's autofill
 * until `signal` aborts, the button replaces it (a prompt of its own aborts
 * this one) or it cannot be offered. An answer is sent with the form as it
 * is then (`form()`); after a refusal the autofill is offered again, after a
 * session the page goes on.
 */
export async function offerPasskeysInAutofill(signal: AbortSignal, form: () => PasskeyForm): Promise<void> {
  // the page leaves or the form is done with it: the autofill's pending request is withdrawn
  const withdraw = () => WebAuthnAbortService.cancelCeremony();
  signal.addEventListener('abort', withdraw, { once: true });
  try {
    for (let round = 0; round < AUTOFILL_ROUNDS && !signal.aborted; round += 1) {
      const asked = Date.now();
      // a refused or unanswered request: the autofill is simply not offered (the button still is)
      const prompt = await askForPasskey(true).catch(() => null);
      if (signal.aborted || !prompt) return;
      if (prompt.kind === 'answer') {
        if (await sendAnswer(form(), prompt.answer)) return;
      }
      // the request timed out or the person closed the sheet: offered again; a browser that refuses at
      // once (or anything else) ends it, rather than asking again and again
      else if (prompt.kind !== 'cancelled' || Date.now() - asked < AUTOFILL_QUICK_REFUSAL_MS) return;
    }
  } finally {
    signal.removeEventListener('abort', withdraw);
  }
}
