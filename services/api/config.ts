import type { configBanner } from '@/contract/config/banner';
import { configBannerFacts } from '@/contract/config/banner.facts';
import type { webConfig } from '@/contract/config/web';
import { webConfigFacts } from '@/contract/config/web.facts';
import type { ResultOf } from '@/contract/endpoint';
import { http } from '@/services/http';

export const WEB_PROJECT = 'web';

export type ConfigEntry = ResultOf<typeof webConfig>['data'][number];
export type Banner = ResultOf<typeof configBanner>['data'][number];

/** UI-6: POST /v3/config/web, cached unless `fresh` asks the api again. */
export async function fetchWebConfig(
  keys?: readonly string[],
  options: { readonly fresh?: boolean } = {},
): Promise<Record<string, string>> {
  const res = await http.call(
    webConfigFacts,
    { project: WEB_PROJECT, ...(keys ? { keys: [...keys] } : {}) },
    { cache: !options.fresh },
  );
  return webConfigOf(res.result);
}

/** The entries of a /v3/config/web answer as name → value. */
export function webConfigOf(
  result: { readonly data?: readonly ConfigEntry[] } | null | undefined,
): Record<string, string> {
  return Object.fromEntries((result?.data ?? []).map((e) => [e.name, e.value]));
}

/** UI-6: POST /v3/config/banner with the page language, cached. */
export async function fetchBanners(keys: readonly string[], language: string): Promise<Banner[]> {
  const res = await http.call(
    configBannerFacts,
    { project: WEB_PROJECT, keys: [...keys], properties: { language } },
    { cache: true },
  );
  return res.result?.data ?? [];
}
