import * as oidc from 'openid-client';

import type { IdTokenClaims, ThirdPartyProvider } from './thirdparty';
import { claimsOf } from './thirdparty';

/**
 * LOGIN-6: the browser's third-party login as an OpenID Connect
 * authorization-code flow with PKCE, state and nonce, run by
 * `openid-client` (discovery, the authorization URL, the code exchange and
 * the id_token checks). The api is the confidential client; the browser
 * only carries the code back.
 */

/** Discovery answers are kept per provider (name, issuer and client); a failed one is asked again next time. */
const configs = new Map<string, Promise<oidc.Configuration>>();

/** Plain http is allowed for a provider on this machine only (the dev provider). */
function isLoopback(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

function configFor(name: string, provider: ThirdPartyProvider): Promise<oidc.Configuration> {
  const key = `${name} ${provider.issuer} ${provider.clientId}`;
  let config = configs.get(key);
  if (!config) {
    const issuer = new URL(provider.issuer);
    config = oidc.discovery(
      issuer,
      provider.clientId,
      provider.clientSecret,
      undefined,
      isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests], timeout: 5 } : { timeout: 5 },
    );
    config.catch(() => configs.delete(key));
    configs.set(key, config);
  }
  return config;
}

/** What the api keeps of a started flow until the browser comes back (server-side, never in the browser). */
export interface FlowSecrets {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

/** The provider's authorization URL for this browser, and the secrets to finish with. */
export async function startFlow(
  name: string,
  provider: ThirdPartyProvider,
  redirectUri: string,
): Promise<{ readonly url: string; readonly secrets: FlowSecrets }> {
  const config = await configFor(name, provider);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const secrets = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state: secrets.state,
    nonce: secrets.nonce,
  });
  return { url: url.href, secrets };
}

/**
 * Exchanges the code the provider sent back (`callbackUrl`: the redirect
 * URI with the provider's query) and checks the id_token (signature,
 * issuer, audience, expiry, nonce); the claims, or null when anything fails.
 */
export async function finishFlow(
  name: string,
  provider: ThirdPartyProvider,
  callbackUrl: URL,
  secrets: FlowSecrets,
  onError: (error: unknown) => void = () => undefined,
): Promise<IdTokenClaims | null> {
  try {
    const config = await configFor(name, provider);
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: secrets.state,
      expectedNonce: secrets.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) return null;
    // providers that keep profile claims out of the id_token give them at the userinfo endpoint
    if (typeof idClaims.email !== 'string' && config.serverMetadata().userinfo_endpoint) {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      return claimsOf({ ...info, sub: idClaims.sub });
    }
    return claimsOf(idClaims);
  } catch (error) {
    onError(error);
    return null;
  }
}
