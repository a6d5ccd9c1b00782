import { ATTRIBUTION_FIELDS } from '@/config/redirects';
import { startThirdPartyLogin } from '@/services/api/thirdparty';

import { PENDING_THIRDPARTY_KEY, type PendingThirdParty } from './thirdparty';

/** ROUTE-2: where the provider sends the person back: the Turkish pages have their own return page. */
export function returnPath(pagePath: string): '/authorized' | '/tr-authorized' {
  return pagePath.startsWith('/tr-') ? '/tr-authorized' : '/authorized';
}

/** REDIR-11: the attribution fields of the page's query, carried through the provider to a new account. */
export function attributionOf(search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  const picked: Record<string, string> = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const value = query.get(field);
    if (value) picked[field] = value.slice(0, 256);
  }
  return picked;
}

/**
 * LOGIN-6: starts a sign-in at the provider: the page's language and query
 * wait in session storage meanwhile; answers the provider's address to go
 * to. Loaded when a "Continue with …" button is pressed, not with the page.
 */
export async function startThirdParty(start: {
  readonly provider: string;
  readonly label: string;
  readonly locale: string;
  readonly path: string;
}): Promise<string> {
  const search = window.location.search;
  const pending: PendingThirdParty = {
    provider: start.provider,
    label: start.label,
    lang: start.locale,
    search,
    startedAt: Date.now(),
  };
  window.sessionStorage.setItem(PENDING_THIRDPARTY_KEY, JSON.stringify(pending));
  return startThirdPartyLogin(
    start.provider,
    `${window.location.origin}${returnPath(start.path)}`,
    attributionOf(search),
  );
}
