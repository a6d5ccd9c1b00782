import { useLoader } from '@/components/hooks/use-loader';
import { fetchTrustedDevices, forgetTrustedDevice, type TrustedDeviceItem } from '@/services/api/devices';
import { RET_CODES } from '@/services/errors/ret-codes';

import type { RefusalNews } from './refusal';
import { useConfirmedChange } from './use-confirmed-change';

/** What the trusted devices part says after an action: done, or why not. */
export type TrustedNews = { readonly kind: 'forgotten'; readonly device: TrustedDeviceItem } | RefusalNews;

/** Forgets the device the person confirmed, and says so. */
async function forgetDevice(device: TrustedDeviceItem): Promise<TrustedNews> {
  await forgetTrustedDevice(device.id);
  return { kind: 'forgotten', device };
}

/**
 * Issue 36 item 8, the devices the account trusts ("Trust this device for
 * 30 days"): listed, and forgotten one by one after the person confirms in
 * the row (no re-proof: forgetting only adds a step to the next login). A
 * device no longer trusted (31241) is said and the list read again.
 */
export function useTrustedDevices() {
  const devices = useLoader(() => fetchTrustedDevices(), [], { reloadWhenReachable: true });
  const change = useConfirmedChange(forgetDevice, {
    reload: devices.reload,
    gone: RET_CODES.trustedDeviceNotFound,
  });
  return {
    devices,
    /** the device whose forgetting waits for a yes */
    confirming: change.confirming,
    busy: change.busy,
    news: change.news,
    askForget: change.ask,
    cancel: change.cancel,
    forget: change.confirm,
  };
}
