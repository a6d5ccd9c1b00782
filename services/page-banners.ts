import { WEB_PROJECT, type Banner } from '@/services/api/config';
import { createKeptAnswers } from '@/services/kept-answers';
import { askApi } from '@/services/server-api';

interface Options {
  readonly apiOrigin: string;
  readonly ttlMs: number;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
}

/**
 * UI-6 on the server: banners of /v3/config/banner (REG-12's sign-up bonus)
 * go out with the page, so what they say is in its first paint instead of
 * pushing the form down when a browser request answers. Kept per language
 * and keys like the web configuration; null when the api gave none.
 */
export function createPageBanners({ apiOrigin, fetch, ...keep }: Options) {
  const get = createKeptAnswers(async (key): Promise<Banner[] | null> => {
    const [language, ...keys] = JSON.parse(key) as string[];
    const result = await askApi<{ data?: Banner[] }>({
      apiOrigin,
      fetch,
      method: 'POST',
      path: '/v3/config/banner',
      body: { project: WEB_PROJECT, keys, properties: { language } },
    });
    return result ? (result.data ?? []) : null;
  }, keep);
  return (keys: readonly string[], language: string) => get(JSON.stringify([language, ...keys]));
}

let shared: { readonly key: string; readonly get: ReturnType<typeof createPageBanners> } | null = null;

/** The process's one keeper of banners, for the api and lifetime the environment names. */
export function pageBanners(
  apiOrigin: string,
  ttlMs: number,
  keys: readonly string[],
  language: string,
): Promise<Banner[] | null> {
  const key = `${apiOrigin}|${ttlMs}`;
  if (shared?.key !== key) shared = { key, get: createPageBanners({ apiOrigin, ttlMs }) };
  return shared.get(keys, language);
}
