/**
 * Headers on every response of the web, pages and static files alike:
 * the web's server sets them before Next (web-server.ts; `next dev`:
 * next.config.ts's headers()), pages send them among
 * their security headers (features/routing/security-headers.ts), the web's
 * own static file server with the build's files (services/server/static-assets.ts).
 */
export const EVERY_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Where the build's content-hashed files are served from, and how long a browser may keep them. */
export const STATIC_ASSETS = {
  urlPrefix: '/_next/static/',
  maxAgeS: 31_536_000,
} as const;
