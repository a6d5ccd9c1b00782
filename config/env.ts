import { DEFAULT_SITE, isSiteId, type SiteId } from './sites';

/**
 * Web-process settings read from the environment, with safe development
 * defaults. Read per call, so `npm start` honours the environment it runs in.
 */
export interface WebEnv {
  /** where `/x-api/*` is forwarded */
  readonly apiOrigin: string;
  /** site for plain localhost / 127.0.0.1 / unknown hosts */
  readonly defaultSite: SiteId;
  /** origins allowed to frame the OAuth pages */
  readonly oauthFrameAncestors: readonly string[];
  /** MW-9: advertising script on register pages; empty disables it */
  readonly adScriptUrl: string;
  /** SEC-6: the monitoring client's script; empty disables monitoring */
  readonly monitorScriptUrl: string;
  readonly dev: boolean;
  /**
   * Issue 4: outside production mode (APP_ENV is not `production`), web
   * serves small landings at the post-login destinations that belong to the
   * rest of the exchange, so a person can follow a login to its end.
   */
  readonly landings: boolean;
  /** CAP-2: origins captcha scripts and frames may come from on sign-in pages */
  readonly captchaScriptOrigins: readonly string[];
  /**
   * WEB_TRUST_PROXY: load balancers in front of the web whose X-Forwarded-For
   * names the visitor (addresses, CIDRs, `loopback`…); empty trusts nobody,
   * so the connection's address is the visitor's.
   */
  readonly trustProxy: string;
  /**
   * WEB_COUNTRY_OVERRIDE=1: the forwarder passes a visitor's X-Country header
   * to the api (development and tests: say which country a browser is in);
   * never honoured under NODE_ENV=production unless set explicitly
   */
  readonly countryOverride: boolean;
  /**
   * UI-6: how long the web keeps the api's web configuration it sends with
   * each page (WEB_CONFIG_TTL_MS; 0 asks the api for every page)
   */
  readonly webConfigTtlMs: number;
}

/** CAP-5, CAP-7: where geetest, reCAPTCHA and Tencent serve their widgets. */
export const DEFAULT_CAPTCHA_SCRIPT_ORIGINS = [
  'https://static.geetest.com',
  'https://api.geetest.com',
  'https://www.recaptcha.net',
  'https://www.google.com',
  'https://www.gstatic.com',
  'https://turing.captcha.qcloud.com',
] as const;

function nonNegative(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

function list(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,]+/).filter(Boolean);
}

export function readWebEnv(env: Record<string, string | undefined> = process.env): WebEnv {
  const apiPort = env.API_PORT || '4000';
  const site = env.DEFAULT_SITE?.toUpperCase();
  return {
    apiOrigin: (env.API_ORIGIN || `http://127.0.0.1:${apiPort}`).replace(/\/+$/, ''),
    defaultSite: isSiteId(site) ? site : DEFAULT_SITE,
    oauthFrameAncestors: list(env.OAUTH_FRAME_ANCESTORS),
    adScriptUrl: env.AD_SCRIPT_URL ?? '',
    monitorScriptUrl: env.MONITOR_SCRIPT_URL ?? '',
    dev: env.NODE_ENV !== 'production',
    landings: env.APP_ENV !== 'production',
    captchaScriptOrigins:
      env.CAPTCHA_SCRIPT_ORIGINS === undefined ? [...DEFAULT_CAPTCHA_SCRIPT_ORIGINS] : list(env.CAPTCHA_SCRIPT_ORIGINS),
    trustProxy: env.WEB_TRUST_PROXY ?? '',
    countryOverride: env.WEB_COUNTRY_OVERRIDE === '1',
    webConfigTtlMs: nonNegative(env.WEB_CONFIG_TTL_MS, 30_000),
  };
}
