import {
  ATTRIBUTION_FIELDS,
  AUTH_PAGE_PATHS,
  HOME_DESTINATION_HOST_PATTERNS,
  MAIN_PRODUCT_HOST_PATTERNS,
} from '@/config/redirects';
import type { SiteId } from '@/config/sites';

/** Everything the post-login destination depends on; the caller reads it from the page. */
export interface RedirectContext {
  /** origin of the page, e.g. https://www.bybit.com */
  readonly origin: string;
  /** language prefix of the page, e.g. en, zh-TW */
  readonly lang: string;
  readonly siteId: SiteId;
  readonly platform: 'mobile' | 'pc';
  /** query string of the login/register page (redirect_url, attribution) */
  readonly search: string;
  /** document.referrer, or empty */
  readonly referrer: string;
  readonly isNewUser: boolean;
  /** REDIR-1: inside the messaging mini app */
  readonly inMiniApp?: boolean;
  /** REDIR-6: the login started from a mini-app task */
  readonly miniAppTask?: boolean;
  /** REDIR-7: the login happened on an OAuth page */
  readonly oauth?: boolean;
  /** REDIR-4: whether the app download page may be offered */
  readonly downloadAllowed?: boolean;
  /** REDIR-8: origins redirect_url may point to (white-hosts endpoint + config) */
  readonly whitelistedOrigins?: readonly string[];
}

const LANG_PREFIX = /^\/(?:en|[a-z]{2,3}-[a-z0-9]{2,4})(?=\/|$)/i;

/** Percent-decoding as a router would, repeated while it changes (`%256C` → `%6C` → `l`); bad escapes stay. */
function decodePath(pathname: string): string {
  let path = pathname;
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(path);
    } catch {
      return path;
    }
    if (next === path) return path;
    path = next;
  }
  return path;
}

/**
 * The route a path names, as the router would serve it: percent-decoded,
 * lower case, repeated and trailing slashes folded, language prefix gone:
 * `/EN/%6Cogin//` → `/login`.
 */
