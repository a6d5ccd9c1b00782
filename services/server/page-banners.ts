import type { Banner } from '@/contract/config/banner';
import { configBannerFacts } from '@/contract/config/banner.facts';

import { createKeptAnswers, processKeeper, type PageAnswerOptions } from './kept-answers';
import { askEndpoint, PAGE_CONFIG_PROJECT } from './server-api';

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
      configBannerFacts,
      { project: PAGE_CONFIG_PROJECT, keys, properties: { language } },
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
