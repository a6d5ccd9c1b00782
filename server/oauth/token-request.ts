import { clientSecretMatches, type OAuthClient } from './client';
import type { TokenError } from './errors';

/** How a client identified itself at the token endpoint (RFC 6749 §2.3.1). */
export interface ClientCredentials {
  readonly clientId: string;
  readonly secret: string | null;
  readonly method: 'client_secret_basic' | 'client_secret_post' | 'none';
}

/** A well-formed authorization_code token request (RFC 6749 §4.1.3). */
export interface TokenRequest {
  readonly code: string;
  readonly redirectUri: string;
  readonly codeVerifier: string | null;
  readonly credentials: ClientCredentials;
}

export type TokenRequestCheck =
  { readonly ok: true; readonly request: TokenRequest } | { readonly ok: false; readonly error: TokenError };

const TOKEN_PARAMS = ['grant_type', 'code', 'redirect_uri', 'client_id', 'client_secret', 'code_verifier'] as const;
type TokenParam = (typeof TOKEN_PARAMS)[number];

const refuse = (error: TokenError['error'], description: string): TokenRequestCheck => ({
  ok: false,
  error: { error, description },
});

/** application/x-www-form-urlencoded decoding of one Basic credential part (RFC 6749 §2.3.1). */
function formDecode(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** client_id and secret of an `Authorization: Basic` header; null when it is not well formed. */
export function parseBasicCredentials(header: string): { clientId: string; secret: string } | null {
  const match = /^Basic ([A-Za-z0-9+/]+={0,2})$/i.exec(header.trim());
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  const clientId = formDecode(decoded.slice(0, colon));
  const secret = formDecode(decoded.slice(colon + 1));
  return clientId && secret ? { clientId, secret } : null;
}

/**
 * OAUTH-7: reads a token request from its body (form or JSON) and its
 * Authorization header. Only grant_type=authorization_code is served; every
 * parameter is sent at most once; a client authenticates one way only.
 */
export function readTokenRequest(body: unknown, authorization: string | undefined): TokenRequestCheck {
  const params = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const values: Partial<Record<TokenParam, string>> = {};
  for (const name of TOKEN_PARAMS) {
    const raw = params[name];
    if (raw === undefined || raw === null || raw === '') continue;
    if (typeof raw !== 'string') return refuse('invalid_request', `${name} must be given once, as a string`);
    values[name] = raw;
  }
  if (!values.grant_type) return refuse('invalid_request', 'grant_type is required');
  if (values.grant_type !== 'authorization_code') {
    return refuse('unsupported_grant_type', 'only grant_type=authorization_code is supported');
  }

  let credentials: ClientCredentials;
  if (authorization) {
    const basic = parseBasicCredentials(authorization);
    if (!basic) return refuse('invalid_client', 'the Authorization header is not valid Basic client credentials');
    if (values.client_secret) return refuse('invalid_request', 'use one client authentication method, not two');
    if (values.client_id && values.client_id !== basic.clientId) {
      return refuse('invalid_request', 'client_id differs from the authenticated client');
    }
    credentials = { clientId: basic.clientId, secret: basic.secret, method: 'client_secret_basic' };
  } else {
    if (!values.client_id) return refuse('invalid_client', 'client_id is required');
    credentials = values.client_secret
      ? { clientId: values.client_id, secret: values.client_secret, method: 'client_secret_post' }
      : { clientId: values.client_id, secret: null, method: 'none' };
  }

  if (!values.code) return refuse('invalid_request', 'code is required');
  if (!values.redirect_uri) return refuse('invalid_request', 'redirect_uri is required');
  return {
    ok: true,
    request: {
      code: values.code,
      redirectUri: values.redirect_uri,
      codeVerifier: values.code_verifier ?? null,
      credentials,
    },
  };
}

export type ClientAuthentication =
  { readonly ok: true; readonly client: OAuthClient } | { readonly ok: false; readonly error: TokenError };

/**
 * The client a token request authenticated as. Refused: unknown or disabled,
 * a confidential client without its exact secret, or a public client that
 * sent a secret (it has none, so something is confused).
 */
export function authenticateClient(client: OAuthClient | null, credentials: ClientCredentials): ClientAuthentication {
  const refuse = (description: string): ClientAuthentication => ({
    ok: false,
    error: { error: 'invalid_client', description },
  });
  if (!client || !client.enabled) return refuse('unknown client');
  if (client.type === 'public') {
    return credentials.secret === null
      ? { ok: true, client }
      : refuse('public clients do not authenticate with a secret');
  }
  if (credentials.secret === null || !clientSecretMatches(client, credentials.secret)) {
    return refuse('client authentication failed');
  }
  return { ok: true, client };
}
