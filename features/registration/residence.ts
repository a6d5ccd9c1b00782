import type { SiteId } from '@/config/sites';

/** DLG-1: the residence confirmations registration can raise. */
export type ResidenceDialog =
  'euSiteNoEuResidenceConfirm' | 'mainSiteEuResidenceConfirm' | 'ResidenceConfirm' | 'AeResidenceConfirm';

/** DLG-1: a confirmed dialog stores its time under this key, and is not asked again. */
export function residenceStorageKey(dialog: ResidenceDialog): string {
  return `residence_confirm_${dialog}`;
}

export interface VisitorCountry {
  readonly code: string;
  /** 'EEA' for countries of the European Economic Area */
  readonly group_country: string;
}

/**
 * DLG-1: which residence confirmation the visitor must answer before
 * registering, from the site and the IP country; null when none (or when it
 * was confirmed before, or the country is unknown).
 * - EU site, visitor outside the EEA: confirm EEA residence or go to the global site.
 * - Global site, visitor inside the EEA: go to the EU site or remain.
 * - Georgia and UAE sites, visitor from elsewhere: confirm residence or go global.
 */
export function residenceDialogFor(
  site: SiteId,
  country: VisitorCountry | null,
  confirmed: (dialog: ResidenceDialog) => boolean,
): ResidenceDialog | null {
  if (!country) return null;
  const eea = country.group_country === 'EEA';
  let dialog: ResidenceDialog | null = null;
  if (site === 'EU' && !eea) dialog = 'euSiteNoEuResidenceConfirm';
  else if (site === 'BYBIT' && eea) dialog = 'mainSiteEuResidenceConfirm';
  else if (site === 'GEO' && country.code !== 'GE') dialog = 'ResidenceConfirm';
  else if (site === 'ARE' && country.code !== 'AE') dialog = 'AeResidenceConfirm';
  return dialog && !confirmed(dialog) ? dialog : null;
}

/** DLG-1: where each dialog's way out goes: the other site's register page. */
export function residenceExitSite(dialog: ResidenceDialog): SiteId {
  return dialog === 'mainSiteEuResidenceConfirm' ? 'EU' : 'BYBIT';
}
