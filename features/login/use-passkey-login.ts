import { useCallback, useEffect, useRef, useState } from 'react';

import { FormMessageError } from '@/services/errors/screen-errors';

import type { OpenSession } from './use-password-login';

/** The passkey ceremonies load when first needed (features/login/passkey-ceremony.ts), never with the page. */
const loadCeremony = () => import('./passkey-ceremony');
const loadPromptRules = () => import('./passkey-prompt');

/** Whether the browser can offer passkeys in a field's autofill (conditional mediation). */
async function autofillAvailable(): Promise<boolean> {
  if (typeof PublicKeyCredential === 'undefined') return false;
  if (typeof PublicKeyCredential.isConditionalMediationAvailable !== 'function') return false;
  return PublicKeyCredential.isConditionalMediationAvailable().catch(() => false);
}

/** Runs `start` when the browser is idle after the page's own start-up. */
function whenIdle(start: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(start, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(start, 200);
  return () => clearTimeout(id);
}

interface Options {
  /** a signed-out visitor on a page that offers passkeys (not the mini app, not while leaving) */
  readonly enabled: boolean;
  /** the login form's: a session continues as a login's, a refusal is told in the form */
  readonly openSession: OpenSession;
  /** the login form's: tells a failure in the form's alert */
  readonly fail: (error: unknown) => void;
  readonly regulatedSiteId: string | null;
  readonly turkish: boolean;
}

/**
 * Passkeys at login: the button's prompt, and once the page is idle (where
 * the browser can) the passkeys offered in the login name's autofill. Either
 * way the answer opens a session as the form's login does; a prompt the
 * person closed or the browser refused is told in the form's alert, and what
 * was typed in the form stays. Everything but this hook loads on demand.
 */
export function usePasskeyLogin({ enabled, openSession, fail, regulatedSiteId, turkish }: Options) {
  const [asking, setAsking] = useState(false);
  // a new round of the autofill after the button's prompt replaced it
  const [autofillRound, setAutofillRound] = useState(0);

  // the autofill's answer is sent with the form's latest handlers, without offering the autofill again for them
  const latest = useRef({ openSession, regulatedSiteId, turkish });
  useEffect(() => {
    latest.current = { openSession, regulatedSiteId, turkish };
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const stop = new AbortController();
    const cancelIdle = whenIdle(() => {
      void autofillAvailable().then(async (available) => {
        if (!available || stop.signal.aborted) return;
        const ceremony = await loadCeremony();
        await ceremony.offerPasskeysInAutofill(stop.signal, async (answer) => {
          const { openSession: open, ...site } = latest.current;
          // a session: the page goes on; a refusal: the autofill is offered again
          return !(await ceremony.sendPasskeyAnswer(open, answer, site));
        });
      });
    });
    return () => {
      cancelIdle();
      stop.abort();
    };
  }, [enabled, autofillRound]);

  const logIn = useCallback(async () => {
    if (asking) return;
    setAsking(true);
    let opened = false;
    try {
      const [ceremony, rules] = await Promise.all([loadCeremony(), loadPromptRules()]);
      const prompt = await ceremony.askForPasskey(false);
      if (prompt.kind === 'answer') {
        opened = await ceremony.sendPasskeyAnswer(openSession, prompt.answer, { regulatedSiteId, turkish });
      } else {
        const message = rules.promptEndingMessage(prompt.kind);
        if (message) fail(new FormMessageError(message));
      }
    } catch (error) {
      // the request was refused, or the ceremony could not load: told as the form tells a failure
      fail(error);
    } finally {
      setAsking(false);
      // the button's prompt replaced the autofill's: offered again, unless the page is going on
      if (!opened) setAutofillRound((round) => round + 1);
    }
  }, [asking, openSession, fail, regulatedSiteId, turkish]);

  return { asking, logIn };
}
