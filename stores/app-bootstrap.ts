import { fetchRegulationInfo, fetchStaticComplianceConfig } from '@/services/api/compliance';
import { setRequestPage } from '@/services/http';

import type { ComplianceStore } from './compliance-store';
import { webConfig } from './config-store';
import { connectHttpReactions } from './http-reactions';

let connected = false;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * What every page loads in the browser after its first paint: the request
 * layer learns the page's language and platform, reactions reach the toasts,
 * and the web configuration and compliance inputs arrive. Failures are told
 * by the request layer (a translated toast) and leave defaults in place.
 */
export async function bootstrapPage(
  page: { readonly locale: string; readonly platform: 'mobile' | 'pc' },
  compliance: ComplianceStore,
): Promise<void> {
  setRequestPage(page.locale, page.platform);
  if (!connected) {
    connectHttpReactions();
    connected = true;
  }
  await Promise.allSettled([
    webConfig.load(),
    fetchRegulationInfo(storage()).then((info) => {
      compliance.getState().setRegulationCountry(info.known ? info.region : null);
    }),
    fetchStaticComplianceConfig().then((config) => compliance.getState().setRules(config.rules ?? [])),
  ]);
}
