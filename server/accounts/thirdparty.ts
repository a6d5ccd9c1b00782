import type { JsonWebKey } from 'node:crypto';

import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

/**
 * LOGIN-6 third-party login: an OpenID Connect id_token checked against the
 * provider's keys (signature RS256 or ES256, issuer, audience, expiry).
 * Providers come from THIRDPARTY_PROVIDERS, a JSON object:
 *   {"google": {"issuer": "https://accounts.google.com", "client_id": "…",
 *               "jwks_uri": "https://www.googleapis.com/oauth2/v3/certs"}}
 * `jwks` (an inline key set) may replace `jwks_uri`. A provider that is not
 * listed is refused: nothing is accepted unverified.
 */
export interface ThirdPartyProvider {
  readonly issuer: string;
  readonly clientId: string;
  /** the name on the button ("Google"); the provider's key when not given */
  readonly label: string;
  /** with a secret the browser login runs the authorization-code flow (server/accounts/oidc-flow.ts) */
  readonly clientSecret?: string;
  readonly jwksUri?: string;
  readonly jwks?: { keys: JsonWebKey[] };
}

export type ThirdPartyProviders = Readonly<Record<string, ThirdPartyProvider>>;

export interface IdTokenClaims {
  readonly sub: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
}

const NAME = /^[a-z][a-z0-9_-]{0,31}$/;

/** Parses THIRDPARTY_PROVIDERS; throws naming the first problem. Empty or unset: no providers. */
export function parseThirdPartyProviders(raw: string | undefined): ThirdPartyProviders {
  if (!raw || !raw.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('THIRDPARTY_PROVIDERS must be a JSON object');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('THIRDPARTY_PROVIDERS must be a JSON object');
  }
  const providers: Record<string, ThirdPartyProvider> = {};
  for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
    const v = (value ?? {}) as Record<string, unknown>;
    if (!NAME.test(name)) throw new Error(`THIRDPARTY_PROVIDERS: bad provider name ${JSON.stringify(name)}`);
    if (typeof v.issuer !== 'string' || !v.issuer) throw new Error(`THIRDPARTY_PROVIDERS.${name}.issuer is required`);
    if (typeof v.client_id !== 'string' || !v.client_id) {
      throw new Error(`THIRDPARTY_PROVIDERS.${name}.client_id is required`);
    }
    const jwks = v.jwks as { keys?: unknown } | undefined;
    const hasJwks = !!jwks && Array.isArray(jwks.keys);
    const secret = typeof v.client_secret === 'string' && v.client_secret ? v.client_secret : undefined;
    const jwksUri = typeof v.jwks_uri === 'string' && /^https?:\/\//.test(v.jwks_uri) ? v.jwks_uri : undefined;
    if (v.jwks_uri !== undefined && !jwksUri)
      throw new Error(`THIRDPARTY_PROVIDERS.${name}.jwks_uri must be an http(s) URL`);
    if (!hasJwks && !jwksUri && !secret) {
      throw new Error(
        `THIRDPARTY_PROVIDERS.${name} needs client_secret (the browser's code flow), or jwks_uri / jwks {keys: [...]}`,
      );
    }
    providers[name] = {
      issuer: v.issuer,
      clientId: v.client_id,
      label: typeof v.label === 'string' && v.label.trim() ? v.label.trim().slice(0, 40) : name,
      ...(secret ? { clientSecret: secret } : {}),
      ...(hasJwks ? { jwks: { keys: jwks.keys as JsonWebKey[] } } : jwksUri ? { jwksUri } : {}),
    };
  }
  return providers;
}

/** Remote key sets are fetched once and kept this long (jose refetches on an unknown kid, at most every 30 s). */
const JWKS_TTL_MS = 10 * 60 * 1000;
const JWKS_TIMEOUT_MS = 5000;
const remoteKeySets = new Map<string, JWTVerifyGetKey>();

/** The provider's signing keys: its inline set, or its jwks_uri through one cached remote set per URI. */
function providerKeys(provider: ThirdPartyProvider): JWTVerifyGetKey | null {
  if (provider.jwks) return createLocalJWKSet(provider.jwks as JSONWebKeySet);
  const uri = provider.jwksUri;
  if (!uri) return null;
  let keys = remoteKeySets.get(uri);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(uri), { timeoutDuration: JWKS_TIMEOUT_MS, cacheMaxAge: JWKS_TTL_MS });
    remoteKeySets.set(uri, keys);
  }
  return keys;
}

const CLOCK_SKEW_S = 60;

/**
 * LOGIN-6: the claims of a valid id_token from `provider`, or null. jose
 * checks the signature (RS256 or ES256 only, the key chosen by kid), the
 * issuer, the audience and the expiry; an id_token issued in the future or
 * without a subject is refused here too.
 */
export async function verifyIdToken(
  provider: ThirdPartyProvider,
  idToken: string,
  options: { now?: number } = {},
): Promise<IdTokenClaims | null> {
  const now = options.now ?? Date.now();
  const keys = providerKeys(provider);
  // a code-flow provider without a key set of its own takes no bare id_token
  if (!keys) return null;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      issuer: provider.issuer,
      audience: provider.clientId,
      algorithms: ['RS256', 'ES256'],
      clockTolerance: CLOCK_SKEW_S,
      currentDate: new Date(now),
      requiredClaims: ['exp', 'sub'],
    }));
  } catch {
    return null;
  }
  if (typeof payload.iat === 'number' && payload.iat - CLOCK_SKEW_S > Math.floor(now / 1000)) return null;
  return claimsOf(payload);
}

/** The claims login needs from a verified id_token's payload, or null without a usable subject. */
export function claimsOf(payload: Readonly<Record<string, unknown>>): IdTokenClaims | null {
  if (typeof payload.sub !== 'string' || !payload.sub || payload.sub.length > 255) return null;
  const email = typeof payload.email === 'string' ? payload.email : null;
  return {
    sub: payload.sub,
    email,
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
  };
}
