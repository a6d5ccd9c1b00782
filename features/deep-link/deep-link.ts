import { APP_SCHEME, APP_USER_AGENT_MARKER, WEB_LANGUAGE_PREFIX } from '@/config/app-links';

/** A screen of the app: its route after the scheme and the query it opens with. */
interface AppScreen {
  readonly route: string;
  readonly params?: Readonly<Record<string, string>>;
}

/** Query fields a web link may hand on to the app; everything else is dropped. */
type QueryField = 'ref' | 'affiliate_id' | 'coin';

interface DeepLinkRow {
  /** tested against the path without its language prefix and trailing slash */
  readonly pattern: RegExp;
  /** the app screen for a match; null when a captured part is malformed */
  readonly screen: (match: RegExpExecArray) => AppScreen | null;
  /** query fields this screen understands, in the order they are written */
  readonly keep: readonly QueryField[];
}

/** Trading symbols and coins: letters and digits only, so nothing can break out of the app route. */
const SYMBOL = /^[A-Za-z0-9]{2,20}$/;

function symbolOf(value: string): string | null {
  return SYMBOL.test(value) ? value.toUpperCase() : null;
}

/** Screens whose every captured part is a symbol: null as soon as one of them is malformed. */
function withSymbols(route: string, build: (...symbols: string[]) => Record<string, string>) {
  return (match: RegExpExecArray): AppScreen | null => {
    const symbols = match.slice(1).map(symbolOf);
    if (symbols.some((s) => s === null)) return null;
    return { route, params: build(...(symbols as string[])) };
  };
}

const screen =
  (route: string): DeepLinkRow['screen'] =>
  () => ({ route });

/** UI-3: web pages the app has a native screen for. */
const DEEP_LINK_ROWS: readonly DeepLinkRow[] = [
  { pattern: /^\/login$/, screen: screen('account/login'), keep: [] },
  { pattern: /^\/(?:register|sign-up)$/, screen: screen('account/register'), keep: ['ref', 'affiliate_id'] },
  { pattern: /^\/user\/assets\/deposit$/, screen: screen('assets/deposit'), keep: ['coin'] },
  { pattern: /^\/markets\/overview$/, screen: screen('markets'), keep: [] },
  {
    pattern: /^\/trade\/spot\/([^/]+)\/([^/]+)$/,
    screen: withSymbols('trade/spot', (base, quote) => ({ symbol: `${base}${quote}` })),
    keep: [],
  },
  {
    pattern: /^\/trade\/usdt\/([^/]+)$/,
    screen: withSymbols('trade/futures', (symbol) => ({ category: 'linear', symbol })),
    keep: [],
  },
  {
    pattern: /^\/trade\/inverse\/([^/]+)$/,
    screen: withSymbols('trade/futures', (symbol) => ({ category: 'inverse', symbol })),
    keep: [],
  },
  {
    pattern: /^\/trade\/option\/usdc\/([^/]+)$/,
    screen: withSymbols('trade/option', (baseCoin) => ({ baseCoin })),
    keep: [],
  },
  { pattern: /^\/earn\/home$/, screen: screen('earn/home'), keep: [] },
  { pattern: /^\/earn\/savings$/, screen: screen('earn/savings'), keep: [] },
  { pattern: /^\/user\/assets\/home$/, screen: screen('assets/home'), keep: [] },
  { pattern: /^\/user\/accounts\/auth\/personal$/, screen: screen('account/kyc'), keep: [] },
  { pattern: /^\/vip$/, screen: screen('vip'), keep: [] },
  { pattern: /^\/(?:invite|referral)$/, screen: screen('referral'), keep: ['ref'] },
  { pattern: /^\/(?:rewards-hub|reward)$/, screen: screen('rewards'), keep: [] },
];

/** Codes and ids are passed on as text (encoded); a coin must be a symbol or it is left out. */
const QUERY_FIELD_VALUE: Readonly<Record<QueryField, (value: string) => string | null>> = {
  ref: (value) => freeText(value),
  affiliate_id: (value) => freeText(value),
  coin: (value) => symbolOf(value),
};

const MAX_QUERY_VALUE = 64;

function freeText(value: string): string | null {
  return value.length > 0 && value.length <= MAX_QUERY_VALUE && !/[\u0000-\u001f\u007f]/.test(value) ? value : null;
}

/** Origin that relative links are resolved against when no base is given; `.invalid` never resolves. */
const RELATIVE_ORIGIN = 'https://relative.invalid';

/**
 * The href as a URL of the page's own site, or null: a relative href, or an
 * absolute one on `base`'s origin. Other origins (`//evil.com/login` included)
 * and other schemes (`javascript:`, `data:`) are refused.
 */
function ownSiteUrl(href: string, base: string | undefined): URL | null {
  let origin = RELATIVE_ORIGIN;
  if (base !== undefined) {
    const baseUrl = parseUrl(base);
    if (!baseUrl || (baseUrl.protocol !== 'https:' && baseUrl.protocol !== 'http:')) return null;
    origin = baseUrl.origin;
  } else if (parseUrl(href)) {
    // absolute, and no base to say it is this site's
    return null;
  }
  const url = parseUrl(href, base ?? RELATIVE_ORIGIN);
  return url && url.origin === origin ? url : null;
}

/** `URL.parse` without needing it: the app's older web views lack it. */
function parseUrl(href: string, base?: string): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

function appHref(target: AppScreen, query: URLSearchParams, keep: readonly QueryField[]): string {
  const params: [string, string][] = Object.entries(target.params ?? {});
  for (const field of keep) {
    const given = query.get(field);
    const value = given === null ? null : QUERY_FIELD_VALUE[field](given);
    if (value !== null) params.push([field, value]);
  }
  const search = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `${APP_SCHEME}${target.route}${search ? `?${search}` : ''}`;
}

/**
 * UI-3: the app link for a web link of this site (`/en/trade/spot/BTC/USDT`
 * → `bybitapp://trade/spot?symbol=BTCUSDT`), or null when the app has no
 * screen for it, a symbol is malformed, or the link leaves the site. Absolute
 * links count as the site's only when `base` (the page's URL) shares their
 * origin.
 */
export function deepLinkFor(webHref: string, base?: string): string | null {
  const url = ownSiteUrl(webHref, base);
  if (!url) return null;
  const path = url.pathname.replace(WEB_LANGUAGE_PREFIX, '').replace(/\/+$/, '');
  for (const row of DEEP_LINK_ROWS) {
    const match = row.pattern.exec(path);
    if (!match) continue;
    const target = row.screen(match);
    return target ? appHref(target, url.searchParams, row.keep) : null;
  }
  return null;
}

/** UI-3: whether the page is shown in the app's web view (its user agent carries the app's marker). */
export function isInsideApp(userAgent: string | null | undefined): boolean {
  return !!userAgent && APP_USER_AGENT_MARKER.test(userAgent);
}

/** UI-3: the href a link should carry: the app link inside the app when there is one, else the web link. */
export function appLinkHref(href: string, options: { readonly insideApp: boolean; readonly base?: string }): string {
  if (!options.insideApp) return href;
  return deepLinkFor(href, options.base) ?? href;
}
