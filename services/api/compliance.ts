import { regulationInfoFacts } from '@/contract/compliance/regulation-info.facts';
import { complianceStaticConfigFacts } from '@/contract/compliance/static-config.facts';
import { loadRegulationInfo, type RegulationInfo } from '@/services/compliance/regulation-cache';
import type { StaticComplianceConfig } from '@/services/compliance/static-config';
import { http } from '@/services/http';

/** CMP-4: GET /compliance/v1/wall/regulation-info, through the 10 s cache; failure = region unknown. */
export function fetchRegulationInfo(storage: Storage | null): Promise<RegulationInfo> {
  return loadRegulationInfo(async () => (await http.call(regulationInfoFacts, {})).result, { storage });
}

/** CMP-5: the static compliance configuration, rules included. */
export async function fetchStaticComplianceConfig(): Promise<StaticComplianceConfig> {
  return (await http.call(complianceStaticConfigFacts, {}, { cache: true })).result;
}
