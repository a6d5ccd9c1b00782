import { WEB_LANGUAGE_PREFIX } from '@/config/app-links';
import {
  CONTENT_KINDS,
  CONTENT_LANGUAGES,
  DEFAULT_CONTENT_LANGUAGE,
  GLOBAL_CONTENT_SITES,
  GLOBAL_ONLY_CONTENT,
  HK_REGULATED_HOST,
  type ContentKind,
} from '@/config/content-links';
import { findLocale } from '@/config/languages';
import { DEFAULT_SITE, SITE_IDS, SITES, type SiteId } from '@/config/sites';

/** `www.bybit.com.hk` → `bybit.com.hk`: the domain the content sub-domains hang off. */
function domainOf(host: string): string {
  return host.replace(/^www\./, '');
}

const GLOBAL_DOMAIN = domainOf(SITES[DEFAULT_SITE].hosts[0]);

/** Every production host of every site, and every site's domain: links to them are the exchange's own. */
const WEB_HOSTS: ReadonlySet<string> = new Set(SITE_IDS.flatMap((id) => SITES[id].hosts));
const DOMAINS: ReadonlySet<string> = new Set(SITE_IDS.map((id) => domainOf(SITES[id].hosts[0])));

/** The host name as compared: lower case, without port or trailing dot. */
function hostName(host: string | undefined): string | null {
  const given = host?.trim().toLowerCase();
  if (!given) return null;
  const name = given.startsWith('[') ? given.slice(0, given.indexOf(']') + 1) : given.replace(/:\d*$/, '');
  return name.replace(/\.$/, '') || null;
}

/**
 * UI-4: the domain serving `kind` for `site`, seen from `host`. Content lives
 * on the site's own domain, except blog and learn for the sites that leave
 * them to the global one (NLD, HKG) and for any page on an HK-regulated host.
 * The domain always comes from the site's table, never from the host, so dev
 * hosts (`localhost`, `hk.localhost`) read the site's production domain.
 */
function contentDomain(kind: ContentKind, site: SiteId, host: string | undefined): string {
  const own = domainOf(SITES[site].hosts[0]);
  if (!GLOBAL_ONLY_CONTENT.includes(kind)) return own;
  const current = hostName(host);
  const hkRegulated = current !== null && HK_REGULATED_HOST.test(current);
  return GLOBAL_CONTENT_SITES.includes(site) || hkRegulated ? GLOBAL_DOMAIN : own;
}

/**
 * UI-4: the content sites' path language for a product locale: the locale's
 * language (`de-EU` → `de`, `ru-KAZ` → `ru`, `en-HK` → `en`), every Chinese
 * locale `zh-TW`; a language the content sites do not publish reads English.
 */
export function contentLanguage(locale: string): string {
  const code = findLocale(locale)?.value ?? locale;
  const language = code.split('-')[0].toLowerCase();
  const candidate = language === 'zh' ? 'zh-TW' : language;
  return CONTENT_LANGUAGES.includes(candidate) ? candidate : DEFAULT_CONTENT_LANGUAGE;
}

/** UI-4: the home of a content site for this site, language and page host: `https://blog.bybit.com/en/`. */
export function contentLinkHref(kind: ContentKind, site: SiteId, locale: string, host?: string): string {
  return `https://${kind}.${contentDomain(kind, site, host)}/${contentLanguage(locale)}/`;
}

/** Origin relative links are resolved against; `.invalid` is never a real host. */
const RELATIVE_ORIGIN = 'https://relative.invalid';

function parseUrl(href: string): URL | null {
  try {
    return new URL(href, RELATIVE_ORIGIN);
  } catch {
    return null;
  }
}

const CONTENT_PATH = new RegExp(`^/(${CONTENT_KINDS.join('|')})(?:/(.*))?$`);

function isContentKind(value: string): value is ContentKind {
  return (CONTENT_KINDS as readonly string[]).includes(value);
}

/** `blog.bybit.nl` → `blog`: a content sub-domain of any of the exchange's domains. */
function contentKindOfHost(host: string): ContentKind | null {
  const dot = host.indexOf('.');
  const kind = host.slice(0, dot);
  return dot > 0 && isContentKind(kind) && DOMAINS.has(host.slice(dot + 1)) ? kind : null;
}

/**
 * UI-4: a link to content, pointed at the right content site.
 * - a page of the exchange's web site under `/blog`, `/learn` or
 *   `/announcements` (relative, or on any site's host or the current one,
 *   language prefix or not) moves to that content site in the reader's
 *   language: `/en/blog/xyz` → `https://blog.bybit.com/en/xyz`;
 * - a link already on a content sub-domain of any site keeps its path and
 *   moves to the sub-domain this site uses: `https://blog.bybit.nl/post/abc`
 *   → `https://blog.bybit.com/post/abc`;
 * anything else, and anything already right, comes back as it was given.
 */
export function rewriteContentLink(href: string, site: SiteId, locale: string, host?: string): string {
  const url = parseUrl(href);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return href;
  const relative = url.origin === RELATIVE_ORIGIN;
  if (relative && !href.trimStart().startsWith('/')) return href;

  if (relative || WEB_HOSTS.has(url.hostname) || url.hostname === hostName(host)) {
    const page = CONTENT_PATH.exec(url.pathname.replace(WEB_LANGUAGE_PREFIX, ''));
    if (!page) return href;
    const kind = page[1] as ContentKind;
    return `${contentLinkHref(kind, site, locale, host)}${page[2] ?? ''}${url.search}${url.hash}`;
  }

  const kind = contentKindOfHost(url.hostname);
  if (!kind) return href;
  const target = `${kind}.${contentDomain(kind, site, host)}`;
  if (url.hostname === target && url.protocol === 'https:' && url.port === '') return href;
  return `https://${target}${url.pathname}${url.search}${url.hash}`;
}
