import { WEB_PROJECT, webConfigOf, type ConfigEntry } from '@/services/api/config';
import { askApi } from '@/services/server-api';

export type WebConfig = Readonly<Record<string, string>>;

interface Options {
  readonly apiOrigin: string;
  /** how long an answer is served as it is; after that it is served once more while a new one is asked */
  readonly ttlMs: number;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
}

/** One api answer: the configuration, or null when the api gave none (down, slow, refused). */
async function askForConfig({ apiOrigin, fetch }: Options): Promise<WebConfig | null> {
  const result = await askApi<{ data?: ConfigEntry[] }>({
    apiOrigin,
    fetch,
    method: 'POST',
    path: '/v3/config/web',
    body: { project: WEB_PROJECT },
  });
  return result ? webConfigOf(result) : null;
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
    asking ??= askForConfig(options).then((config) => {
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
