import { registrationPhonePermissionFacts } from '@/contract/register/phone-permission.facts';
import type { PagePhonePermission as PhonePermission } from '@/services/page-props';

import { createKeptAnswers, processKeeper, type PageAnswerOptions } from './kept-answers';
import { askEndpoint } from './server-api';

/**
 * LOGIN-2, REG-3 on the server: permission_v2 of the page's site (whether the
 * phone tab is offered) goes out with a sign-in page, so the form's tabs are
 * final in its first paint instead of changing when a browser request
 * answers. Kept per site like the web configuration; null when the api gave
 * none (the browser then asks itself).
 */
export function createPagePhonePermission({ apiOrigin, fetch, ...keep }: PageAnswerOptions) {
  const get = createKeptAnswers(async (site): Promise<PhonePermission | null> => {
    const answer = await askEndpoint(registrationPhonePermissionFacts, { site_id: site }, { apiOrigin, fetch });
    return answer ? { mobile: Boolean(answer.mobile), login_mobile: Boolean(answer.login_mobile) } : null;
  }, keep);
  return (site: string) => get(site);
}

const keeper = processKeeper(createPagePhonePermission);

/** The process's one keeper of the phone permission, for the api and lifetime the environment names. */
export function pagePhonePermission(apiOrigin: string, ttlMs: number, site: string): Promise<PhonePermission | null> {
  return keeper(apiOrigin, ttlMs)(site);
}
