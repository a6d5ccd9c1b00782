import { useEffect, useRef, useState } from 'react';

import type { PasskeyForm } from './passkey-ceremony';

/** Everything of passkeys but this hook loads when first needed (features/login/passkey-ceremony.ts). */
const loadCeremony = () => import('./passkey-ceremony');

/**
 * The person is about to press "Log in with a passkey" (points at it, or it gets focus): the prompt's code
 * starts loading. Nobody waits on this early start: a failure is told by the press's own load.
 */
export function preloadPasskeyLogin(): void {
  void loadCeremony().catch(() => undefined);
}

/** Whether the browser can offer passkeys in a field's autofill (conditional mediation). */
async function autofillAvailable(): Promise<boolean> {
  if (typeof PublicKeyCredential === 'undefined') return false;
  if (typeof PublicKeyCredential.isConditionalMediationAvailable !== 'function') return false;
  return PublicKeyCredential.isConditionalMediationAvailable().catch(() => false);
}

/** What a person does before picking from a field's autofill: points, touches, or presses a key. */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Runs `start` once the person first acts on the page; returns how to call it off. The autofill is used only
 * from the login name, which the person reaches by these; a page nobody touches loads none of passkeys'
 * code (issue 40). Not on focus: the page may put the focus in the login name itself.
 */
function whenPersonActs(start: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => INTENT_EVENTS.forEach((type) => window.removeEventListener(type, once, options));
  function once() {
    stop();
    start();
  }
  INTENT_EVENTS.forEach((type) => window.addEventListener(type, once, options));
  return stop;
}

/** Runs `start` once the browser is idle after the page's own start-up; returns how to call it off. */
function whenIdle(start: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const id = setTimeout(start, 200);
    return () => clearTimeout(id);
  }
  const id = requestIdleCallback(start, { timeout: 2000 });
  return () => cancelIdleCallback(id);
}

/**
 * When the autofill starts. With a mouse or keys, once the person acts (the pointer moves long before it
 * reaches the field). On a touch screen the tap that opens the field's autofill is the first act, too late
 * to ask for passkeys before the sheet shows: there it starts once the page is idle, as it always did.
 */
function whenAutofillIsUseful(start: () => void): () => void {
  const touch = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  return touch ? whenIdle(start) : whenPersonActs(start);
}

interface Options extends PasskeyForm {
  /** a signed-out visitor on a page that offers passkeys (not the mini app, not while leaving) */
  readonly enabled: boolean;
}

/**
 * Passkeys at login: the button's prompt, and (where the browser can) the
 * passkeys offered in the login name's autofill: once the person acts on the
 * page, or on a touch screen once the page is idle. Either
 * way the answer opens a session as the form's login does; a prompt the
 * person closed or the browser refused is told in the form's alert, and what
 * was typed in the form stays. This hook is all of it in the page's first
 * load; the ceremonies and @simplewebauthn/browser load on demand.
 */
export function usePasskeyLogin(options: Options) {
  const [asking, setAsking] = useState(false);
  // a new round of the autofill after the button's prompt replaced it
  const [autofillRound, setAutofillRound] = useState(0);
  // the form's latest handlers, read when an answer comes, without offering the autofill again for them
  const form = useRef<PasskeyForm>(options);
  useEffect(() => {
    form.current = options;
  });

  const { enabled } = options;
  useEffect(() => {
    if (!enabled) return undefined;
    const stop = new AbortController();
    const cancelWait = whenAutofillIsUseful(() => {
      void autofillAvailable().then(async (available) => {
        if (available && !stop.signal.aborted) {
          await (await loadCeremony()).offerPasskeysInAutofill(stop.signal, () => form.current);
        }
      });
    });
    return () => {
      cancelWait();
      stop.abort();
    };
  }, [enabled, autofillRound]);

  const logIn = async () => {
    if (asking) return;
    setAsking(true);
    const opened = await loadCeremony().then(
      (ceremony) => ceremony.logInWithPasskeyPrompt(form.current),
      (error: unknown) => {
        form.current.fail(error);
        return false;
      },
    );
    setAsking(false);
    // the button's prompt replaced the autofill's: offered again, unless the page is going on
    if (!opened) setAutofillRound((round) => round + 1);
  };

  return { asking, logIn };
}
