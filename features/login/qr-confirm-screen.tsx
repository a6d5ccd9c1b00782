import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { FormAlert } from '@/components/auth/form-alert';
import { languageTag } from '@/config/languages';
import { cancelQrCode, confirmQrCode, scanQrCode, type QrScan } from '@/services/api/qrcode';
import { fetchProfile, isLoggedIn, type UserProfile } from '@/services/api/user';
import { RET_CODES } from '@/services/errors/ret-codes';
import { resolveError, type ErrorOutcome, type FormMessage } from '@/services/errors/screen-errors';
import { isRequestError } from '@/services/http/errors';
import { getUserToken } from '@/services/identity';
import type { PageContextProps } from '@/services/page-props';

import { countryName, qrUuidOf } from './qr-flow';

type ConfirmState =
  | { readonly kind: 'checking' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'signed-out'; readonly loginHref: string }
  | { readonly kind: 'asking'; readonly uuid: string; readonly scan: QrScan; readonly account: string }
  | { readonly kind: 'confirmed' }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'handled' };

/** The refusal of a scan, confirm or cancel, as this page tells it. */
function ended(error: unknown): ConfirmState | null {
  if (!isRequestError(error)) return null;
  if (error.code === RET_CODES.qrExpired) return { kind: 'expired' };
  if (error.code === RET_CODES.qrHandled) return { kind: 'handled' };
  return null;
}

/**
 * LOGIN-7: the page a QR code carries, opened on a device where the person
 * is signed in (the stand-in for the exchange's app): it names the device
 * and the country asking to sign in, and the person confirms or cancels.
 * Signed out, it offers the login, which comes back here.
 */
export function QrConfirmScreen({ page }: { readonly page: PageContextProps }) {
  const { t } = useTranslation('login');
  const [state, setState] = useState<ConfirmState>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<FormMessage | null>(null);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const uuid = qrUuidOf(window.location.search);
      if (!uuid) {
        setState({ kind: 'invalid' });
        return;
      }
      const here = `${window.location.pathname}${window.location.search}`;
      const loginHref = `/${page.locale}/login?redirect_url=${encodeURIComponent(here)}`;
      const profile: UserProfile | null = getUserToken() ? await fetchProfile().catch(() => null) : null;
      if (cancelled) return;
      if (!isLoggedIn(profile)) {
        setState({ kind: 'signed-out', loginHref });
        return;
      }
      try {
        const scan = await scanQrCode(uuid);
        const account = profile?.vague_email || profile?.vague_mobile || profile?.username || '';
        if (!cancelled) setState({ kind: 'asking', uuid, scan, account });
      } catch (error) {
        if (cancelled) return;
        const next = ended(error);
        if (next) setState(next);
        else {
          setState({ kind: 'invalid' });
          const outcome = resolveError<ErrorOutcome>(error, {});
          if (outcome.kind === 'alert') setAlert(outcome.message);
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [page.locale]);

  const answer = async (uuid: string, confirm: boolean) => {
    setBusy(true);
    setAlert(null);
    try {
      if (confirm) await confirmQrCode(uuid);
      else await cancelQrCode(uuid);
      setState({ kind: confirm ? 'confirmed' : 'cancelled' });
    } catch (error) {
      const next = ended(error);
      if (next) setState(next);
      else {
        const outcome = resolveError<ErrorOutcome>(error, {});
        if (outcome.kind === 'alert') setAlert(outcome.message);
      }
    } finally {
      setBusy(false);
    }
  };

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
    const country = countryName(state.scan.country, languageTag(page.locale));
    body = (
      <>
        <h2>{t('qrConfirm.question')}</h2>
        <dl className="qr-request">
          <dt>{t('qrConfirm.device')}</dt>
          <dd>
            <bdi>{state.scan.device}</bdi>
          </dd>
          {country && (
            <>
              <dt>{t('qrConfirm.location')}</dt>
              <dd>{country}</dd>
            </>
          )}
          {state.account && (
            <>
              <dt>{t('qrConfirm.account')}</dt>
              <dd>
                <bdi>{state.account}</bdi>
              </dd>
            </>
          )}
        </dl>
        <p className="auth-notice">{t('qrConfirm.warning')}</p>
        <div className="tg-actions">
          <ActionButton kind="primary" block loading={busy} onClick={() => void answer(state.uuid, true)}>
            {t('qrConfirm.confirm')}
          </ActionButton>
          <ActionButton block disabled={busy} onClick={() => void answer(state.uuid, false)}>
            {t('qrConfirm.cancel')}
          </ActionButton>
        </div>
      </>
    );
  } else {
    body = (
      <p className={state.kind === 'confirmed' ? 'auth-status' : 'auth-notice'} role="status">
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
