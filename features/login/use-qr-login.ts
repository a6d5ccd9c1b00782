import { useEffect, useRef, useState } from 'react';

import { useLoader } from '@/components/hooks/use-loader';
import type { SessionResult } from '@/services/api/auth';
import { generateQrCode, qrCodeStatus, type QrStatus } from '@/services/api/qrcode';

import {
  advanceQrProgress,
  asksAgain,
  isPolling,
  QR_POLL_MS,
  qrConfirmUrl,
  qrPanelState,
  qrStatusFailure,
  type QrProgress,
  type ShownQrCode,
} from './qr-flow';

/** Resolves after `ms`, or at once when the signal aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * LOGIN-7: the login page's side of QR-code login. It asks for a code (the
 * confirm page of this site with a single-use uuid), then asks every
 * QR_POLL_MS where that code stands until it is confirmed (the session it
 * carries goes to `onSession`), cancelled or expired; `refresh` starts over
 * with a new code.
 */
export function useQrLogin(locale: string, onSession: (session: SessionResult) => Promise<unknown>) {
  const code = useLoader(async (): Promise<ShownQrCode> => {
    const answer = await generateQrCode();
    return {
      uuid: answer.uuid,
      url: qrConfirmUrl(window.location.origin, locale, answer.uuid),
      expiresAt: answer.expire_time * 1000,
    };
  }, [locale]);
  const [progress, setProgress] = useState<QrProgress | null>(null);
  /** the picture shows once it has loaded: until then the placeholder keeps its place */
  const [drawnUrl, setDrawnUrl] = useState<string | null>(null);
  const state = qrPanelState(code, progress);
  const polling = isPolling(state) ? state : null;
  // the loaded code itself (one object while it is asked about): polling starts once per code
  const pollingCode = polling && code.status === 'done' ? code.data : null;

  const latestOnSession = useRef(onSession);
  useEffect(() => {
    latestOnSession.current = onSession;
  });

  useEffect(() => {
    if (!pollingCode) return;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      for (;;) {
        await pause(QR_POLL_MS, signal);
        if (signal.aborted) return;
        let answer: QrStatus;
        try {
          answer = await qrCodeStatus(pollingCode.uuid);
        } catch (error) {
          if (signal.aborted) return;
          const ended = qrStatusFailure(error);
          if (ended) {
            setProgress({ uuid: pollingCode.uuid, state: ended });
            return;
          }
          continue;
        }
        if (signal.aborted) return;
        setProgress((previous) => advanceQrProgress(previous, pollingCode, answer));
        if (answer.status === 'confirmed') {
          await latestOnSession.current(answer);
          return;
        }
        if (!asksAgain(answer)) return;
      }
    })();
    return () => controller.abort();
  }, [pollingCode]);

  return {
    state,
    /** the code on show while it is asked about */
    polling,
    drawn: polling !== null && drawnUrl === polling.url,
    /** the picture of the code arrived */
    markDrawn: () => setDrawnUrl(polling?.url ?? null),
    /** the picture could not be drawn: the code is of no use */
    markFailed: () => {
      if (polling) setProgress({ uuid: polling.uuid, state: { kind: 'failed' } });
    },
    /** a new code, after one ended */
    refresh: () => {
      setProgress(null);
      setDrawnUrl(null);
      code.reload();
    },
  };
}
