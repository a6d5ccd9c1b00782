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
  readonly dev: boolean;
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
    dev: env.NODE_ENV !== 'production',
  };
}

/** Request headers the proxy hands to server rendering. */
export const CONTEXT_HEADERS = {
  nonce: 'x-nonce',
  site: 'x-site',
  platform: 'x-platform',
  quickLogin: 'x-quick-login',
} as const;
