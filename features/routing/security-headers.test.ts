import { describe, expect, it } from 'vitest';

import {
  buildContentSecurityPolicy,
  buildSecurityHeaders,
  createNonce,
  cspNonce,
  type SecurityHeaderOptions,
} from '@/features/routing/security-headers';

const NONCE = 'bm9uY2UtZm9yLXRlc3Q=';

function options(over: Partial<SecurityHeaderOptions> = {}): SecurityHeaderOptions {
  return { nonce: NONCE, dev: false, frameAncestors: [], noStore: false, ...over };
}

/** CSP as directive name → values. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((d): [string, string[]] => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('Content-Security-Policy', () => {
  it('allows scripts by the per-request nonce', () => {
    const csp = directives(buildContentSecurityPolicy(options()));
    expect(csp['script-src']).toEqual(["'self'", `'nonce-${NONCE}'`]);
  });

  it("never allows 'unsafe-inline' scripts, in production or dev", () => {
    for (const dev of [false, true]) {
      const csp = directives(buildContentSecurityPolicy(options({ dev, scriptOrigins: ['https://ads.example'] })));
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['default-src']).toEqual(["'self'"]);
    }
  });

  it("sets object-src 'none' and base-uri 'none'", () => {
    const csp = directives(buildContentSecurityPolicy(options()));
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
  });

  it("sets frame-ancestors 'none' by default", () => {
    const csp = directives(buildContentSecurityPolicy(options()));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('sets frame-ancestors to the given origins', () => {
    const csp = directives(
      buildContentSecurityPolicy(options({ frameAncestors: ['https://partner.example', 'https://b.example'] })),
    );
    expect(csp['frame-ancestors']).toEqual(['https://partner.example', 'https://b.example']);
  });

  it("adds 'unsafe-eval' and websockets only in dev", () => {
    const prod = directives(buildContentSecurityPolicy(options({ dev: false })));
    const dev = directives(buildContentSecurityPolicy(options({ dev: true })));
    expect(prod['script-src']).not.toContain("'unsafe-eval'");
    expect(prod['connect-src']).toEqual(["'self'"]);
    expect(dev['script-src']).toContain("'unsafe-eval'");
    expect(dev['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
  });

  it('adds extra script origins to script-src, connect-src and frame-src', () => {
    const csp = directives(buildContentSecurityPolicy(options({ scriptOrigins: ['https://ads.example'] })));
    expect(csp['script-src']).toEqual(["'self'", `'nonce-${NONCE}'`, 'https://ads.example']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://ads.example']);
    expect(csp['frame-src']).toEqual(["'self'", 'https://ads.example']);
  });
});

describe('buildSecurityHeaders', () => {
  it('sends the CSP with the nonce and the fixed hardening headers', () => {
    const headers = buildSecurityHeaders(options());
    expect(headers['Content-Security-Policy']).toContain(`'nonce-${NONCE}'`);
    expect(headers['Content-Security-Policy']).toBe(buildContentSecurityPolicy(options()));
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    );
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it('denies framing with X-Frame-Options when no ancestors are allowed', () => {
    expect(buildSecurityHeaders(options())['X-Frame-Options']).toBe('DENY');
  });

  it('drops X-Frame-Options when frame ancestors are given', () => {
    const headers = buildSecurityHeaders(options({ frameAncestors: ['https://partner.example'] }));
    expect(headers).not.toHaveProperty('X-Frame-Options');
    expect(headers['Content-Security-Policy']).toContain('frame-ancestors https://partner.example');
  });

  it('sends Cache-Control no-store only when asked', () => {
    expect(buildSecurityHeaders(options({ noStore: true }))['Cache-Control']).toBe('no-store');
    expect(buildSecurityHeaders(options({ noStore: false }))).not.toHaveProperty('Cache-Control');
  });
});

describe('createNonce', () => {
  it('gives base64 of 16 random bytes', () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(atob(nonce)).toHaveLength(16);
  });

  it('gives a different value each call', () => {
    const nonces = new Set(Array.from({ length: 20 }, () => createNonce()));
    expect(nonces.size).toBe(20);
  });

  it('stays different across the batches its random bytes are drawn in', () => {
    // more than two draws of 256 nonces each
    const nonces = Array.from({ length: 700 }, () => createNonce());
    expect(new Set(nonces).size).toBe(700);
    expect(nonces.every((n) => atob(n).length === 16)).toBe(true);
  });
});

describe('cspNonce', () => {
  it("reads the nonce back from the policy the page's headers carry, for the document's scripts", () => {
    const nonce = createNonce();
    expect(cspNonce(buildSecurityHeaders(options({ nonce }))['Content-Security-Policy'])).toBe(nonce);
    expect(cspNonce(buildContentSecurityPolicy(options({ nonce, scriptOrigins: ['https://ads.example'] })))).toBe(
      nonce,
    );
  });

  it('is empty for a response without a policy or a policy without a nonce', () => {
    expect(cspNonce(undefined)).toBe('');
    expect(cspNonce("default-src 'self'")).toBe('');
  });
});
