import dynamic from 'next/dynamic';

import { afterHydration } from '@/components/hooks/after-hydration';
import { loadStylesheet } from '@/components/layout/load-stylesheet';
import { ANTD_COMPONENTS_STYLESHEET } from '@/components/layout/theme-class';

/** The modal, antd and antd's styles load with the first dialog, never with the page. */
export const AuthDialog = afterHydration(
  dynamic(
    () => Promise.all([import('./auth-dialog'), loadStylesheet(ANTD_COMPONENTS_STYLESHEET)]).then(([dialog]) => dialog),
    { ssr: false },
  ),
);

/**
 * DLG-3..5, DLG-7: the dialog of a refused login or registration
 * (refusal-dialog-content.tsx): its code loads with the refusal that opens
 * it, never with the page.
 */
export const RefusalDialog = dynamic(() => import('./refusal-dialog-content').then((m) => m.RefusalDialogContent), {
  ssr: false,
});
