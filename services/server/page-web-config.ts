import { webConfigFacts } from '@/contract/config/web.facts';

import { createKeptAnswers, processKeeper, type PageAnswerOptions } from './kept-answers';
import { askEndpoint, PAGE_CONFIG_PROJECT } from './server-api';

export type WebConfig = Readonly<Record<string, string>>;

/** One api answer: the configuration as name → value, or null when the api gave none (down, slow, refused). */
async function askForConfig({ apiOrigin, fetch }: PageAnswerOptions): Promise<WebConfig | null> {
  const result = await askEndpoint(webConfigFacts, { project: PAGE_CONFIG_PROJECT }, { apiOrigin, fetch });
  return result ? Object.fromEntries((result.data ?? []).map((entry) => [entry.name, entry.value])) : null;
}

/**
 * UI-6 on the server: the web configuration (captcha order, third-party
 * providers, the password's public key…) goes out with the page instead of
 * being the browser's first request, kept as services/server/kept-answers.ts keeps
 * answers. A page that gets none loads it in the browser as before.
 */
export function createPageWebConfig(options: PageAnswerOptions) {
  const get = createKeptAnswers(() => askForConfig(options), options);
  return (): Promise<WebConfig | null> => get('web');
}

const keeper = processKeeper(createPageWebConfig);

/** The process's one keeper, for the api and lifetime the environment names. */
export function pageWebConfig(apiOrigin: string, ttlMs: number): Promise<WebConfig | null> {
  return keeper(apiOrigin, ttlMs)();
}
