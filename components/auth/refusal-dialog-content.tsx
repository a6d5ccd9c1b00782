import { SITES, sitePageHref } from '@/config/sites';
import {
  isJurisdictionDialog,
  jurisdictionExit,
  UTA_UPGRADE_DIALOG,
  type FeedbackDialog,
} from '@/services/auth/auth-dialogs';

import { AuthDialog } from './refusal-dialog';

/**
 * DLG-3..5, DLG-7: the dialog of a refused login or registration, with
 * OK and, for a jurisdiction dialog, the way to the site the account belongs
 * to (the same page there); for the UTA upgrade, the way home.
 */
export function RefusalDialogContent({
  dialog,
  path,
  onClose,
}: {
  readonly dialog: FeedbackDialog;
  /** the page's path without language, kept when going to the other site */
  readonly path: string;
  readonly onClose: () => void;
}) {
  const exit = jurisdictionExit(dialog.dialog);
  return (
    <AuthDialog
      name={dialog.dialog}
      values={{ code: dialog.code }}
      actions={[
        // DLG-3: the account is still being created: nothing to do here but go home
        ...(dialog.dialog === UTA_UPGRADE_DIALOG
          ? [{ labelKey: `${UTA_UPGRADE_DIALOG}.action` as const, onClick: () => window.location.assign('/') }]
          : []),
        ...(exit && isJurisdictionDialog(dialog.dialog)
          ? [
              {
                labelKey: `${dialog.dialog}.action` as const,
                onClick: () => window.location.assign(sitePageHref(SITES[exit], window.location, path)),
              },
            ]
          : []),
        { labelKey: 'ok' as const, primary: true, onClick: onClose },
      ]}
      onClose={onClose}
    />
  );
}
