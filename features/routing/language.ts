import { LOCALE_ALIASES, findLocale, type Locale } from '@/config/languages';
import { siteLanguagesForPath, type SiteConfig } from '@/config/sites';

/** MW-1: a language prefix is `en` or `xx-XX` / `xx-YYY` (`tr-TUR`, `es-419`). */
const PREFIX = /^(?:en|[a-z]{2,3}-[a-z0-9]{2,4})$/i;

export interface SplitPath {
  /** the prefix as written, or null when the first segment is no language */
  readonly prefix: string | null;
  /** the path without the prefix, always starting with `/` */
  readonly rest: string;
}

/** MW-1: strips a leading language segment before route matching. */
export function splitLocalePrefix(pathname: string): SplitPath {
  const m = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (m && PREFIX.test(m[1])) return { prefix: m[1], rest: m[2] ?? '/' };
  return { prefix: null, rest: pathname || '/' };
}

/** SITE-9 and page rules: the languages a site offers on a page. */
export const allowedLanguages = siteLanguagesForPath;

/** MW-8: on the EU site the Dutch site's locales become their EU twins. */
const EU_REMAP: Readonly<Record<string, Locale>> = { 'en-nl': 'en-EU', 'nl-nl': 'nl-EU' };

/**
 * The site's own spelling of a locale: exact match, a known alias, the EU remap,
 * or the site's locale of the same language (`en` → `en-HK` on Hong Kong).
 * Undefined when the site offers nothing for that language.
 */
export function matchSiteLanguage(
  code: string | null | undefined,
  site: SiteConfig,
  allowed: readonly Locale[] = site.languages,
): Locale | undefined {
  if (!code) return undefined;
  const lower = code.toLowerCase();
  const exact = allowed.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  if (site.id === 'EU' && EU_REMAP[lower] && allowed.includes(EU_REMAP[lower])) return EU_REMAP[lower];
  const alias = Object.entries(LOCALE_ALIASES).find(([k]) => k.toLowerCase() === lower)?.[1];
  if (alias && allowed.includes(alias)) return alias;
  const lang = (findLocale(alias ?? code)?.lang ?? lower.split('-')[0]).toLowerCase();
  return allowed.find((l) => l.split('-')[0].toLowerCase() === lang);
}

/** SITE-7: browser languages that are sent to English. */
const BROWSER_TO_ENGLISH = ['ko-kr', 'zh-cn', 'fr-fr'];
const GLOBAL_BROWSER_TO_ENGLISH = ['zh-hk', 'en-hk'];

/** Accept-Language tags, best first (q-values honoured, `*` dropped). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);
}

/** SITE-7: the browser-language mappings applied before matching. */
export function mapBrowserLanguage(tag: string, site: SiteConfig): string {
  const lower = tag.toLowerCase();
  if (BROWSER_TO_ENGLISH.includes(lower)) return 'en';
  if (site.id === 'BYBIT' && GLOBAL_BROWSER_TO_ENGLISH.includes(lower)) return 'en';
  return tag;
}

export interface LanguageSources {
  /** the path prefix, if any */
  readonly pathLocale?: string | null;
  /** the stored choice (BYBIT_LANG_KEY cookie) */
  readonly storedLocale?: string | null;
  /** the Accept-Language header */
  readonly acceptLanguage?: string | null;
  /** the path without prefix, for page-specific rules (sign-up) */
  readonly path?: string;
}

/**
 * MW-3, SITE-6..9: path prefix, then stored choice, then browser language, then
 * the site default; whatever is chosen is forced into the page's allowed list.
 */
export function pickSiteLanguage(site: SiteConfig, sources: LanguageSources): Locale {
  const allowed = allowedLanguages(site, sources.path ?? '/');
  const first = allowed[0];
  const fromPath = matchSiteLanguage(sources.pathLocale, site, allowed);
  if (fromPath) return fromPath;
  if (sources.storedLocale) {
    // SITE-8: a stored choice the site does not offer falls back to the first allowed language
    return matchSiteLanguage(sources.storedLocale, site, allowed) ?? first;
  }
  for (const tag of parseAcceptLanguage(sources.acceptLanguage)) {
    const match = matchSiteLanguage(mapBrowserLanguage(tag, site), site, allowed);
    if (match) return match;
  }
  return allowed.includes(site.defaultLanguage) ? site.defaultLanguage : first;
}
