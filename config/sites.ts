import { REMOVED_LOCALES, SIGN_UP_EXCLUDED_LOCALES, type Locale } from './languages';

/** SITE-1: the global site and the regulated regional sites. */
export const SITE_IDS = ['BYBIT', 'HKG', 'TUR', 'KAZ', 'NLD', 'GEO', 'IDN', 'ARE', 'EU', 'JPN'] as const;
export type SiteId = (typeof SITE_IDS)[number];

export interface SiteConfig {
  readonly id: SiteId;
  /** dev host prefix: `{devName}.localhost` resolves to loopback in browsers */
  readonly devName: string | null;
  /** production hosts; the first is the canonical one */
  readonly hosts: readonly string[];
  /** allowed languages, in menu order; the first is the fallback (SITE-6, SITE-8) */
  readonly languages: readonly Locale[];
  /** language for a visitor with no preference (MW-3) */
  readonly defaultLanguage: Locale;
  /** whether the site is a regulated regional one (compliance endpoints, captcha lists) */
  readonly regulated: boolean;
}

/** SITE-2: the global list; fil-PH and hi-IN are dropped on sign-up (SITE-9). */
const GLOBAL_LANGUAGES: readonly Locale[] = [
  'en',
  'zh-TW',
  'ja-JP',
  'ko-KR',
  'ru-RU',
  'es-ES',
  'vi-VN',
  'tr-TR',
  'pt-BR',
  'fr-FR',
  'th-TH',
  'id-ID',
  'kk-KZ',
  'uk-UA',
  'ar-SA',
  'nl-NL',
  'pl-PL',
  'ro-RO',
  'fil-PH',
  'hi-IN',
];

/** SITE-2: the EU site offers 13 languages, en-EU first. */
const EU_LANGUAGES: readonly Locale[] = [
  'en-EU',
  'de-EU',
  'fr-EU',
  'es-EU',
  'it-EU',
  'nl-EU',
  'pl-EU',
  'pt-EU',
  'ro-EU',
  'cs-EU',
  'el-EU',
  'hu-EU',
  'bg-EU',
];

export const SITES: Readonly<Record<SiteId, SiteConfig>> = {
  BYBIT: {
    id: 'BYBIT',
    devName: null,
    hosts: ['www.bybit.com', 'bybit.com'],
    languages: GLOBAL_LANGUAGES,
    defaultLanguage: 'en',
    regulated: false,
  },
  HKG: {
    id: 'HKG',
    devName: 'hk',
    hosts: ['www.bybit.com.hk', 'bybit.com.hk'],
    languages: ['zh-HK', 'en-HK'],
    defaultLanguage: 'zh-HK',
    regulated: true,
  },
  TUR: {
    id: 'TUR',
    devName: 'tr',
    hosts: ['www.bybit-tr.com', 'bybit-tr.com'],
    languages: ['tr-TUR', 'en-TR'],
    defaultLanguage: 'tr-TUR',
    regulated: true,
  },
  KAZ: {
    id: 'KAZ',
    devName: 'kz',
    hosts: ['www.bybit.kz', 'bybit.kz'],
    languages: ['kk-KAZ', 'ru-KAZ', 'en-KAZ'],
    defaultLanguage: 'ru-KAZ',
    regulated: true,
  },
  NLD: {
    id: 'NLD',
    devName: 'nl',
    hosts: ['www.bybit.nl', 'bybit.nl'],
    languages: ['nl-NL', 'en-NL'],
    defaultLanguage: 'nl-NL',
    regulated: true,
  },
  GEO: {
    id: 'GEO',
    devName: 'ge',
    hosts: ['www.bybit.ge', 'bybit.ge'],
    languages: ['ka-GEO', 'en-GEO'],
    defaultLanguage: 'ka-GEO',
    regulated: true,
  },
  IDN: {
    id: 'IDN',
    devName: 'id',
    hosts: ['www.bybit.co.id', 'bybit.co.id'],
    languages: ['id-IDN', 'en-IDN'],
    defaultLanguage: 'id-IDN',
    regulated: true,
  },
  ARE: {
    id: 'ARE',
    devName: 'ae',
    hosts: ['www.bybit.ae', 'bybit.ae'],
    languages: ['en-ARE', 'ar-ARE'],
    defaultLanguage: 'en-ARE',
    regulated: true,
  },
  EU: {
    id: 'EU',
    devName: 'eu',
    hosts: ['www.bybit.eu', 'bybit.eu'],
    languages: EU_LANGUAGES,
    defaultLanguage: 'en-EU',
    regulated: true,
  },
  JPN: {
    id: 'JPN',
    devName: 'jp',
    hosts: ['www.bybit.co.jp', 'bybit.co.jp'],
    languages: ['ja-JP', 'en-JP'],
    defaultLanguage: 'ja-JP',
    regulated: true,
  },
};

