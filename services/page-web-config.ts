import { API_PREFIX } from '@/config/http';
import { WEB_PROJECT, webConfigOf } from '@/services/api/config';
import { readEnvelope } from '@/services/http/client';

/** How long a page waits for the api's answer before it goes without (the browser then asks itself). */
export const PAGE_WEB_CONFIG_TIMEOUT_MS = 1_000;

export type WebConfig = Readonly<Record<string, string>>;

interface Options {
  readonly apiOrigin: string;
  /** how long an answer is served as it is; after that it is served once more while a new one is asked */
  readonly ttlMs: number;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
}

/** One api answer: the configuration, or null when the api gave none (down, slow, refused). */
async function askApi({ apiOrigin, fetch: get = fetch }: Options): Promise<WebConfig | null> {
  try {
    const res = await get(`${apiOrigin}${API_PREFIX}/v3/config/web`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ project: WEB_PROJECT }),
      signal: AbortSignal.timeout(PAGE_WEB_CONFIG_TIMEOUT_MS),
    });
    const envelope = res.ok ? readEnvelope(await res.json()) : null;
    return envelope?.ret_code === 0 ? webConfigOf(envelope.result as Parameters<typeof webConfigOf>[0]) : null;
  } catch {
    return null;
  }
}

/**
 * UI-6 on the server: the web configuration (captcha order, third-party
 * providers, the password's public key…) goes out with the page instead of
 * being the browser's first request. Kept for `ttlMs`; a stale one is served
 * while a fresh one is asked, so only a process's first page waits for the
 * api. A page that gets none loads it in the browser as before.
 */
export function createPageWebConfig(options: Options) {
  const now = options.now ?? (() => Date.now());
  let kept: { readonly config: WebConfig; readonly at: number } | null = null;
  let asking: Promise<WebConfig | null> | null = null;
  const refresh = () => {
    asking ??= askApi(options).then((config) => {
      asking = null;
      if (config) kept = { config, at: now() };
      return config;
    });
    return asking;
  };
  return async (): Promise<WebConfig | null> => {
    if (kept && options.ttlMs > 0) {
      if (now() - kept.at >= options.ttlMs) void refresh();
      return kept.config;
    }
    return refresh();
  };
}

let shared: { readonly key: string; readonly get: () => Promise<WebConfig | null> } | null = null;

/** The process's one keeper, for the api and lifetime the environment names. */
export function pageWebConfig(apiOrigin: string, ttlMs: number): Promise<WebConfig | null> {
  const key = `${apiOrigin}|${ttlMs}`;
  if (shared?.key !== key) shared = { key, get: createPageWebConfig({ apiOrigin, ttlMs }) };
  return shared.get();
}
