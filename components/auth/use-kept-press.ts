import { useCallback, useEffect, useRef } from 'react';

import { useHydrated } from './use-hydrated';

/** Where the early script (components/auth/early/keep-early-press.js, minified by `npm run build:early`) is served from. */
export const EARLY_PRESS_SCRIPT = '/scripts/keep-early-press.js';

/** What the early script offers the page. */
interface PressKeeper {
  /** the page runs this form from now on; true when a press made before is waiting */
  readonly claim: (form: HTMLFormElement) => boolean;
}

function pressKeeper(): PressKeeper | undefined {
  return (window as Window & { __keptPress?: PressKeeper }).__keptPress;
}

/**
 * A press before the page is ready is never lost (issue 25). The sign-in
 * forms are painted before their scripts run; their submit button is
 * disabled by the server (a native submit would send the password in a
 * request of its own). A tiny script asked for as the page is read
 * (EarlyPressScript) enables it and keeps a press or an Enter made until
 * the page is ready, showing the button as starting. Once the form has
 * hydrated, and what was typed before is its state
 * (useTypedBeforeHydration), the kept press is carried out as the person
 * made it: the form is submitted again, through its own handler.
 *
 * Spread the answer on the form.
 */
export function useKeptPress(): { readonly ref: (form: HTMLFormElement | null) => void; 'data-keep-press': '' } {
  const form = useRef<HTMLFormElement | null>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    const element = form.current;
    if (!hydrated || !element || !pressKeeper()?.claim(element)) return;
    // after the renders that take on the text typed before hydration; not cancelled with the effect, as
    // the press was handed over once (a development re-run of the effect must not drop it)
    setTimeout(() => {
      if (element.isConnected) element.requestSubmit();
    }, 0);
  }, [hydrated]);
  const ref = useCallback((element: HTMLFormElement | null) => {
    form.current = element;
  }, []);
  return { ref, 'data-keep-press': '' };
}
