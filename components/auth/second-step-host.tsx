import { useEffect } from 'react';
import { useStore } from 'zustand';

import { afterHydration } from '@/components/hooks/after-hydration';
import { lazyComponent } from '@/components/hooks/lazy-component';
import { loadStylesheet } from '@/components/layout/load-stylesheet';
import { ANTD_COMPONENTS_STYLESHEET } from '@/components/layout/theme-class';
import { http } from '@/services/http';
import { askSecondStep, secondStepStore } from '@/stores/second-step-store';

/** The step, antd and antd's styles load when a login first asks for it, never with the page. */
const SecondStepDialog = afterHydration(
  lazyComponent(() =>
    Promise.all([import('./second-step-dialog'), loadStylesheet(ANTD_COMPONENTS_STYLESHEET)]).then(
      ([dialog]) => dialog.default,
    ),
  ),
);

/**
 * Issue 26: any login of the page (password, OAuth, third-party, Telegram)
 * that asks for a second step is answered here: the http client waits for
 * this dialog, and the login goes on with the session it gives.
 */
export function SecondStepHost() {
  useEffect(() => {
    http.setSecondStepHandler(askSecondStep);
    return () => http.setSecondStepHandler(null);
  }, []);
  const pending = useStore(secondStepStore, (s) => s.pending);
  return pending ? <SecondStepDialog pending={pending} /> : null;
}
