import { AuthDialog, RefusalDialog } from '@/components/auth/refusal-dialog';
import { isolated } from '@/components/i18n/bidi';
import { EXTERNAL_PATHS } from '@/config/routes';
import { SITE_REGIONS, SITES, siteOrigin, sitePageHref } from '@/config/sites';
import type { SessionResult } from '@/services/api/auth';
import type { FeedbackDialog, KycDialog } from '@/services/auth/auth-dialogs';
import type { ResidenceJump, ResidenceTextKey } from '@/services/auth/residence-redirect';

import { regionName, utcTime } from './dialog-wording';

/** The dialogs a login can end in: one at a time. */
export type LoginDialog =
  | { readonly kind: 'ban'; readonly endsAt: Date }
  /** the session stands while the person decides; it goes on once they are verified */
  | { readonly kind: 'kyc'; readonly dialog: KycDialog; readonly session: SessionResult }
  | { readonly kind: 'refusal'; readonly dialog: FeedbackDialog }
  /** DLG-2: the session stands; the person goes to the site of their residence, or stays (unless forced) */
  | {
      readonly kind: 'residence';
      readonly jump: ResidenceJump;
      readonly textKey: ResidenceTextKey;
      readonly country: string;
      readonly session: SessionResult;
    };

interface Props {
  readonly dialog: LoginDialog | null;
  readonly locale: string;
  readonly path: string;
  readonly onClose: () => void;
  /** DLG-6 "go back": the session just opened ends */
  readonly onKycBack: () => void;
  /** DLG-2 "stay here": the login goes on on this site */
  readonly onStay: () => void;
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

/** LOGIN-12 / DLG-8 ban, DLG-6 identity verification, DLG-2 residence, DLG-4/5/7 refusals. */
export function LoginDialogs({ dialog, locale, path, onClose, onKycBack, onStay }: Props) {
  if (!dialog) return null;
  if (dialog.kind === 'ban') {
    return (
      <AuthDialog
        name="banned"
        values={{ time: utcTime(dialog.endsAt, locale) }}
        actions={[{ labelKey: 'ok' as const, primary: true, onClick: onClose }]}
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
          { labelKey: `${name}.back` as const, onClick: onKycBack },
          { labelKey: `${name}.verify` as const, primary: true, onClick: () => verifyIdentity(name, locale) },
        ]}
        onClose={onKycBack}
      />
    );
  }
  if (dialog.kind === 'residence') {
    const { jump, country, textKey } = dialog;
    const go = () => window.location.assign(sitePageHref(SITES[jump.target], window.location, path));
    return (
      <AuthDialog
        name="residenceRedirect"
        textKey={`residenceRedirect.${textKey}`}
        values={{
          country: isolated(regionName(country, locale)),
          region: isolated(regionName(SITE_REGIONS[jump.target] ?? '', locale)),
        }}
        actions={[
          ...(jump.forced ? [] : [{ labelKey: 'residenceRedirect.stay' as const, onClick: onStay }]),
          { labelKey: 'residenceRedirect.go' as const, primary: true, onClick: go },
        ]}
        // a forced jump has no way around it: only its action closes it
        onClose={jump.forced ? undefined : onStay}
      />
    );
  }
  return <RefusalDialog dialog={dialog.dialog} path={path} onClose={onClose} />;
}
