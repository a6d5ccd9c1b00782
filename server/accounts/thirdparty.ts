import { createPublicKey, verify as verifySignature, type JsonWebKey, type KeyObject } from 'node:crypto';

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

const JWKS_TTL_MS = 10 * 60 * 1000;
const jwksCache = new Map<string, { at: number; keys: JsonWebKey[] }>();

async function providerKeys(provider: ThirdPartyProvider, fetchImpl: typeof fetch): Promise<JsonWebKey[]> {
  if (provider.jwks) return provider.jwks.keys;
  const uri = provider.jwksUri as string;
  const cached = jwksCache.get(uri);
  if (cached && Date.now() - cached.at < JWKS_TTL_MS) return cached.keys;
  const res = await fetchImpl(uri, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`jwks ${res.status}`);
  const body = (await res.json()) as { keys?: JsonWebKey[] };
  const keys = Array.isArray(body.keys) ? body.keys : [];
  jwksCache.set(uri, { at: Date.now(), keys });
  return keys;
}

function b64json(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const CLOCK_SKEW_S = 60;

/** The claims of a valid id_token from `provider`, or null. */
export async function verifyIdToken(
  provider: ThirdPartyProvider,
  idToken: string,
  options: { now?: number; fetch?: typeof fetch } = {},
): Promise<IdTokenClaims | null> {
  const parts = idToken.split('.');
  if (parts.length !== 3) return null;
  const header = b64json(parts[0]);
  const payload = b64json(parts[1]);
  if (!header || !payload) return null;
  const alg = header.alg;
  if (alg !== 'RS256' && alg !== 'ES256') return null;
  let keys: JsonWebKey[];
  try {
    keys = await providerKeys(provider, options.fetch ?? fetch);
  } catch {
    return null;
  }
  const candidates = keys.filter(
    (k) => (header.kid === undefined || k.kid === header.kid) && (!k.alg || k.alg === alg),
  );
  const data = Buffer.from(`${parts[0]}.${parts[1]}`);
  const signature = Buffer.from(parts[2], 'base64url');
  const valid = candidates.some((jwk) => {
    let key: KeyObject;
    try {
      key = createPublicKey({ key: jwk, format: 'jwk' });
    } catch {
      return false;
    }
    return alg === 'RS256'
      ? key.asymmetricKeyType === 'rsa' && verifySignature('sha256', data, key, signature)
      : key.asymmetricKeyType === 'ec' &&
          verifySignature('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, signature);
  });
  if (!valid) return null;
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  const aud = payload.aud;
  const audOk = aud === provider.clientId || (Array.isArray(aud) && aud.includes(provider.clientId));
  if (payload.iss !== provider.issuer || !audOk) return null;
  if (typeof payload.exp !== 'number' || payload.exp + CLOCK_SKEW_S < now) return null;
  if (typeof payload.iat === 'number' && payload.iat - CLOCK_SKEW_S > now) return null;
  if (typeof payload.sub !== 'string' || !payload.sub || payload.sub.length > 255) return null;
  const email = typeof payload.email === 'string' ? payload.email : null;
  return {
    sub: payload.sub,
    email,
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
  };
}
