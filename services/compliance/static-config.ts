import type { ComplianceRule } from './rules';

/** CMP-5: the static compliance config (GET of the static config file). */
export interface StaticComplianceConfig {
  readonly redeemAmount: { readonly ext: unknown };
  readonly hideRedeemSite: { readonly action: 'hide'; readonly siteIds: readonly string[] };
  readonly zhHostnameList: { readonly ext: readonly string[] };
  readonly rules: readonly ComplianceRule[];
}

/** CMP-5: the redeem amount setting, passed through as configured. */
export function redeemAmount(config: StaticComplianceConfig): unknown {
  return config.redeemAmount.ext;
}

/** CMP-5: whether the redeem entry is hidden on this site. */
export function isRedeemHidden(config: StaticComplianceConfig, siteId: string): boolean {
  return config.hideRedeemSite.action === 'hide' && config.hideRedeemSite.siteIds.includes(siteId);
}

function normalizeHostname(hostname: string): string {
  // hostnames are case-insensitive and may carry the root's trailing dot
  return hostname.trim().toLowerCase().replace(/\.$/, '');
}

/** CMP-5: whether the hostname is one of the Chinese-language hostnames. */
export function isZhHostname(config: StaticComplianceConfig, hostname: string): boolean {
  const wanted = normalizeHostname(hostname);
  if (wanted === '') return false;
  return config.zhHostnameList.ext.some((listed) => normalizeHostname(listed) === wanted);
}
