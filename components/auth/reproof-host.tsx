import { useEffect } from 'react';
import { useStore } from 'zustand';

import { afterHydration } from '@/components/hooks/after-hydration';
import { lazyComponent } from '@/components/hooks/lazy-component';
import { loadStylesheet } from '@/components/layout/load-stylesheet';
import { ANTD_COMPONENTS_STYLESHEET } from '@/components/layout/theme-class';
import { http } from '@/services/http';
import { askReproof, reproofStore } from '@/stores/reproof-store';

/** The dialog, antd and antd's styles load when a change first asks for a re-proof, never with the page. */
const ReproofDialog = afterHydration(
  lazyComponent(() =>
    Promise.all([import('./reproof-dialog'), loadStylesheet(ANTD_COMPONENTS_STYLESHEET)]).then(
      ([dialog]) => dialog.default,
    ),
  ),
);

/**
 * Issue 36: every security change of the page that the api refuses for want
 * of a fresh re-proof (31230) is answered here: the http client waits for
 * this dialog, then sends the change again. The shell mounts it on pages of
 * a signed-in visitor only, so the sign-in pages never load it.
 */
export default function ReproofHost() {
  useEffect(() => {
    http.setReproofHandler(askReproof);
    return () => {
      http.setReproofHandler(null);
      // a page that goes away gives up the change it was asking for
      reproofStore.getState().pending?.answer(false);
    };
  }, []);
  const pending = useStore(reproofStore, (s) => s.pending);
  return pending ? <ReproofDialog pending={pending} /> : null;
}
