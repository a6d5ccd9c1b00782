import { useTranslation } from 'next-i18next/pages';

import { ActionButton } from '@/components/auth/action-button';
import type { SessionResult } from '@/services/api/auth';

import { qrImageSrc } from './qr-flow';
import { useQrLogin } from './use-qr-login';

interface Props {
  readonly locale: string;
  /** the session the confirmed code opened: the page finishes it (redirect policy) */
  readonly onSession: (session: SessionResult) => Promise<unknown>;
}

/**
 * LOGIN-7: "log in with a QR code". The code carries the confirm page of
 * this site with a single-use uuid; a signed-in device opens it and
 * confirms; this browser, polling, is then signed in. Loaded after the
 * login page; the picture of the code is drawn by this site's server
 * (pages/api/qr-code.ts), so no QR library loads in the browser.
 */
export default function QrLoginPanel({ locale, onSession }: Props) {
  const { t } = useTranslation('login');
  const { state, polling, drawn, markDrawn, markFailed, refresh } = useQrLogin(locale, onSession);

  let status: string | null = null;
  if (state.kind === 'loading') status = t('qr.loading');
  if (state.kind === 'scanned') status = t('qr.scanned');
  if (state.kind === 'signing-in') status = t('qr.signingIn');
  const ended = state.kind === 'expired' || state.kind === 'cancelled' || state.kind === 'failed';

  return (
    <section className="qr-panel" aria-labelledby="qr-title">
      <h2 id="qr-title">{t('qr.title')}</h2>
      <div className="qr-frame">
        {polling && (
          // eslint-disable-next-line @next/next/no-img-element -- an SVG of this site's server, no optimisation to do
          <img
            key={polling.url}
            src={qrImageSrc(polling.url)}
            alt={t('qr.imageAlt')}
            width={200}
            height={200}
            hidden={!drawn}
            onLoad={markDrawn}
            onError={markFailed}
            className={state.kind === 'scanned' ? 'qr-image qr-image-scanned' : 'qr-image'}
            data-testid="qr-image"
          />
        )}
        {!(polling && drawn) && <div className="qr-placeholder" aria-hidden="true" />}
      </div>
      <p className="qr-status" role="status">
        {status ?? (ended ? t(`qr.${state.kind}`) : t('qr.instructions'))}
      </p>
      {ended && (
        <ActionButton kind="primary" block onClick={refresh}>
          {t('qr.refresh')}
        </ActionButton>
      )}
      {/* issue 39: once scanned, the other device has the code: no other way in is offered */}
      {polling && state.kind === 'shown' && (
        <p className="qr-link">
          {t('qr.orOpen')} <a href={polling.url}>{t('qr.openLink')}</a>
        </p>
      )}
    </section>
  );
}
