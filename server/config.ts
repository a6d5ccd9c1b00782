import { newDeviceCheckSetting } from './security/options';
import { DEFAULT_INIT_DATA_MAX_AGE_S, DEV_TELEGRAM, type TelegramOptions } from './telegram/init-data';

/** Settings of the api process, from the environment with safe development defaults. */
export interface ApiConfig {
  readonly port: number;
  readonly host: string;
  /** a Postgres server; absent means embedded PGlite under dataDir */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly production: boolean;
  readonly logLevel: string;
  /** honour the X-Country header (API_COUNTRY_OVERRIDE=1/0; default on outside production) */
  readonly countryOverride: boolean;
  /** RSA_PRIVATE_KEY: PEM key passwords are encrypted for (required in production) */
  readonly rsaPrivateKey: string | undefined;
  /** WEB_ORIGIN: origin of the web pages, for activation links */
  readonly webOrigin: string;
  /** API_DEV_ROUTES=1/0: /x-api/dev/* (the outbox); default on outside production */
  readonly devRoutes: boolean;
  /** THIRDPARTY_PROVIDERS: JSON of OpenID Connect providers for third-party login (see server/accounts/thirdparty.ts) */
  readonly thirdPartyProviders: string | undefined;
  /** DEMO_PASSWORD: when set, the demo account (demo@example.com) gets this password if it has none */
  readonly demoPassword: string | undefined;
  /** API_IP_LIMIT: attempts per IP in 10 minutes before 31018 (default 20) */
  readonly ipLimit: number | undefined;
  /** API_TRUST_PROXY: who may say who the client is (X-Forwarded-For); see trustProxySetting */
  readonly trustProxy: readonly string[];
  /**
   * TG-9: TELEGRAM_BOT_TOKEN, TELEGRAM_BOT_NAME, TELEGRAM_INIT_DATA_MAX_AGE.
   * Outside production the token defaults to a development one (DEV_BOT_TOKEN);
   * in production without it no launch data verifies (the mini app is off).
   */
  readonly telegram: TelegramOptions;
  /** DEMO_CLIENT_ORIGIN: where the demo OAuth client is served (dev routes); default http://localhost:{API_PORT} */
  readonly demoClientOrigin: string;
  /** DEMO_CLIENT_API_ORIGIN: where the demo client calls the token endpoint; default the api's listening address */
  readonly demoClientApiOrigin: string | undefined;
  /** issue 26: NEW_DEVICE_CHECK (on/off, default on) and SECURITY_SECRET (required in production) */
  readonly security: { readonly newDeviceCheck: boolean; readonly secret: string | undefined };
}

function httpOrigin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be http(s): ${value}`);
  return url.origin;
}

function webOrigin(value: string | undefined): string {
  return value ? httpOrigin('WEB_ORIGIN', value) : 'http://localhost:3000';
}

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
}

/**
 * API_TRUST_PROXY: the addresses whose X-Forwarded-For the api believes, as
 * a comma-separated list of addresses, CIDRs or proxy-addr names. Unset: the
 * loopback addresses, where the web runs by default (it sets the header from
 * the connection); a client reaching the api directly from elsewhere is
 * taken at its socket address. `none` trusts nobody.
 */
export function trustProxySetting(value: string | undefined): readonly string[] {
  if (value === undefined || value.trim() === '') return ['loopback'];
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 1 && list[0].toLowerCase() === 'none') return [];
  for (const entry of list) {
    if (!/^(?:loopback|linklocal|uniquelocal|[0-9a-f:.]+(?:\/\d{1,3})?)$/i.test(entry)) {
      throw new Error(`API_TRUST_PROXY: "${entry}" is not an address, a CIDR, loopback, linklocal or uniquelocal`);
    }
  }
  return list;
}

export function readApiConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const port = Number(env.API_PORT || 4000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`API_PORT is not a port: ${env.API_PORT}`);
  return {
    port,
    host: env.API_HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || '.data',
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    countryOverride: env.API_COUNTRY_OVERRIDE ? env.API_COUNTRY_OVERRIDE === '1' : env.NODE_ENV !== 'production',
    rsaPrivateKey: env.RSA_PRIVATE_KEY || undefined,
    webOrigin: webOrigin(env.WEB_ORIGIN),
    devRoutes: env.API_DEV_ROUTES ? env.API_DEV_ROUTES === '1' : env.NODE_ENV !== 'production',
    thirdPartyProviders: env.THIRDPARTY_PROVIDERS || undefined,
    demoPassword: env.DEMO_PASSWORD || undefined,
    security: { newDeviceCheck: newDeviceCheckSetting(env.NEW_DEVICE_CHECK), secret: env.SECURITY_SECRET || undefined },
    ipLimit: positiveInt(env.API_IP_LIMIT, 'API_IP_LIMIT'),
    trustProxy: trustProxySetting(env.API_TRUST_PROXY),
    telegram: {
      botToken: env.TELEGRAM_BOT_TOKEN || (env.NODE_ENV === 'production' ? '' : DEV_TELEGRAM.botToken),
      botName: env.TELEGRAM_BOT_NAME || DEV_TELEGRAM.botName,
      maxAgeSeconds:
        positiveInt(env.TELEGRAM_INIT_DATA_MAX_AGE, 'TELEGRAM_INIT_DATA_MAX_AGE') ?? DEFAULT_INIT_DATA_MAX_AGE_S,
    },
    demoClientOrigin: httpOrigin('DEMO_CLIENT_ORIGIN', env.DEMO_CLIENT_ORIGIN || `http://localhost:${port}`),
    demoClientApiOrigin: env.DEMO_CLIENT_API_ORIGIN
      ? httpOrigin('DEMO_CLIENT_API_ORIGIN', env.DEMO_CLIENT_API_ORIGIN)
      : undefined,
  };
}
