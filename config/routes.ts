import type { Namespace } from './i18n';
import type { RouteTheme } from './theme';

/**
 * Every page route of the front end (ROUTE-1..4) with its layout (LAYOUT-1..4)
 * and the translation namespaces its screen reads.
 */
export type HeaderMode = 'shown' | 'visually-hidden' | 'none';

export interface RouteLayout {
  readonly header: HeaderMode;
  readonly copyrightFooter: boolean;
  readonly cookieNotice: boolean;
  /** LAYOUT-4: what the page opens in before the person chooses (config/theme.ts) */
  readonly theme: RouteTheme;
}

export type RouteGroup = 'auth' | 'oauth' | 'telegram' | 'other';

export interface RouteConfig {
  /** path without the language prefix */
  readonly path: string;
  /** namespace holding this screen's texts, title included */
  readonly namespace: Namespace;
  /** other namespaces the screen reads (the shared sign-in forms are in `auth`) */
  readonly alsoReads?: readonly Namespace[];
  readonly group: RouteGroup;
  readonly layout: RouteLayout;
}

const standard: RouteLayout = { header: 'shown', copyrightFooter: true, cookieNotice: true, theme: 'system' };
const headerless: RouteLayout = { ...standard, header: 'none' };
const oauthLayout: RouteLayout = { header: 'none', copyrightFooter: false, cookieNotice: false, theme: 'system' };

export const ROUTES = [
  // ROUTE-1
  { path: '/login', namespace: 'login', alsoReads: ['auth', 'passkey'], group: 'auth', layout: standard },
  { path: '/register', namespace: 'register', alsoReads: ['auth'], group: 'auth', layout: standard },
  { path: '/tr-register', namespace: 'register', alsoReads: ['auth'], group: 'auth', layout: standard },
  { path: '/tr-login', namespace: 'login', alsoReads: ['auth', 'passkey'], group: 'auth', layout: standard },
  {
    path: '/sign-up',
    namespace: 'register',
    alsoReads: ['auth', 'affiliate'],
    group: 'auth',
    layout: { ...standard, header: 'visually-hidden', theme: 'dark' },
  },
  { path: '/web2', namespace: 'register', alsoReads: ['auth'], group: 'auth', layout: standard },
  {
    path: '/friend-invite',
    namespace: 'invite',
    alsoReads: ['auth', 'register', 'affiliate'],
    group: 'auth',
    layout: { ...standard, theme: 'dark' },
  },
  {
    path: '/invite',
    namespace: 'invite',
    alsoReads: ['auth', 'register', 'affiliate'],
    group: 'auth',
    layout: standard,
  },
  {
    path: '/channel-register',
    namespace: 'register',
    alsoReads: ['auth'],
    group: 'auth',
    layout: headerless,
  },
  {
    path: '/exclusive-benefits',
    namespace: 'benefits',
    alsoReads: ['auth', 'register', 'affiliate'],
    group: 'auth',
    layout: { ...headerless, cookieNotice: false },
  },
  { path: '/email-code-verify', namespace: 'verify', alsoReads: ['register'], group: 'auth', layout: headerless },
  // ROUTE-2
  { path: '/oauth', namespace: 'oauth', group: 'oauth', layout: oauthLayout },
  { path: '/oauth-log-out', namespace: 'oauth', group: 'oauth', layout: oauthLayout },
  {
    path: '/oauth-login',
    namespace: 'oauth',
    alsoReads: ['auth', 'login', 'passkey'],
    group: 'oauth',
    layout: oauthLayout,
  },
  { path: '/oauth-register', namespace: 'oauth', alsoReads: ['auth', 'register'], group: 'oauth', layout: oauthLayout },
  { path: '/oauth-authorized', namespace: 'oauth', group: 'oauth', layout: oauthLayout },
  { path: '/authorized', namespace: 'oauth', alsoReads: ['auth'], group: 'auth', layout: headerless },
  { path: '/tr-authorized', namespace: 'oauth', alsoReads: ['auth'], group: 'auth', layout: headerless },
  // ROUTE-3
  {
    path: '/telegram-register-login',
    namespace: 'telegram',
    alsoReads: ['auth', 'register'],
    group: 'telegram',
    layout: standard,
  },
  { path: '/earn/tg-page', namespace: 'telegram', group: 'telegram', layout: standard },
  // LOGIN-7: the page a login QR code carries, opened on the signed-in device
  { path: '/qrcode/confirm', namespace: 'login', alsoReads: ['auth'], group: 'other', layout: standard },
  // ROUTE-4
  { path: '/self-unblock', namespace: 'unblock', alsoReads: ['auth'], group: 'auth', layout: standard },
  // ROUTE-5, issue 26: password reset (the new password's rules are sign-up's) and a lost second factor
  {
    path: '/app/user/retrieve',
    namespace: 'recovery',
    alsoReads: ['auth', 'register'],
    group: 'auth',
    layout: standard,
  },
  { path: '/app/user/security-item-find', namespace: 'recovery', alsoReads: ['auth'], group: 'auth', layout: standard },
] as const satisfies readonly RouteConfig[];

/** Layout of pages outside the table (404, 500): the standard shell. */
export const DEFAULT_LAYOUT: RouteLayout = standard;

/** Pages reached through the register entry points (MW-8 EU host rule, MW-9 ad script). */
export const REGISTER_PATHS: readonly string[] = [
  '/register',
  '/sign-up',
  '/tr-register',
  '/channel-register',
  '/web2',
];

/** ROUTE-4: paths recorded and honoured as referrers though this front end does not serve them. */
export const REFERRER_ONLY_PATHS: readonly string[] = ['/annual-report-2024'];

/** ROUTE-5: destinations elsewhere in the exchange that these pages link to. */
export const EXTERNAL_PATHS = {
  accountInfo: '/app/user/account-info',
  autoBanAccount: '/app/user/auto-ban-account',
  securityItemFind: '/app/user/security-item-find',
  retrieve: '/app/user/retrieve',
  subAccountLogin: '/app/user/sub-account-login',
  personalAuth: '/user/accounts/auth/personal',
  privacyPolicy: (lang: string) => `/${lang}/legal/policies-and-rules/privacy-policy`,
  termsOfService: (lang: string) => `/${lang}/legal/policies-and-rules/terms-of-service`,
} as const;

const byPath = new Map<string, RouteConfig>(ROUTES.map((r) => [r.path, r]));

export function findRoute(path: string): RouteConfig | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return byPath.get(clean);
}

/** LAYOUT-1..4 */
export function layoutForPath(path: string): RouteLayout {
  return findRoute(path)?.layout ?? DEFAULT_LAYOUT;
}

/** UI-2, issue 25: the app banner never shows inside an OAuth flow or the mini app, whose pages lead elsewhere. */
export function appBannerAllowed(path: string): boolean {
  const group = findRoute(path)?.group;
  return group !== 'oauth' && group !== 'telegram';
}

/** Translation key of a route's texts inside its namespace: `/earn/tg-page` → `earnTgPage`. */
export function routeKey(path: string): string {
  return path
    .replace(/^\//, '')
    .split(/[/-]/)
    .map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('');
}
