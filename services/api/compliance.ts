import { loadRegulationInfo, type RegulationInfo } from '@/services/compliance/regulation-cache';
import type { StaticComplianceConfig } from '@/services/compliance/static-config';
import { http } from '@/services/http';

/** CMP-4: GET /compliance/v1/wall/regulation-info, through the 10 s cache; failure = region unknown. */
export function fetchRegulationInfo(storage: Storage | null): Promise<RegulationInfo> {
  return loadRegulationInfo(
    async () => {
      const res = await http.get<{ restrictOperate: boolean; regulationCountry: string }>(
        '/compliance/v1/wall/regulation-info',
      );
      return res.result;
    },
    { storage },
  );
}

/** CMP-5: the static compliance configuration, rules included. */
export async function fetchStaticComplianceConfig(): Promise<StaticComplianceConfig> {
  return (await http.get<StaticComplianceConfig>('/compliance/v1/static-config', { cache: true })).result;
}
