import { fetchRegulationInfo, fetchStaticComplianceConfig } from '@/services/api/compliance';
import { fetchProfile, isLoggedIn } from '@/services/api/user';
import { NO_ACCOUNT_ID } from '@/services/compliance/rules';
import { RET_CODES } from '@/services/errors/ret-codes';
import { ApiError, setRequestPage } from '@/services/http';
import { getUserToken } from '@/services/identity';
import { localStore } from '@/services/local-store';
import { nextTask } from '@/services/next-task';

import type { ComplianceStore } from './compliance-store';
import { webConfig } from './config-store';
import { connectHttpReactions } from './http-reactions';

let connected = false;

const ignore = (): void => undefined;

/**
 * CMP-3: the account compliance rules see: the signed-in account's id, or
 * NO_ACCOUNT_ID when nobody is signed in (no token, or the api says the
 * session is over); null while that cannot be told (the api is unreachable).
 */
export async function complianceAccountId(): Promise<string | null> {
  if (!getUserToken()) return NO_ACCOUNT_ID;
  try {
    const profile = await fetchProfile();
    return isLoggedIn(profile) ? String(profile.id) : NO_ACCOUNT_ID;
  } catch (error) {
    return error instanceof ApiError && error.code === RET_CODES.sessionInvalid ? NO_ACCOUNT_ID : null;
  }
}

/**
 * What every page loads in the browser after its first paint: the request
 * layer learns the page's language and platform, reactions reach the toasts,
 * and the web configuration and compliance inputs (rules, regulation country,
 * account) arrive. Each call starts in a task of its own (a request costs the
 * page a few milliseconds to send), and all are in flight together. Failures
 * are told by the request layer (a translated toast) and leave defaults in
 * place.
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
  const calls: ReadonlyArray<() => Promise<unknown>> = [
    () => webConfig.load(),
    () =>
      fetchRegulationInfo(localStore()).then((info) => {
        compliance.getState().setRegulationCountry(info.known ? info.region : null);
      }),
    () => fetchStaticComplianceConfig().then((config) => compliance.getState().setRules(config.rules ?? [])),
    () => complianceAccountId().then((accountId) => compliance.getState().setAccountId(accountId)),
  ];
  const inFlight: Promise<unknown>[] = [];
  for (const call of calls) {
    await nextTask();
    // settled as it starts: a call that fails while the next ones wait for
    // their task is already handled (its toast is the request layer's)
    inFlight.push(call().then(ignore, ignore));
  }
  await Promise.all(inFlight);
}
