import { useTranslation } from 'next-i18next/pages';

import { ActionButton } from '@/components/auth/action-button';
import { FormAlert } from '@/components/auth/form-alert';
import { SuccessScreen } from '@/components/page/success-screen';
import { languageTag } from '@/config/languages';
import { EXTERNAL_PATHS } from '@/config/routes';
import type { PageContextProps } from '@/services/page-props';

import { countryName, requestTime } from './qr-flow';
import { useQrConfirm } from './use-qr-confirm';

/**
 * LOGIN-7: the page a QR code carries, opened on a device where the person
 * is signed in (the stand-in for the exchange's app): it says plainly that
 * another device asks to sign in and shows what the server saw of it (its
 * masked address, its country, the time; what its browser says it is comes
 * last, as the browser's own word), and the person confirms or cancels.
 * Signed out, it offers the login, which comes back here.
 */
export function QrConfirmScreen({ page }: { readonly page: PageContextProps }) {
  const { t } = useTranslation('login');
  const { state, alert, busy, confirm, cancel } = useQrConfirm(page.locale);

  let body;
  if (state.kind === 'checking') {
    body = (
      <p className="auth-status" role="status">
        {t('qrConfirm.checking')}
      </p>
    );
  } else if (state.kind === 'signed-out') {
    body = (
      <>
        <p>{t('qrConfirm.signedOut')}</p>
        <a className="auth-button auth-button-primary auth-button-block" href={state.loginHref}>
          {t('qrConfirm.logIn')}
        </a>
      </>
    );
  } else if (state.kind === 'asking') {
    const tag = languageTag(page.locale);
    const country = countryName(state.scan.country, tag);
    const asked = requestTime(state.scan.created_at, tag);
    body = (
      <>
        <h2>{t('qrConfirm.question')}</h2>
        {/* issue 39: one grid for every row (the account's and what the server saw), so the labels and the
            values line up in a column each, in a right-to-left page too */}
        <div className="qr-request-rows">
          {state.account && (
            <dl className="qr-request">
              <dt>{t('qrConfirm.account')}</dt>
              <dd>
                <bdi>{state.account}</bdi>
              </dd>
            </dl>
          )}
          <p className="qr-request-intro">{t('qrConfirm.intro')}</p>
          <dl className="qr-request qr-request-seen">
            {state.scan.ip && (
              <>
                <dt>{t('qrConfirm.ip')}</dt>
                <dd>
                  <bdi dir="ltr">{state.scan.ip}</bdi>
                </dd>
              </>
            )}
            {country && (
              <>
                <dt>{t('qrConfirm.location')}</dt>
                <dd>{country}</dd>
              </>
            )}
            {asked && (
              <>
                <dt>{t('qrConfirm.time')}</dt>
                <dd>
                  <time dateTime={state.scan.created_at}>{asked}</time>
                </dd>
              </>
            )}
            <dt>{t('qrConfirm.browser')}</dt>
            <dd>
              <bdi>{state.scan.device}</bdi>
            </dd>
          </dl>
        </div>
        <p className="auth-notice">{t('qrConfirm.warning')}</p>
        <div className="tg-actions">
          <ActionButton kind="primary" block loading={busy} onClick={() => void confirm()}>
            {t('qrConfirm.confirm')}
          </ActionButton>
          <ActionButton block disabled={busy} onClick={() => void cancel()}>
            {t('qrConfirm.cancel')}
          </ActionButton>
        </div>
      </>
    );
  } else if (state.kind === 'confirmed') {
    // issue 39: the other device is in; this one says so as the end of a flow, with a way to check the account
    body = (
      <SuccessScreen
        title={t('qrConfirm.done.title')}
        lead={t('qrConfirm.done.lead')}
        action={{ label: t('qrConfirm.done.action'), href: `/${page.locale}` }}
        secondary={{ label: t('qrConfirm.done.devices'), href: `/${page.locale}${EXTERNAL_PATHS.accountInfo}` }}
      />
    );
  } else {
    body = (
      <p className="auth-notice" role="status">
        {t(`qrConfirm.${state.kind}`)}
      </p>
    );
  }
  return (
    <div className="auth-card qr-confirm">
      {body}
      <FormAlert message={alert} />
    </div>
  );
}
