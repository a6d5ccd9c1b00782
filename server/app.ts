import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';

import { X_API_BODY_LIMIT } from '@/config/x-api';

import { loginSiteOf } from './accounts/admission';
import { DEFAULT_IP_LIMIT, DEFAULT_WEB_ORIGIN, type AccountOptions } from './accounts/options';
import { memoryRsaKey } from './accounts/rsa';
import { visitorCountryReader } from './country';
import type { Db } from './db';
import { API_ERRORS, fail } from './envelope';
import { loggerOptions } from './logging';
import { DEFAULT_DEMO_CLIENT_ORIGIN, DEMO_CLIENT_PATH, type DemoClientOptions } from './oauth/demo-client';
import { authorizationServerMetadata, METADATA_PATH } from './oauth/metadata';
import { affiliateRoutes } from './routes/affiliate';
import { cacheControlFor } from './routes/cache-policy';
import { captchaRoutes } from './routes/captcha';
import { complianceRoutes } from './routes/compliance';
import { configRoutes } from './routes/config';
import { contractBreach } from './routes/contract-route';
import { countryRoutes } from './routes/countries';
import type { RouteDeps } from './routes/deps';
import { devRoutes } from './routes/dev';
import { deviceRoutes } from './routes/devices';
import { growthRoutes } from './routes/growth';
import { healthRoutes } from './routes/health';
import { kycRoutes } from './routes/kyc';
import { loginRoutes } from './routes/login';
import { monitorRoutes } from './routes/monitor';
import { oauthRoutes } from './routes/oauth';
import { oauthDemoClientRoutes } from './routes/oauth-demo-client';
import { passkeyRoutes } from './routes/passkeys';
import { plainTextKeyword } from './routes/plain-text';
import { qrcodeRoutes } from './routes/qrcode';
import { recoveryRoutes } from './routes/recovery';
import { referralRoutes } from './routes/referral';
import { registerRoutes } from './routes/register';
import { reproofRoutes } from './routes/reproof';
import { residenceRoutes } from './routes/residence';
import { secondStepRoutes } from './routes/second-step';
import { securitySettingsRoutes } from './routes/security-settings';
import { selfUnblockRoutes } from './routes/self-unblock';
import { telegramRoutes } from './routes/telegram';
import { thirdPartyRoutes } from './routes/thirdparty-login';
import { userRoutes } from './routes/user';
import { securityKey, TOTP_ISSUER, type SecurityOptions } from './security/options';
import { DEV_TELEGRAM } from './telegram/init-data';

export interface AppOptions {
  readonly db: Db;
  readonly logLevel?: string;
  /** where log lines go (stdout by default); tests capture them */
  readonly logStream?: { write(line: string): void };
  /** honour the X-Country request header from a trusted hop (development and tests); off by default */
  readonly countryOverride?: boolean;
  /**
   * registration and login settings; missing ones default to development:
   * an in-memory RSA key, web origin http://localhost:3000, dev routes on,
   * no third-party providers
   */
  readonly accounts?: Partial<AccountOptions>;
  /** the demo OAuth client (served with the dev routes); default origin http://localhost:4000 */
  readonly demoClient?: Partial<DemoClientOptions>;
  /**
   * addresses whose X-Forwarded-For is believed (API_TRUST_PROXY); default
   * loopback, where the web forwards from. Everyone else is their socket address.
   */
  readonly trustProxy?: readonly string[];
  /** the embedded database's directory, which health checks for room and writes; null otherwise */
  readonly storageDir?: string | null;
  /**
   * check every answer of a route declared from contract/ against its
   * endpoint (result shape, refusal codes) and answer 500 on a breach;
   * default: outside production
   */
  readonly checkAnswers?: boolean;
  /** told of every route as it is registered (tests list the routes outside the contract) */
  readonly onRoute?: (route: RouteOptions) => void;
  /** issue 26: the new-device check (default on) and the key authenticator secrets are sealed with */
  readonly security?: { readonly newDeviceCheck?: boolean; readonly secret?: string };
}

interface HttpError {
  statusCode?: number;
  validation?: unknown;
  /** Fastify's own request errors (FST_ERR_CTP_*: bad JSON, empty body, wrong content type) */
  code?: string;
  message?: string;
}

