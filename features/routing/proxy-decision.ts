import { LANGUAGE_STORAGE_KEY } from '@/config/languages';
import { REGISTER_PATHS, findRoute } from '@/config/routes';
import type { SiteId } from '@/config/sites';

import { pickSiteLanguage, splitLocalePrefix } from './language';
import { detectPlatform, type Platform } from './platform';
import { canonicalHostRedirect, resolveSite } from './site';

export interface ProxyRequest {
  readonly host: string;
  readonly protocol: string;
  /** the path as requested, language prefix included */
  readonly pathname: string;
  /** the query string with its `?`, or empty */
  readonly search: string;
  readonly cookies: Readonly<Record<string, string | undefined>>;
  readonly acceptLanguage: string | null;
  readonly userAgent: string | null;
  readonly defaultSite: SiteId;
}

export interface PageContext {
  readonly site: SiteId;
  readonly locale: string;
  readonly platform: Platform;
  /** path without the language prefix */
  readonly path: string;
  /** MW-7: `/login?tmp_token=…` asks for a quick login */
  readonly quickLogin: boolean;
  /** OAuth pages may be framed by partners and are auth pages */
  readonly isOAuthPage: boolean;
  readonly isAuthPage: boolean;
}

export type ProxyDecision =
  | { readonly kind: 'redirect'; readonly location: string; readonly status: 307 | 308 }
  | { readonly kind: 'page'; readonly context: PageContext };

const ROOT_DESTINATION = '/login';

function isRegisterPath(path: string): boolean {
  return REGISTER_PATHS.includes(path);
}

/**
 * Everything the proxy decides for a page request, as data (MW-1..8): the site
 * from the host, the language, the platform, and any redirect to the canonical
 * prefixed URL. Pure: no I/O, no clock.
 */
export function decideProxy(req: ProxyRequest): ProxyDecision {
  const site = resolveSite(req.host, req.defaultSite);
  const { prefix, rest } = splitLocalePrefix(req.pathname);
  const query = new URLSearchParams(req.search);

  let path = rest === '/' ? ROOT_DESTINATION : rest;
  // MW-5: affiliate links to /register land on sign-up with the same query
  if (path === '/register' && query.has('affiliate_id')) path = '/sign-up';

  const locale = pickSiteLanguage(site, {
    pathLocale: prefix,
    storedLocale: req.cookies[LANGUAGE_STORAGE_KEY],
    acceptLanguage: req.acceptLanguage,
    path,
  });

  // MW-8: the EU site serves register pages from its own host only
  const hostRedirect = site.id === 'EU' && isRegisterPath(path) ? canonicalHostRedirect(site, req.host) : null;
  const target = `/${locale}${path}`;
  const current = req.pathname;
  if (hostRedirect || target !== current) {
    const origin = hostRedirect ? `${req.protocol}//${hostRedirect}` : '';
    return { kind: 'redirect', location: `${origin}${target}${req.search}`, status: 307 };
  }

  const route = findRoute(path);
  return {
    kind: 'page',
    context: {
      site: site.id,
      locale,
      platform: detectPlatform(req.userAgent),
      path,
      quickLogin: path === '/login' && query.has('tmp_token'),
      isOAuthPage: route?.group === 'oauth',
      isAuthPage: route !== undefined,
    },
  };
}
