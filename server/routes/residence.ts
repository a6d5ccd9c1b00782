import type { FastifyInstance } from 'fastify';

import { ok } from '../envelope';
import type { RouteDeps } from './deps';

/** DLG-2: where the residence guide is kept in app_config. */
export const RESIDENCE_GUIDE_CONFIG = { project: 'residence', name: 'guide' } as const;

interface Guide {
  guideConfigs: { siteId: string; country2: string[] }[];
  showMode: string;
  countries2: string[];
}

const codes = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String).filter((c) => /^[A-Z]{2}$/.test(c)) : [];

/** The stored guide, read defensively: a malformed entry is dropped, never served. */
function guideOf(raw: string | undefined): Guide {
  let parsed: Partial<Guide> = {};
  try {
    parsed = raw ? (JSON.parse(raw) as Partial<Guide>) : {};
  } catch {
    parsed = {};
  }
  return {
    guideConfigs: (Array.isArray(parsed.guideConfigs) ? parsed.guideConfigs : [])
      .filter((g) => ['EU', 'BYBIT', 'Default'].includes(String(g?.siteId)))
      .map((g) => ({ siteId: String(g.siteId), country2: codes(g.country2) })),
    showMode: typeof parsed.showMode === 'string' ? parsed.showMode : 'none',
    countries2: codes(parsed.countries2),
  };
}

/** DLG-2: the residence guide config (public). */
export async function residenceRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  app.get('/v3/public/residence/guide-config', async () => {
    const { rows } = await db.query<{ value: string }>(
      'select value from app_config where project = $1 and name = $2',
      [RESIDENCE_GUIDE_CONFIG.project, RESIDENCE_GUIDE_CONFIG.name],
    );
    return ok(guideOf(rows[0]?.value));
  });
}
