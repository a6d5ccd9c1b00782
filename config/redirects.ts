/**
 * Data the post-login redirect policy reads (REDIR-1..11).
 */

/** REDIR-11: attribution fields carried across redirects. */
export const ATTRIBUTION_FIELDS = [
  'affiliate_id',
  'group_id',
  'group_type',
  'ref',
  'referrer',
  'content',
  'utmsource',
  'source',
  'medium',
  'campaign',
  'stage',
  'language',
  'regist_channel',
  'term',
  'redirectType',
] as const;

/**
 * REDIR-8: a redirect_url to one of these pages keeps its origin but loses
 * its path: the sign-in and sign-up pages, and the pages a locked-out or
 * banned person recovers on. Lower case: paths are compared lower-cased and
 * percent-decoded (services/redirect-policy.ts).
 */
export const AUTH_PAGE_PATHS: readonly string[] = [
  '/login',
  '/register',
  '/sign-up',
  '/tr-login',
  '/tr-register',
  '/oauth-login',
  '/oauth-register',
  '/oauth-log-out',
  '/channel-register',
  '/web2',
  '/friend-invite',
  '/invite',
  '/email-code-verify',
  '/telegram-register-login',
  // LOGIN-6: the return pages of a third-party sign-in (their code works once)
  '/authorized',
  '/tr-authorized',
  '/exclusive-benefits',
  '/self-unblock',
  '/forgot-password',
  '/reset-password',
  '/app/user/retrieve',
  '/app/user/security-item-find',
  '/app/user/sub-account-login',
  '/app/user/auto-ban-account',
];

/** REDIR-3: hosts where the destination is the language home. */
export const HOME_DESTINATION_HOST_PATTERNS: readonly RegExp[] = [/(^|\.)bybit\.cn$/i, /bybittr/i, /explorebybit/i];

/** REDIR-10: referrer hosts honoured besides the current one (the main product domains). */
export const MAIN_PRODUCT_HOST_PATTERNS: readonly RegExp[] = [
  /(^|\.)bybit\.com$/i,
  /(^|\.)bybit\.eu$/i,
  /(^|\.)bybit\.com\.hk$/i,
  /(^|\.)bybit-tr\.com$/i,
  /(^|\.)bybit\.kz$/i,
  /(^|\.)bybit\.nl$/i,
  /(^|\.)bybit\.ge$/i,
  /(^|\.)bybit\.co\.id$/i,
  /(^|\.)bybit\.ae$/i,
  /(^|\.)bybit\.co\.jp$/i,
];

/** REDIR-6: the query a task page adds to the mini-app login it links to. */
export const MINI_APP_TASK_QUERY = { name: 'from', value: 'task' } as const;
