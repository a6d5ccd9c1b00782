import { AuthDialog, RefusalDialog } from '@/components/auth/refusal-dialog';
import { EXTERNAL_PATHS } from '@/config/routes';
import { SITES, siteOrigin } from '@/config/sites';
import type { SessionResult } from '@/services/api/auth';
import type { FeedbackDialog, KycDialog } from '@/services/auth/auth-errors';

import { utcTime } from './login-flow';

/** The dialogs a login can end in: one at a time. */
export type LoginDialog =
  | { readonly kind: 'ban'; readonly endsAt: Date }
  /** the session stands while the person decides; it goes on once they are verified */
  | { readonly kind: 'kyc'; readonly dialog: KycDialog; readonly session: SessionResult }
  | { readonly kind: 'refusal'; readonly dialog: FeedbackDialog };

interface Props {
  readonly dialog: LoginDialog | null;
  readonly locale: string;
  readonly path: string;
  readonly onClose: () => void;
  /** DLG-6 "go back": the session just opened ends */
  readonly onKycBack: () => void;
}

/**
 * DLG-6: to the personal identity verification page; from the main site it
 * opens in a new tab on the global host.
 */
function verifyIdentity(dialog: KycDialog, locale: string): void {
  const path = `/${locale}${EXTERNAL_PATHS.personalAuth}`;
  if (dialog === 'MAIN_NO_KYC') {
    window.open(`${siteOrigin(SITES.BYBIT, window.location)}${path}`, '_blank', 'noopener');
    return;
  }
  window.location.assign(path);
}

/** LOGIN-12 / DLG-8 ban, DLG-6 identity verification, DLG-4/5/7 refusals. */
export function LoginDialogs({ dialog, locale, path, onClose, onKycBack }: Props) {
  if (!dialog) return null;
  if (dialog.kind === 'ban') {
    return (
      <AuthDialog
        name="banned"
        values={{ time: utcTime(dialog.endsAt, locale) }}
        actions={[{ labelKey: 'ok', primary: true, onClick: onClose }]}
        onClose={onClose}
      />
    );
  }
  if (dialog.kind === 'kyc') {
    const name = dialog.dialog;
    return (
      <AuthDialog
        name={name}
        actions={[
          { labelKey: `${name}.back`, onClick: onKycBack },
          { labelKey: `${name}.verify`, primary: true, onClick: () => verifyIdentity(name, locale) },
        ]}
        onClose={onKycBack}
      />
    );
  }
  return <RefusalDialog dialog={dialog.dialog} path={path} onClose={onClose} />;
}
