import { ALL_LOCALES } from './languages';

/** Translation namespaces, one per screen family plus `common` (SITE-3). */
export const NAMESPACES = [
  'common',
  'auth',
  'signup',
  'landing',
  'dialogs',
  'login',
  'register',
  'invite',
  'benefits',
  'affiliate',
  'verify',
  'oauth',
  'telegram',
  'unblock',
  'errors',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Next's locale routing gets a placeholder default locale so that an
 * un-prefixed path is visible to the proxy as locale `default` and can be
 * redirected to its prefixed form (MW-4).
 */
export const ROUTING_DEFAULT_LOCALE = 'default';

/** i18next options shared by the server and the browser instances. */
export const i18nSharedConfig = {
  i18n: {
    defaultLocale: ROUTING_DEFAULT_LOCALE,
    locales: [ROUTING_DEFAULT_LOCALE, ...ALL_LOCALES],
    localeDetection: false as const,
  },
  defaultNS: 'common',
  ns: [...NAMESPACES],
  // every language carries every key (tests/i18n/translations.test.ts); no fallback payload
  fallbackLng: false as const,
  // SITE-3: client-side loads retry 5 times with a 350 ms initial backoff
  maxRetries: 5,
  retryTimeout: 350,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};
