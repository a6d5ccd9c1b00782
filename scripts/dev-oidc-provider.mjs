/**
 * LOGIN-6: a real OpenID provider (the `oidc-provider` package) on this
 * machine, configured as one third-party sign-in provider, for trying the
 * third-party login offline and for the e2e suite. Development and tests
 * only: its sign-in page accepts any login name and password.
 *
 *   DEV_OIDC_PORT          port (default 4400); the issuer is http://localhost:{port}
 *   DEV_OIDC_WEB_ORIGINS   comma-separated web origins it sends people back to
 *                          (default http://localhost:3000); their regional
 *                          subdomains are allowed too
 *
 * The api's THIRDPARTY_PROVIDERS entry for it is printed at start (and set
 * by `DEV_OIDC=1 npm start`, scripts/start.mjs).
 */
import Provider from 'oidc-provider';

export const DEV_OIDC_CLIENT = { id: 'exchange-login-dev', secret: 'dev-oidc-client-secret-not-for-production' };
const SUBDOMAINS = ['', 'eu.', 'hk.', 'tr.', 'kz.', 'nl.', 'ge.', 'id.', 'ae.', 'jp.'];

/** Every return page the web may name: each origin and its regional hosts, global and Turkish. */
export function redirectUris(origins) {
  return origins.flatMap((origin) => {
    const url = new URL(origin);
    return SUBDOMAINS.flatMap((sub) =>
      ['/authorized', '/tr-authorized'].map((path) => `${url.protocol}//${sub}${url.host}${path}`),
    );
  });
}

/** The api's THIRDPARTY_PROVIDERS for this provider. */
export function devProviderConfig(issuer) {
  return JSON.stringify({
    devid: { issuer, client_id: DEV_OIDC_CLIENT.id, client_secret: DEV_OIDC_CLIENT.secret, label: 'Dev ID' },
  });
}

/** The provider for `origins`, not yet listening. */
export function createDevProvider(issuer, origins) {
  return new Provider(issuer, {
    clients: [
      {
        client_id: DEV_OIDC_CLIENT.id,
        client_secret: DEV_OIDC_CLIENT.secret,
        redirect_uris: redirectUris(origins),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    // the login name typed on the provider's page is the person: an email keeps itself, anything else gets one
    async findAccount(_ctx, id) {
      const email = id.includes('@') ? id.toLowerCase() : `${id.toLowerCase()}@dev-id.example`;
      return {
        accountId: id,
        async claims() {
          return { sub: `dev|${email}`, email, email_verified: true, name: id };
        },
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    cookies: { keys: ['dev-oidc-cookie-key-not-for-production'] },
    features: { devInteractions: { enabled: true } },
  });
}

function start() {
  const port = Number(process.env.DEV_OIDC_PORT || 4400);
  const issuer = `http://localhost:${port}`;
  const origins = (process.env.DEV_OIDC_WEB_ORIGINS || 'http://localhost:3000').split(',').map((o) => o.trim());
  createDevProvider(issuer, origins).listen(port, () => {
    process.stdout.write(`dev OpenID provider on ${issuer}\nTHIRDPARTY_PROVIDERS='${devProviderConfig(issuer)}'\n`);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) start();