export const DEFAULT_SITE: SiteId = 'BYBIT';

export function isSiteId(value: string | undefined): value is SiteId {
  return (SITE_IDS as readonly string[]).includes(value ?? '');
}

/**
 * SITE-1: the site each host name serves (lower-case, without port): the
 * production hosts, and `{devName}.localhost` (with or without www) in
 * development. Plain localhost and unknown hosts are not in it: they get the
 * configured default site.
 */
export const SITE_OF_HOST: ReadonlyMap<string, SiteId> = new Map(
  SITE_IDS.flatMap((id) => {
    const site = SITES[id];
    const dev = site.devName ? [`${site.devName}.localhost`, `www.${site.devName}.localhost`] : [];
    return [...site.hosts, ...dev].map((host) => [host, id] as const);
  }),
);

/** Host name without port, lower-cased. `[::1]:3000` keeps its brackets. */
export function hostName(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d+$/, '');
}

/** The site a Host header names (SITE_OF_HOST), or undefined for plain localhost and unknown hosts. */
export function siteOfHost(host: string): SiteId | undefined {
  return SITE_OF_HOST.get(hostName(host));
}

/** SITE-9: the languages a site offers on a page (es-419 never; fil-PH and hi-IN not on sign-up). */
export function siteLanguagesForPath(site: SiteConfig, path: string): readonly Locale[] {
  const isSignUp = path === '/sign-up' || path.startsWith('/sign-up/');
  return site.languages.filter(
    (l) => !REMOVED_LOCALES.includes(l) && !(isSignUp && SIGN_UP_EXCLUDED_LOCALES.includes(l)),
  );
}

/**
 * The origin serving `site`, seen from the page at `current`: on a dev host
 * (localhost, *.localhost) the site's dev name keeps the protocol and port;
 * elsewhere the site's first production host over https.
 */
export function siteOrigin(site: SiteConfig, current: { protocol: string; hostname: string; port: string }): string {
  const host = current.hostname.toLowerCase();
  const dev = host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
  if (!dev) return `https://${site.hosts[0]}`;
  const name = site.devName ? `${site.devName}.localhost` : 'localhost';
  return `${current.protocol}//${name}${current.port ? `:${current.port}` : ''}`;
}

/** A page of another site, in that site's default language: `{origin}/{lang}{path}`. */
export function sitePageHref(
  site: SiteConfig,
  current: { protocol: string; hostname: string; port: string },
  path: string,
): string {
  return `${siteOrigin(site, current)}/${site.defaultLanguage}${path}`;
}

/** DLG-2: the regional sites that serve the residents of one country (ISO 3166 alpha-2). */
export const COUNTRY_SITES: Readonly<Record<string, SiteId>> = {
  NL: 'NLD',
  TR: 'TUR',
  KZ: 'KAZ',
  GE: 'GEO',
  ID: 'IDN',
  AE: 'ARE',
  JP: 'JPN',
  HK: 'HKG',
};

/** DLG-2: the region each regional site serves, as the page names it (Intl region codes). */
export const SITE_REGIONS: Readonly<Partial<Record<SiteId, string>>> = {
  EU: 'EU',
  ...Object.fromEntries(Object.entries(COUNTRY_SITES).map(([country, site]) => [site, country])),
};
