import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useState } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import type { SessionResult } from '@/services/api/auth';
import { generateQrCode, qrCodeStatus, type QrStatus } from '@/services/api/qrcode';
import { RET_CODES } from '@/services/errors/ret-codes';
import { isRequestError } from '@/services/http/errors';

import { isPolling, nextQrState, QR_POLL_MS, qrConfirmUrl, qrImageSrc, type QrPanelState } from './qr-flow';

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
  const [state, setState] = useState<QrPanelState>({ kind: 'loading' });
  /** the picture shows once it has loaded: until then the placeholder keeps its place */
  const [drawn, setDrawn] = useState(false);

  const refresh = useCallback(async () => {
    setState({ kind: 'loading' });
    setDrawn(false);
    try {
      const code = await generateQrCode();
      const url = qrConfirmUrl(window.location.origin, locale, code.uuid);
      setState({ kind: 'shown', uuid: code.uuid, url, expiresAt: code.expire_time * 1000 });
    } catch {
      setState({ kind: 'failed' });
    }
  }, [locale]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const polling = isPolling(state) ? state : null;
  const uuid = polling?.uuid ?? null;
  useEffect(() => {
    if (!uuid) return;
    let stopped = false;
    let timer = 0;
    const poll = async () => {
      let answer: QrStatus;
      try {
        answer = await qrCodeStatus(uuid);
      } catch (error) {
        if (stopped) return;
        // the code is gone (expired, or another browser's): say so; anything else (the api away): ask again
        if (isRequestError(error) && error.code === RET_CODES.qrExpired) setState({ kind: 'expired' });
        else timer = window.setTimeout(() => void poll(), QR_POLL_MS);
        return;
      }
      if (stopped) return;
      setState((current) => nextQrState(current, answer));
      if (answer.status === 'confirmed') {
        await onSession(answer);
        return;
      }
      if (answer.status === 'new' || answer.status === 'scanned') {
        timer = window.setTimeout(() => void poll(), QR_POLL_MS);
      }
    };
    timer = window.setTimeout(() => void poll(), QR_POLL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [uuid, onSession]);

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
            onLoad={() => setDrawn(true)}
            onError={() => setState({ kind: 'failed' })}
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
        <ActionButton kind="primary" block onClick={() => void refresh()}>
          {t('qr.refresh')}
        </ActionButton>
      )}
      {polling && (
        <p className="qr-link">
          {t('qr.orOpen')} <a href={polling.url}>{t('qr.openLink')}</a>
        </p>
      )}
    </section>
  );
}
