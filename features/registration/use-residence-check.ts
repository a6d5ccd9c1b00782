import { useCallback, useState } from 'react';

import type { SiteId } from '@/config/sites';
import { fetchIpCountry } from '@/services/api/countries';
import { localStore } from '@/services/local-store';

import { residenceDialogFor, residenceStorageKey, type ResidenceDialog } from './residence';

/**
 * DLG-1: before a registration starts, asks the residence confirmation the
 * site and IP country call for. `check()` answers 'go' when registration
 * may go on now, 'restricted' for a restricted country (REG-10), or 'dialog'
 * with the dialog open.
 */
export function useResidenceCheck(site: SiteId) {
  const [dialog, setDialog] = useState<ResidenceDialog | null>(null);
  const check = useCallback(async (): Promise<'go' | 'dialog' | 'restricted'> => {
    const country = await fetchIpCountry().catch(() => null);
    // REG-10: no registration from a restricted country
    if (country && !country.is_visible) return 'restricted';
    const store = localStore();
    const next = residenceDialogFor(site, country, (d) => Boolean(store?.getItem(residenceStorageKey(d))));
    setDialog(next);
    return next === null ? 'go' : 'dialog';
  }, [site]);
  const confirm = useCallback(() => {
    if (dialog) localStore()?.setItem(residenceStorageKey(dialog), String(Date.now()));
    setDialog(null);
  }, [dialog]);
  const dismiss = useCallback(() => setDialog(null), []);
  return { dialog, check, confirm, dismiss };
}