function routePath(pathname: string): string {
  const folded = decodePath(pathname)
    .toLowerCase()
    .replace(/\/{2,}/g, '/');
  const bare = folded.replace(LANG_PREFIX, '') || '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

export function isAuthPagePath(pathname: string): boolean {
  return AUTH_PAGE_PATHS.includes(routePath(pathname));
}

/** WHATWG parsing relative to the page; null when it does not parse. */
function parse(value: string, base: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

function normaliseOrigin(origin: string): string | null {
  const url = parse(origin, 'http://invalid.invalid');
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  return url.origin;
}

export type RedirectTargetVerdict =
  | { readonly kind: 'allowed'; readonly href: string }
  /** REDIR-9: javascript:, other non-web schemes, or unparsable */
  | { readonly kind: 'home' }
  /** another origin that is not whitelisted: ignored */
  | { readonly kind: 'refused' };

/**
 * REDIR-8, REDIR-9: what a redirect_url may do. Resolved with the WHATWG URL
 * parser (tabs, newlines, backslashes, userinfo and encoded hosts are
 * normalised the way browsers do); the answer is the parsed href, never a
 * string rebuilt from the input.
 */
export function judgeRedirectTarget(
  value: string,
  origin: string,
  whitelistedOrigins: readonly string[] = [],
): RedirectTargetVerdict {
  const url = parse(value.trim(), origin);
  if (!url) return { kind: 'home' };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'home' };
  if (url.username || url.password) return { kind: 'refused' };
  const allowed = new Set([origin, ...whitelistedOrigins].map(normaliseOrigin).filter(Boolean));
  if (!allowed.has(url.origin)) return { kind: 'refused' };
  if (isAuthPagePath(url.pathname)) {
    url.pathname = '/';
  }
  return { kind: 'allowed', href: url.href };
}

function referrerTarget(referrer: string, origin: string): string | null {
  if (!referrer) return null;
  const url = parse(referrer, origin);
  const page = parse(origin, 'http://invalid.invalid');
  if (!url || !page || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  if (url.username || url.password) return null;
  const sameHost = url.host === page.host;
  const mainProduct = url.protocol === 'https:' && MAIN_PRODUCT_HOST_PATTERNS.some((p) => p.test(url.hostname));
  if (!sameHost && !mainProduct) return null;
  if (isAuthPagePath(url.pathname)) return null;
  return url.href;
}

/** REDIR-2..5: where a login ends when nothing else says. */
export function defaultDestination(ctx: RedirectContext): string {
  const host = parse(ctx.origin, 'http://invalid.invalid')?.hostname ?? '';
  const newUser = ctx.isNewUser;
  if (ctx.siteId === 'EU' && newUser) return '/user/accounts/auth/personal';
  if (HOME_DESTINATION_HOST_PATTERNS.some((p) => p.test(host))) return `/${ctx.lang}`;
  if (ctx.platform === 'mobile') {
    if (ctx.downloadAllowed === false) return `/${ctx.lang}`;
    return newUser ? `/${ctx.lang}/download/?newUser=true` : `/${ctx.lang}/download`;
  }
  return newUser ? `/${ctx.lang}/dashboard/?newUser=true` : `/${ctx.lang}/dashboard`;
}

/** REDIR-11: the page's attribution fields added to a same-origin destination (existing ones kept). */
export function carryAttribution(destination: string, search: string, origin: string): string {
  const url = parse(destination, origin);
  if (!url || url.origin !== normaliseOrigin(origin)) return destination;
  const from = new URLSearchParams(search);
  let changed = false;
  for (const field of ATTRIBUTION_FIELDS) {
    const value = from.get(field);
    if (value !== null && !url.searchParams.has(field)) {
      url.searchParams.set(field, value);
      changed = true;
    }
  }
  if (!changed) return destination;
  // keep relative destinations relative
  return destination.startsWith('/') && !destination.startsWith('//')
    ? `${url.pathname}${url.search}${url.hash}`
    : url.href;
}

/**
 * REDIR-1..11: the one decision of where a person goes after logging in or
 * registering. Returns a path on this origin or an absolute, validated href.
 */
export function resolvePostLoginRedirect(ctx: RedirectContext): string {
  const query = new URLSearchParams(ctx.search);
  const carry = (destination: string) => carryAttribution(destination, ctx.search, ctx.origin);

  // REDIR-7: OAuth pages continue the authorization with the same query
  if (ctx.oauth)
    return `/${ctx.lang}/oauth-authorized${ctx.search.startsWith('?') || !ctx.search ? ctx.search : `?${ctx.search}`}`;

  const redirectUrl = query.get('redirect_url');
  const judged = redirectUrl ? judgeRedirectTarget(redirectUrl, ctx.origin, ctx.whitelistedOrigins) : null;
  if (judged?.kind === 'home') return '/';

  // REDIR-6: a mini-app task login returns to its redirect_url, else the task page
  if (ctx.miniAppTask) return judged?.kind === 'allowed' ? judged.href : carry(`/${ctx.lang}/min-app/task`);
  // REDIR-1
  if (ctx.inMiniApp) return `/${ctx.lang}/tg-app/app/home/`;
  // REDIR-8
  if (judged?.kind === 'allowed') return carry(judged.href);
  // REDIR-10
  const back = referrerTarget(ctx.referrer, ctx.origin);
  if (back) return carry(back);
  return carry(defaultDestination(ctx));
}

/**
 * OAUTH-3, REDIR: the one redirect to another origin this front end makes:
 * back to an OAuth client, with the code or the error. The api answers the
 * URL; it is followed only when it parses as http(s) and goes to the very
 * redirect_uri of the request (same origin and path; the api only accepts
 * exactly registered ones). Returns the parsed href, or null.
 */
export function oauthClientRedirect(answer: string, requestedRedirectUri: string): string | null {
  const target = parse(answer, 'http://invalid.invalid');
  const requested = parse(requestedRedirectUri, 'http://invalid.invalid');
  if (!target || !requested || !requestedRedirectUri) return null;
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  if (target.username || target.password) return null;
  if (target.origin !== requested.origin || target.pathname !== requested.pathname) return null;
  if (target.origin === 'http://invalid.invalid') return null;
  return target.href;
}
