import { useTranslation } from 'next-i18next/pages';

import { AuthDialog } from '@/components/auth/refusal-dialog';

import { closeMiniApp } from './launch-params';
import { avatarInitial, loginNameOf, type MiniAppAuthDialog, type MiniAppUser } from './mini-app-launch';

/** The Telegram account the mini app was opened with, above its screens. */
export function MiniAppIdentity({ user, label }: { readonly user: MiniAppUser; readonly label: string }) {
  const initial = avatarInitial(user);
  return (
    <p className="tg-identity">
      {user.photoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- Telegram's picture of the person, from its CDN, small
        <img src={user.photoUrl} alt="" width={32} height={32} referrerPolicy="no-referrer" />
      ) : (
        <span className="tg-identity-initial" aria-hidden="true">
          {initial}
        </span>
      )}
      <span>
        <span className="tg-identity-label">{label}</span> <bdi>{loginNameOf(user)}</bdi>
      </span>
    </p>
  );
}

/** TG-1: opened outside Telegram: the page says so and offers the website's login. */
export function OutsideMiniApp({ locale, text }: { readonly locale: string; readonly text: string }) {
  const { t } = useTranslation('telegram');
  return (
    <div className="auth-card tg-outside">
      <h2>{t('miniApp.outsideTitle')}</h2>
      <p>{text}</p>
      <p>
        <a className="auth-button auth-button-primary auth-button-block" href={`/${locale}/login`}>
          {t('miniApp.outsideLogin')}
        </a>
      </p>
    </div>
  );
}

/**
 * TG-7: the launch did not verify (TG_AUTH_FAIL) or is too old
 * (TG_AUTH_EXPIRED): the person closes the mini app and opens it again. In a
 * normal browser there is no mini app to close: the dialog just goes.
 */
export function MiniAppAuthFailure({
  dialog,
  onClose,
}: {
  readonly dialog: MiniAppAuthDialog;
  readonly onClose: () => void;
}) {
  return (
    <AuthDialog
      name={dialog}
      actions={[
        {
          labelKey: `${dialog}.close` as const,
          primary: true,
          onClick: () => {
            void closeMiniApp().then((closed) => {
              if (!closed) onClose();
            });
          },
        },
      ]}
      onClose={onClose}
    />
  );
}
