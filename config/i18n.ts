import { ALL_LOCALES } from './languages';

/** Translation namespaces, one per screen family plus `common` (SITE-3). */
export const NAMESPACES = [
  'common',
  'auth',
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
  'recovery',
  'errors',
  'security',
  'passkey',
  'passkey-settings',
  'devices',
  'reproof',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Next's locale routing gets a placeholder default locale so that an
 * un-prefixed path is visible to the proxy as locale `default` and can be
 * redirected to its prefixed form (MW-4).
 */
export const ROUTING_DEFAULT_LOCALE = 'default';

/** Next's locale routing (next.config.ts): every language a path prefix, none detected. */
export const LOCALE_ROUTING = {
  defaultLocale: ROUTING_DEFAULT_LOCALE,
  locales: [ROUTING_DEFAULT_LOCALE, ...ALL_LOCALES],
  localeDetection: false as const,
};
