import type { regulationInfo } from '@/contract/compliance/regulation-info';
import type { complianceStaticConfig } from '@/contract/compliance/static-config';
import type { Facts } from '@/contract/endpoint';
import { loadRegulationInfo, type RegulationInfo } from '@/services/compliance/regulation-cache';
import type { StaticComplianceConfig } from '@/services/compliance/static-config';
import { http } from '@/services/http';

const REGULATION_INFO: Facts<typeof regulationInfo> = {
  method: 'GET',
  path: '/compliance/v1/wall/regulation-info',
  kind: 'other',
  token: true,
};
const STATIC_CONFIG: Facts<typeof complianceStaticConfig> = {
  method: 'GET',
  path: '/compliance/v1/static-config',
  kind: 'other',
  token: true,
};

/** CMP-4: GET /compliance/v1/wall/regulation-info, through the 10 s cache; failure = region unknown. */
export function fetchRegulationInfo(storage: Storage | null): Promise<RegulationInfo> {
  return loadRegulationInfo(async () => (await http.call(REGULATION_INFO, {})).result, { storage });
}

/** CMP-5: the static compliance configuration, rules included. */
export async function fetchStaticComplianceConfig(): Promise<StaticComplianceConfig> {
  return (await http.call(STATIC_CONFIG, {}, { cache: true })).result;
}
