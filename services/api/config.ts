import { http } from '@/services/http';

export const WEB_PROJECT = 'web';

export interface ConfigEntry {
  readonly name: string;
  readonly value: string;
}

/** UI-6: POST /v3/config/web, cached unless `fresh` asks the api again. */
export async function fetchWebConfig(
  keys?: readonly string[],
  options: { readonly fresh?: boolean } = {},
): Promise<Record<string, string>> {
  const res = await http.post<{ data: ConfigEntry[] }>(
    '/v3/config/web',
    { project: WEB_PROJECT, ...(keys ? { keys } : {}) },
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

export interface Banner {
  readonly key: string;
  readonly language: string;
  readonly title: string;
  readonly content: string;
  readonly link: string;
}

/** UI-6: POST /v3/config/banner with the page language, cached. */
export async function fetchBanners(keys: readonly string[], language: string): Promise<Banner[]> {
  const res = await http.post<{ data: Banner[] }>(
    '/v3/config/banner',
    { project: WEB_PROJECT, keys, properties: { language } },
    { cache: true },
  );
  return res.result?.data ?? [];
}
