import { afterHydration } from '@/components/hooks/after-hydration';
import { lazyComponent } from '@/components/hooks/lazy-component';
import { loadStylesheet } from '@/components/layout/load-stylesheet';
import { ANTD_COMPONENTS_STYLESHEET } from '@/components/layout/theme-class';

/** The modal, antd and antd's styles load with the first dialog, never with the page. */
export const AuthDialog = afterHydration(
  lazyComponent(() =>
    Promise.all([import('./auth-dialog'), loadStylesheet(ANTD_COMPONENTS_STYLESHEET)]).then(
      ([dialog]) => dialog.default,
    ),
  ),
);

/**
 * DLG-3..5, DLG-7: the dialog of a refused login or registration
 * (refusal-dialog-content.tsx): its code loads with the refusal that opens
 * it, never with the page.
 */
export const RefusalDialog = afterHydration(
  lazyComponent(() => import('./refusal-dialog-content').then((m) => m.RefusalDialogContent)),
);
