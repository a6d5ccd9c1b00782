import { OAUTH_PARAMS } from '@/config/oauth';

import type { OAuthClient } from './client';
import { OAUTH_ERRORS, type OAuthErrorKey } from './errors';
import { isS256Challenge, PKCE_METHOD } from './pkce';
import { withQuery } from './redirect-uri';
import { checkScopes, type OAuthScope } from './scopes';

/** `state` is opaque to us; a generous bound keeps redirects and logs reasonable. */
export const MAX_STATE_LENGTH = 512;
/** RFC 6749 Appendix A.5: state is VSCHAR (printable ASCII). */
const VSCHAR = /^[\x20-\x7e]+$/;

/** The authorization request parameters (OAUTH-1), as the query or the confirm_auth body carries them. */
export const AUTHORIZATION_PARAMS = OAUTH_PARAMS;

type ParamName = (typeof AUTHORIZATION_PARAMS)[number];

/** A parameter as received: absent (or empty, RFC 6749 §3.1), one string, or malformed (repeated, not a string). */
type Param = { readonly kind: 'absent' } | { readonly kind: 'one'; readonly value: string } | { readonly kind: 'bad' };

function readParam(params: Readonly<Record<string, unknown>>, name: ParamName): Param {
  const raw = params[name];
  if (raw === undefined || raw === null || raw === '') return { kind: 'absent' };
  return typeof raw === 'string' ? { kind: 'one', value: raw } : { kind: 'bad' };
}

/** A request that passed every check: what consent is asked for and a code is bound to. */
export interface AuthorizationRequest {
  readonly client: OAuthClient;
  readonly redirectUri: string;
  readonly scopes: readonly OAuthScope[];
  readonly state: string;
  /** S256 challenge; null only for a confidential client that sent none */
  readonly codeChallenge: string | null;
}

export type AuthorizationCheck =
  | { readonly ok: true; readonly request: AuthorizationRequest }
  | {
      readonly ok: false;
      readonly reason: OAuthErrorKey;
      readonly description: string;
      /** the registered redirect URI with error and state, when the client and the URI are trusted */
      readonly redirect: string | null;
    };

/** The client_id a request names, to look the client up; null when absent or malformed. */
export function requestedClientId(params: Readonly<Record<string, unknown>>): string | null {
  const param = readParam(params, 'client_id');
  return param.kind === 'one' ? param.value : null;
}

/**
 * OAUTH-1, OAUTH-7: checks an authorization request against its client (null:
 * unknown). Order matters (RFC 6749 §4.1.2.1): as long as the client or the
 * redirect URI is in doubt the answer carries no redirect; after that every
 * refusal carries the registered URI with `error` and `state`. PKCE S256 is
 * required of public clients and is the only method accepted of anyone.
 */
export function checkAuthorizationRequest(
  params: Readonly<Record<string, unknown>>,
  client: OAuthClient | null,
): AuthorizationCheck {
  const clientId = readParam(params, 'client_id');
  if (clientId.kind !== 'one' || !client || !client.enabled || client.clientId !== clientId.value) {
    return { ok: false, reason: 'unknownClient', description: 'client_id is unknown', redirect: null };
  }
  const redirectUri = readParam(params, 'redirect_uri');
  if (redirectUri.kind !== 'one' || !client.redirectUris.includes(redirectUri.value)) {
    return {
      ok: false,
      reason: 'badRedirectUri',
      description: 'redirect_uri does not match a registered redirect URI',
      redirect: null,
    };
  }

  const stateParam = readParam(params, 'state');
  const echoedState =
    stateParam.kind === 'one' && stateParam.value.length <= MAX_STATE_LENGTH ? stateParam.value : undefined;
  const refuse = (reason: Exclude<OAuthErrorKey, 'unknownClient' | 'badRedirectUri'>, description: string) => ({
    ok: false as const,
    reason,
    description,
    redirect: withQuery(redirectUri.value, {
      error: OAUTH_ERRORS[reason].error,
      error_description: description,
      state: echoedState,
    }),
  });

  const read = Object.fromEntries(AUTHORIZATION_PARAMS.map((name) => [name, readParam(params, name)])) as Record<
    ParamName,
    Param
  >;
  const malformed = AUTHORIZATION_PARAMS.find((name) => read[name].kind === 'bad');
  if (malformed) return refuse('invalidRequest', `${malformed} must be given once, as a string`);

  const value = (name: ParamName): string | null => {
    const param = read[name];
    return param.kind === 'one' ? param.value : null;
  };
  const responseType = value('response_type');
  if (!responseType) return refuse('invalidRequest', 'response_type is required');
  if (responseType !== 'code') return refuse('unsupportedResponseType', 'only response_type=code is supported');

  const state = value('state');
  if (!state) return refuse('invalidRequest', 'state is required');
  if (state.length > MAX_STATE_LENGTH || !VSCHAR.test(state)) {
    return refuse('invalidRequest', `state must be at most ${MAX_STATE_LENGTH} printable ASCII characters`);
  }

  const scopes = checkScopes(value('scope') ?? '', client.allowedScopes);
  if (!scopes.ok) return refuse('invalidScope', scopes.description);

  const challenge = value('code_challenge');
  const method = value('code_challenge_method');
  if (!challenge) {
    if (method) return refuse('invalidRequest', 'code_challenge_method without code_challenge');
    if (client.type === 'public') return refuse('invalidRequest', 'public clients must use PKCE (S256)');
  } else {
    // an absent method means plain (RFC 7636 §4.3), which is refused, never downgraded to
    if (method !== PKCE_METHOD) return refuse('invalidRequest', 'code_challenge_method must be S256');
    if (!isS256Challenge(challenge)) return refuse('invalidRequest', 'code_challenge is not an S256 challenge');
  }

  return {
    ok: true,
    request: { client, redirectUri: redirectUri.value, scopes: scopes.scopes, state, codeChallenge: challenge },
  };
}
