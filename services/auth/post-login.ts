import { AUTH_CONFIG_KEYS } from '@/config/auth';
import { MINI_APP_TASK_QUERY } from '@/config/redirects';
import type { SiteId } from '@/config/sites';
import { fetchWhiteHosts } from '@/services/api/user';
import { inMiniApp } from '@/services/mini-app';
import { resolvePostLoginRedirect, type RedirectContext } from '@/services/redirect-policy';

export interface PostLoginPage {
  readonly site: SiteId;
  readonly locale: string;
  readonly platform: 'mobile' | 'pc';
}

/** REDIR-4: downloads are allowed unless the web config says 'false'. */
export function downloadAllowed(config: Readonly<Record<string, string>>): boolean {
  return config[AUTH_CONFIG_KEYS.downloadAllowed] !== 'false';
}

/** REDIR-6: a mini-app login that a task page started (`?from=task`). */
export function isMiniAppTaskLogin(search: string): boolean {
  return new URLSearchParams(search).get(MINI_APP_TASK_QUERY.name) === MINI_APP_TASK_QUERY.value;
}

/**
 * The redirect context of the page the person is on, read from the browser:
 * origin, query, referrer, and the white hosts (REDIR-8; a failed lookup
 * means only this origin is trusted).
 */
export async function browserRedirectContext(
  page: PostLoginPage,
  config: Readonly<Record<string, string>>,
  facts: { readonly isNewUser: boolean; readonly oauth?: boolean },
): Promise<RedirectContext> {
  const whitelistedOrigins = await fetchWhiteHosts().catch(() => [] as string[]);
  const miniApp = inMiniApp();
  return {
    origin: window.location.origin,
    lang: page.locale,
    siteId: page.site,
    platform: page.platform,
    search: window.location.search,
    referrer: document.referrer,
    isNewUser: facts.isNewUser,
    inMiniApp: miniApp,
    miniAppTask: miniApp && isMiniAppTaskLogin(window.location.search),
    oauth: facts.oauth,
    downloadAllowed: downloadAllowed(config),
    whitelistedOrigins,
  };
}

/** REDIR-1..11: where the browser goes once a session exists. */
export async function postLoginDestination(
  page: PostLoginPage,
  config: Readonly<Record<string, string>>,
  facts: { readonly isNewUser: boolean; readonly oauth?: boolean },
): Promise<string> {
  return resolvePostLoginRedirect(await browserRedirectContext(page, config, facts));
}