/** The x-api server: every route under /x-api, every answer an envelope. */
export async function buildApp({
  db,
  logLevel = 'info',
  logStream,
  countryOverride = false,
  accounts = {},
  demoClient = {},
  trustProxy = ['loopback'],
  storageDir = null,
  checkAnswers,
  onRoute,
  security = {},
}: AppOptions): Promise<FastifyInstance> {
  const logger = { ...loggerOptions(logLevel), ...(logStream ? { stream: logStream } : {}) };
  // allowUnionTypes: fields the pages send as a string or a number (type: ['string', 'integer'])
  const app = Fastify({
    logger,
    trustProxy: [...trustProxy],
    bodyLimit: X_API_BODY_LIMIT,
    ajv: { customOptions: { allowUnionTypes: true }, plugins: [plainTextKeyword] },
  });

  if (onRoute) app.addHook('onRoute', onRoute);
  await app.register(fastifyCookie);
  app.decorateRequest('user', null);
  app.setNotFoundHandler((_req, reply) => {
    reply.code(404).send(fail(API_ERRORS.notFound.code, API_ERRORS.notFound.message));
  });
  // every answer but the public ones is no-store, refusals and errors included (server/routes/cache-policy.ts)
  app.addHook('onSend', async (req, reply) => {
    reply.header('cache-control', cacheControlFor(req.routeOptions.url));
  });
  app.setErrorHandler((error: HttpError, req, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    // the client's mistake: what was wrong, without a stack
    else req.log.warn({ statusCode: status, code: error.code, reason: error.message }, 'request refused');
    // schema validation failures and Fastify's request errors say what was wrong,
    // e.g. "querystring must have required property 'site_id'"
    if (status < 500 && error.message && (error.validation || error.code?.startsWith('FST_ERR_CTP_'))) {
      reply.code(status).send(fail(API_ERRORS.badRequest.code, `${API_ERRORS.badRequest.message}: ${error.message}`));
      return;
    }
    const { code, message } = status >= 500 ? API_ERRORS.internal : API_ERRORS.badRequest;
    reply.code(status).send(fail(code, message));
  });

  const production = accounts.production ?? false;
  const securityOptions: SecurityOptions = {
    newDeviceCheck: security.newDeviceCheck ?? true,
    // production requires SECURITY_SECRET (server/main.ts); tests and development use the default
    secretKey: securityKey(security.secret),
    issuer: TOTP_ISSUER,
  };
  app.decorate('security', securityOptions);
  const accountOptions: AccountOptions = {
    rsa: accounts.rsa ?? memoryRsaKey(),
    webOrigin: accounts.webOrigin ?? DEFAULT_WEB_ORIGIN,
    devRoutes: accounts.devRoutes ?? !production,
    production,
    thirdParty: accounts.thirdParty ?? {},
    ipLimit: accounts.ipLimit ?? DEFAULT_IP_LIMIT,
    telegram: accounts.telegram ?? DEV_TELEGRAM,
  };
  if (checkAnswers ?? !production) {
    // a breach is the api's bug: the answer is not sent as if it were the contract's
    app.addHook('preSerialization', async (req, _reply, payload) => {
      const contract = req.routeOptions.config.contract;
      const breach = contract ? contractBreach(contract, payload) : null;
      if (breach) throw new Error(`${contract?.method} ${contract?.path} breaks its contract: ${breach}`);
      return payload;
    });
  }
  const visitorCountry = visitorCountryReader(trustProxy, countryOverride);
  const deps: RouteDeps = {
    db,
    visitorCountry,
    entryOf: (req, body) => {
      const country = visitorCountry(req);
      return { loginSite: loginSiteOf(req, body), visitorCountry: country.ok ? country.country : '' };
    },
    accounts: accountOptions,
  };
  const prefix = '/x-api';
  await app.register(healthRoutes, { prefix, db, storageDir });
  await app.register(configRoutes, { prefix, ...deps });
  await app.register(complianceRoutes, { prefix, ...deps });
  await app.register(countryRoutes, { prefix, ...deps });
  await app.register(kycRoutes, { prefix, ...deps });
  await app.register(userRoutes, { prefix, ...deps });
  await app.register(loginRoutes, { prefix, ...deps });
  await app.register(passkeyRoutes, { prefix, ...deps });
  await app.register(secondStepRoutes, { prefix, ...deps });
  await app.register(securitySettingsRoutes, { prefix, ...deps });
  await app.register(deviceRoutes, { prefix, ...deps });
  await app.register(reproofRoutes, { prefix, ...deps });
  await app.register(registerRoutes, { prefix, ...deps });
  await app.register(devRoutes, { prefix, ...deps });
  await app.register(captchaRoutes, { prefix, ...deps });
  await app.register(oauthRoutes, { prefix, ...deps });
  await app.register(telegramRoutes, { prefix, ...deps });
  await app.register(qrcodeRoutes, { prefix, ...deps });
  await app.register(thirdPartyRoutes, { prefix, ...deps });
  await app.register(selfUnblockRoutes, { prefix, ...deps });
  await app.register(recoveryRoutes, { prefix, ...deps });
  await app.register(affiliateRoutes, { prefix, ...deps });
  await app.register(referralRoutes, { prefix, ...deps });
  await app.register(growthRoutes, { prefix, ...deps });
  await app.register(residenceRoutes, { prefix, ...deps });
  await app.register(monitorRoutes, { prefix, ...deps });
  // RFC 8414 at the api's root too, for clients that talk to the api directly
  app.get(METADATA_PATH, async (_req, reply) => {
    reply.header('access-control-allow-origin', '*');
    return authorizationServerMetadata(accountOptions.webOrigin);
  });
  // a third-party app of its own, so outside /x-api
  await app.register(oauthDemoClientRoutes, {
    prefix: DEMO_CLIENT_PATH,
    ...deps,
    demoClient: {
      origin: demoClient.origin ?? DEFAULT_DEMO_CLIENT_ORIGIN,
      apiOrigin: demoClient.apiOrigin ?? null,
    },
  });
  return app;
}
