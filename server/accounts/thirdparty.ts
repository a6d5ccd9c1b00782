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
    if (!hasJwks && (typeof v.jwks_uri !== 'string' || !/^https?:\/\//.test(v.jwks_uri))) {
      throw new Error(`THIRDPARTY_PROVIDERS.${name} needs jwks_uri (http(s) URL) or jwks {keys: [...]}`);
    }
    providers[name] = {
      issuer: v.issuer,
      clientId: v.client_id,
      ...(hasJwks ? { jwks: { keys: jwks.keys as JsonWebKey[] } } : { jwksUri: v.jwks_uri as string }),
    };
  }
  return providers;
}

/** Remote key sets are fetched once and kept this long (jose refetches on an unknown kid, at most every 30 s). */
const JWKS_TTL_MS = 10 * 60 * 1000;
const JWKS_TIMEOUT_MS = 5000;
const remoteKeySets = new Map<string, JWTVerifyGetKey>();

/** The provider's signing keys: its inline set, or its jwks_uri through one cached remote set per URI. */
function providerKeys(provider: ThirdPartyProvider): JWTVerifyGetKey {
  if (provider.jwks) return createLocalJWKSet(provider.jwks as JSONWebKeySet);
  const uri = provider.jwksUri as string;
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
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, providerKeys(provider), {
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
  if (typeof payload.sub !== 'string' || !payload.sub || payload.sub.length > 255) return null;
  const email = typeof payload.email === 'string' ? payload.email : null;
  return {
    sub: payload.sub,
    email,
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
  };
}
