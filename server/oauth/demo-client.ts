import { randomBytes, timingSafeEqual } from 'node:crypto';

import type { NewClient } from './client-store';
import { s256Challenge } from './pkce';
import { formatScopes, type OAuthScope } from './scopes';

/**
 * The demo third-party client: a small web app served by the api in
 * development (under /demo-client, outside /x-api) that signs a person in
 * through the real authorization-code flow with PKCE, as an outside
 * developer's app would.
 */
export interface DemoClientOptions {
  /** DEMO_CLIENT_ORIGIN: where the demo client's pages are served; its redirect URI is `${origin}/demo-client/callback` */
  readonly origin: string;
  /** DEMO_CLIENT_API_ORIGIN: where it calls the token and userinfo endpoints; null: the api's own listening address */
  readonly apiOrigin: string | null;
}

export const DEFAULT_DEMO_CLIENT_ORIGIN = 'http://localhost:4000';
export const DEMO_CLIENT_PATH = '/demo-client';
export const DEMO_CLIENT_ID = 'demo-client';
export const DEMO_CLIENT_NAME = 'Demo Portfolio Tracker';
export const BRAND = 'Bybit';
/** What the demo asks for; its registration also allows nothing more (read:account stays out of reach). */
export const DEMO_CLIENT_SCOPES: readonly OAuthScope[] = ['openid', 'profile', 'email'];

/** A data: URI, so the consent page can show it under its `img-src 'self' data: https:` policy. */
const DEMO_LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1e6fd9"/>' +
      '<path d="M14 44l12-14 9 8 15-18" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  );

export function demoRedirectUri(origin: string): string {
  return `${origin}${DEMO_CLIENT_PATH}/callback`;
}

/** The demo client's registration: public, PKCE, the one redirect URI of `origin`. */
export function demoClientRegistration(origin: string): NewClient & { clientId: string } {
  return {
    clientId: DEMO_CLIENT_ID,
    name: DEMO_CLIENT_NAME,
    logoUrl: DEMO_LOGO,
    type: 'public',
    allowedScopes: DEMO_CLIENT_SCOPES,
    redirectUris: [demoRedirectUri(origin)],
  };
}

/** A sign-in the demo started and has not finished: what the callback checks and proves. */
export interface PendingSignIn {
  readonly state: string;
  readonly codeVerifier: string;
  readonly expiresAt: number;
}

/** The web's consent page with the request of a fresh sign-in (OAUTH-1 parameters, PKCE S256). */
export function consentPageUrl(webOrigin: string, origin: string, pending: PendingSignIn): string {
  const url = new URL('/en/oauth', webOrigin);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: DEMO_CLIENT_ID,
    redirect_uri: demoRedirectUri(origin),
    scope: formatScopes(DEMO_CLIENT_SCOPES),
    state: pending.state,
    code_challenge: s256Challenge(pending.codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  return url.href;
}

/**
 * Sign-ins in progress, kept in memory and keyed by the id in the browser's
 * HttpOnly cookie: state and verifier never reach the browser (the state only
 * through the authorization request). A demo needs no more; a restart simply
 * forgets sign-ins under way. Bounded in time and in number.
 */
export class PendingSignIns {
  private readonly entries = new Map<string, PendingSignIn>();

  constructor(
    private readonly ttlMs = 10 * 60 * 1000,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts a sign-in: a fresh cookie id, state (128 bits) and PKCE verifier (256 bits). */
  start(): { id: string; pending: PendingSignIn } {
    this.sweep();
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const id = randomBytes(16).toString('base64url');
    const pending = {
      state: randomBytes(16).toString('base64url'),
      codeVerifier: randomBytes(32).toString('base64url'),
      expiresAt: this.now() + this.ttlMs,
    };
    this.entries.set(id, pending);
    return { id, pending };
  }

  /** The sign-in of cookie id `id`, removed (each works once); null when unknown or expired. */
  take(id: string | undefined): PendingSignIn | null {
    if (!id) return null;
    const pending = this.entries.get(id);
    this.entries.delete(id);
    return pending && pending.expiresAt > this.now() ? pending : null;
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, pending] of this.entries) if (pending.expiresAt <= now) this.entries.delete(id);
  }
}

/** Whether the state that came back is the one sent; constant time. */
export function stateMatches(expected: string, received: unknown): boolean {
  if (typeof received !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}
