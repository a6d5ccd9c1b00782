import { useCallback, useState } from 'react';

import type { SiteId } from '@/config/sites';
import { localStore } from '@/services/local-store';

import type { ResidenceDialog } from './residence';

interface OpenDialog {
  readonly dialog: ResidenceDialog;
  /** the site its "leave" goes to */
  readonly exitSite: SiteId;
  /** where a confirmation is kept */
  readonly storageKey: string;
}

/**
 * The residence rules and the IP-country lookup are needed at the first
 * submit only: they load then, or when the visitor starts on the form
 * (preloadResidenceRules, with the later steps), not with the page.
 */
const loadRules = () => Promise.all([import('@/services/api/countries'), import('./residence')]);

export function preloadResidenceRules(): void {
  void loadRules().catch(() => undefined);
}

/**
 * DLG-1: before a registration starts, asks the residence confirmation the
 * site and IP country call for. `check()` answers 'go' when registration
 * may go on now, 'restricted' for a restricted country (REG-10), or 'dialog'
 * with the dialog open.
 */
export function useResidenceCheck(site: SiteId) {
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const check = useCallback(async (): Promise<'go' | 'dialog' | 'restricted'> => {
    const [{ fetchIpCountry }, rules] = await loadRules();
    const country = await fetchIpCountry().catch(() => null);
    // REG-10: no registration from a restricted country
    if (country && !country.is_visible) return 'restricted';
    const store = localStore();
    const next = rules.residenceDialogFor(site, country, (d) => Boolean(store?.getItem(rules.residenceStorageKey(d))));
    setOpen(
      next && { dialog: next, exitSite: rules.residenceExitSite(next), storageKey: rules.residenceStorageKey(next) },
    );
    return next === null ? 'go' : 'dialog';
  }, [site]);
  const confirm = useCallback(() => {
    if (open) localStore()?.setItem(open.storageKey, String(Date.now()));
    setOpen(null);
  }, [open]);
  const dismiss = useCallback(() => setOpen(null), []);
  return { dialog: open?.dialog ?? null, exitSite: open?.exitSite ?? null, check, confirm, dismiss };
}
