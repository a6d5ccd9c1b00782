import { BANNER_ENDPOINT, WEB_PROJECT, type Banner } from '@/services/api/config';
import { createKeptAnswers, processKeeper, type PageAnswerOptions } from '@/services/kept-answers';
import { askEndpoint } from '@/services/server-api';

/**
 * UI-6 on the server: banners of /v3/config/banner (REG-12's sign-up bonus)
 * go out with the page, so what they say is in its first paint instead of
 * pushing the form down when a browser request answers. Kept per language
 * and keys like the web configuration; null when the api gave none.
 */
export function createPageBanners({ apiOrigin, fetch, ...keep }: PageAnswerOptions) {
  const get = createKeptAnswers(async (key): Promise<Banner[] | null> => {
    const [language, ...keys] = JSON.parse(key) as string[];
    const result = await askEndpoint(
      BANNER_ENDPOINT,
      { project: WEB_PROJECT, keys, properties: { language } },
      { apiOrigin, fetch },
    );
    return result ? (result.data ?? []) : null;
  }, keep);
  return (keys: readonly string[], language: string) => get(JSON.stringify([language, ...keys]));
}

const keeper = processKeeper(createPageBanners);

/** The process's one keeper of banners, for the api and lifetime the environment names. */
export function pageBanners(
  apiOrigin: string,
  ttlMs: number,
  keys: readonly string[],
  language: string,
): Promise<Banner[] | null> {
  return keeper(apiOrigin, ttlMs)(keys, language);
}
