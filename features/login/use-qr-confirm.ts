import { useState } from 'react';

import { useLoader } from '@/components/hooks/use-loader';
import { cancelQrCode, confirmQrCode, scanQrCode } from '@/services/api/qrcode';
import { fetchProfile, isLoggedIn } from '@/services/api/user';
import { alertMessageOf, type FormMessage } from '@/services/errors/screen-errors';
import { getUserToken } from '@/services/identity';

import { qrAccountName, qrConfirmLoginHref, qrConfirmRefusal, qrUuidOf, type QrConfirmState } from './qr-flow';

interface Shown {
  readonly state: QrConfirmState;
  readonly alert: FormMessage | null;
}

/** A refusal of the api: the page's own end for it, else the code is of no use and the alert says why. */
function refused(error: unknown, otherwise: QrConfirmState): Shown {
  const ended = qrConfirmRefusal(error);
  return ended ? { state: ended, alert: null } : { state: otherwise, alert: alertMessageOf(error) };
}

/**
 * LOGIN-7: the confirm page's side of QR-code login, on the device where
 * the person is signed in: it takes the code of the page's query (scan),
 * which names the device and country asking to sign in, and confirms or
 * cancels it. Signed out, it offers the login, which comes back here.
 */
export function useQrConfirm(locale: string) {
  const start = useLoader(async (): Promise<Shown> => {
    const uuid = qrUuidOf(window.location.search);
    if (!uuid) return { state: { kind: 'invalid' }, alert: null };
    const profile = getUserToken() ? await fetchProfile().catch(() => null) : null;
    if (!isLoggedIn(profile)) {
      const here = `${window.location.pathname}${window.location.search}`;
      return { state: { kind: 'signed-out', loginHref: qrConfirmLoginHref(locale, here) }, alert: null };
    }
    try {
      const scan = await scanQrCode(uuid);
      return { state: { kind: 'asking', uuid, scan, account: qrAccountName(profile) }, alert: null };
    } catch (error) {
      return refused(error, { kind: 'invalid' });
    }
  }, [locale]);
  /** what the person's answer led to; until then, the start */
  const [answered, setAnswered] = useState<{
    readonly state: QrConfirmState | null;
    readonly alert: FormMessage | null;
  }>();
  const [busy, setBusy] = useState(false);

  const started: Shown =
    start.status === 'done'
      ? start.data
      : { state: { kind: start.status === 'loading' ? 'checking' : 'invalid' }, alert: null };
  const state = answered?.state ?? started.state;

  /** Confirms (the other browser is signed in) or cancels the request. */
  const answer = async (confirm: boolean) => {
    if (state.kind !== 'asking') return;
    setBusy(true);
    setAnswered({ state: null, alert: null });
    try {
      if (confirm) await confirmQrCode(state.uuid);
      else await cancelQrCode(state.uuid);
      setAnswered({ state: { kind: confirm ? 'confirmed' : 'cancelled' }, alert: null });
    } catch (error) {
      const next = refused(error, state);
      setAnswered({ state: next.state, alert: next.alert });
    } finally {
      setBusy(false);
    }
  };

  return {
    state,
    alert: answered ? answered.alert : started.alert,
    busy,
    confirm: () => answer(true),
    cancel: () => answer(false),
  };
}
