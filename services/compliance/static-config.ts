import type { complianceStaticConfig } from '@/contract/compliance/static-config';
import type { ResultOf } from '@/contract/endpoint';

/** CMP-5: the static compliance config, rules included (contract/compliance/static-config.ts). */
export type StaticComplianceConfig = ResultOf<typeof complianceStaticConfig>;

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
