import type { Queryable } from '../db';

/** UI-6: the language a banner falls back to when the asked one has no row. */
export const FALLBACK_LANGUAGE = 'en';

export interface BannerRow {
  key: string;
  language: string;
  title: string;
  content: string;
  link: string;
}

/** 'zh-tw' → 'zh-TW': the spelling banner rows are stored under. */
export function normalizeLanguage(language: string): string {
  const [lang, ...rest] = language.split('-');
  return [lang.toLowerCase(), ...rest.map((r) => r.toUpperCase())].join('-');
}

/** UI-6: per key, the banner in `language`, else in the fallback; only the named keys when `keys` is given. */
export async function readBanners(
  db: Queryable,
  language: string,
  keys: readonly string[] | undefined,
): Promise<BannerRow[]> {
  const { rows } = await db.query<BannerRow>(
    `select key, language, title, content, link from banners
      where language in ($1, $2)
        and ($3::jsonb is null or key in (select jsonb_array_elements_text($3::jsonb)))
      order by key`,
    [language, FALLBACK_LANGUAGE, keys ? JSON.stringify(keys) : null],
  );
  const chosen = new Map<string, BannerRow>();
  for (const row of rows) {
    const seen = chosen.get(row.key);
    if (!seen || (row.language === language && seen.language !== language)) chosen.set(row.key, row);
  }
  return [...chosen.values()];
}
