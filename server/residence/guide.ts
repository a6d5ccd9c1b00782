import type { ResultOf } from '@/contract/endpoint';
import type { residenceGuideConfig } from '@/contract/residence/guide-config';

import { readConfigValue } from '../app-config/web-config';
import type { Queryable } from '../db';

/** DLG-2: where the residence guide is kept in app_config. */
export const RESIDENCE_GUIDE_CONFIG = { project: 'residence', name: 'guide' } as const;

type Guide = ResultOf<typeof residenceGuideConfig>;
type GuideSite = Guide['guideConfigs'][number]['siteId'];

const GUIDE_SITES: readonly string[] = ['EU', 'BYBIT', 'Default'] satisfies readonly GuideSite[];

const codes = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String).filter((c) => /^[A-Z]{2}$/.test(c)) : [];

const isGuideSite = (value: unknown): value is GuideSite => GUIDE_SITES.includes(String(value));

/** The stored guide, read defensively: a malformed entry is dropped, never served. */
export function guideOf(raw: string | undefined): Guide {
  let parsed: { guideConfigs?: unknown; showMode?: unknown; countries2?: unknown } = {};
  try {
    parsed = raw ? (JSON.parse(raw) as typeof parsed) : {};
  } catch {
    parsed = {};
  }
  const entries: unknown[] = Array.isArray(parsed?.guideConfigs) ? parsed.guideConfigs : [];
  return {
    guideConfigs: entries.flatMap((entry) => {
      const { siteId, country2 } = (entry ?? {}) as { siteId?: unknown; country2?: unknown };
      return isGuideSite(siteId) ? [{ siteId, country2: codes(country2) }] : [];
    }),
    showMode: typeof parsed?.showMode === 'string' ? parsed.showMode : 'none',
    countries2: codes(parsed?.countries2),
  };
}

/** DLG-2: the residence guide as configured. */
export async function readResidenceGuide(db: Queryable): Promise<Guide> {
  return guideOf(await readConfigValue(db, RESIDENCE_GUIDE_CONFIG.project, RESIDENCE_GUIDE_CONFIG.name));
}
