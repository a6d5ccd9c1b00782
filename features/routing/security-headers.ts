import { EVERY_RESPONSE_HEADERS } from '@/config/response-headers';

export interface SecurityHeaderOptions {
  /** per-request CSP nonce */
  readonly nonce: string;
  /** development server: React refresh needs eval and a websocket */
  readonly dev: boolean;
  /** origins allowed to frame the page; empty means nobody (`'none'`) */
  readonly frameAncestors: readonly string[];
  /** extra origins scripts may load from (captcha, advertising) */
  readonly scriptOrigins?: readonly string[];
  /** auth pages must never be cached */
  readonly noStore: boolean;
}

const NONCE_BYTES = 16;
/** Random bytes for this many nonces are drawn at once: one call to the generator, not one per page. */
const NONCES_PER_DRAW = 256;
let drawn = new Uint8Array(0);
let used = 0;

/**
 * A fresh random nonce (128 bits, base64) for one response. The bytes come
 * from the system's secure generator in batches, each byte used once, as
 * Node draws the bytes of `randomUUID`: asking it for 16 bytes per page was
 * about 1% of a page's server time.
 */
export function createNonce(): string {
  if (used >= drawn.length) {
    drawn = crypto.getRandomValues(new Uint8Array(NONCE_BYTES * NONCES_PER_DRAW));
    used = 0;
  }
  const bytes = drawn.subarray(used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return btoa(String.fromCharCode(...bytes));
}

export function buildContentSecurityPolicy(o: SecurityHeaderOptions): string {
  const scripts = ["'self'", `'nonce-${o.nonce}'`, ...(o.scriptOrigins ?? [])];
  if (o.dev) scripts.push("'unsafe-eval'");
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', scripts],
    // antd sets inline style attributes; styles cannot run code
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(o.dev ? ['ws:', 'wss:'] : []), ...(o.scriptOrigins ?? [])]],
    ['frame-src', ["'self'", ...(o.scriptOrigins ?? [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', o.frameAncestors.length ? [...o.frameAncestors] : ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

const NONCE_SOURCE = /'nonce-([^']+)'/;

/**
 * The nonce of a page response's Content-Security-Policy (its value as set),
 * or '' without one: _document puts it on the page's scripts, reading it from
 * the one header that carries it.
 */
export function cspNonce(policy: number | string | readonly string[] | undefined): string {
  const text = Array.isArray(policy) ? policy.join(', ') : String(policy ?? '');
  return NONCE_SOURCE.exec(text)?.[1] ?? '';
}

/** Headers every page response carries (security section of issue #2). */
export function buildSecurityHeaders(o: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': buildContentSecurityPolicy(o),
    ...EVERY_RESPONSE_HEADERS,
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (!o.frameAncestors.length) headers['X-Frame-Options'] = 'DENY';
  if (o.noStore) headers['Cache-Control'] = 'no-store';
  return headers;
}
