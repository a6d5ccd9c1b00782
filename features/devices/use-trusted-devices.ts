import { useCallback, useState } from 'react';

import { useLoader } from '@/components/hooks/use-loader';
import { fetchTrustedDevices, forgetTrustedDevice, type TrustedDeviceItem } from '@/services/api/devices';
import { RET_CODES } from '@/services/errors/ret-codes';
import { isRequestError } from '@/services/http/errors';

import { refusalNews, type RefusalNews } from './refusal';

/** What the trusted devices part says after an action: done, or why not. */
export type TrustedNews = { readonly kind: 'forgotten'; readonly device: TrustedDeviceItem } | RefusalNews;

/**
 * Issue 36 item 8, the devices the account trusts ("Trust this device for
 * 30 days"): listed, and forgotten one by one after the person confirms in
 * the row (no re-proof: forgetting only adds a step to the next login). A
 * device no longer trusted (31241) is said and the list read again.
 */
export function useTrustedDevices() {
  const devices = useLoader(() => fetchTrustedDevices(), [], { reloadWhenReachable: true });
  const [confirming, setConfirming] = useState<TrustedDeviceItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [news, setNews] = useState<TrustedNews | null>(null);
  const { reload } = devices;

  const forget = useCallback(async () => {
    if (!confirming) return;
    setBusy(true);
    setNews(null);
    try {
      await forgetTrustedDevice(confirming.id);
      setNews({ kind: 'forgotten', device: confirming });
      setConfirming(null);
      reload();
    } catch (error) {
      setNews(refusalNews(error));
      if (isRequestError(error) && error.code === RET_CODES.trustedDeviceNotFound) {
        setConfirming(null);
        reload();
      }
    } finally {
      setBusy(false);
    }
  }, [confirming, reload]);

  return {
    devices,
    /** the device whose forgetting waits for a yes */
    confirming,
    busy,
    news,
    askForget: (device: TrustedDeviceItem) => {
      setNews(null);
      setConfirming(device);
    },
    cancel: () => setConfirming(null),
    forget,
  };
}
