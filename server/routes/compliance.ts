import type { FastifyInstance } from 'fastify';

import { requestCountry } from '../country';
import { fail, ok } from '../envelope';
import type { RouteDeps } from './deps';

/** CMP-2: a rule entry as the compliance SDK reads it. */
export interface ComplianceRule {
  element: string;
  action: string;
  ext: unknown;
  priority: number;
  siteId: string;
  account: string[];
  rc: string[];
  logic: 'or' | 'and';
}

interface RuleRow {
  element: string;
  action: string;
  ext: unknown;
  priority: number;
  site_id: string;
  account: unknown;
  rc: unknown;
  logic: 'or' | 'and';
}

function strings(value: unknown): string[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

/** jsonb arrives parsed from both drivers; tolerate text just in case. */
function json(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** CMP-4 regulation of the visitor's country; CMP-1/2/5 rules and static config. Public. */
export async function complianceRoutes(app: FastifyInstance, { db, countryOverride }: RouteDeps): Promise<void> {
  app.get('/compliance/v1/wall/regulation-info', async (req) => {
    const decision = requestCountry(req.headers, countryOverride);
    if (!decision.ok) return fail(10001, decision.message);
    const { rows } = await db.query<{ regulation_country: string; restrict_operate: boolean }>(
      'select regulation_country, restrict_operate from country_regulation where country = $1',
      [decision.country],
    );
    const row = rows[0];
    return ok({
      restrictOperate: row ? row.restrict_operate : false,
      regulationCountry: row ? row.regulation_country : decision.country,
    });
  });

  app.get('/compliance/v1/static-config', async () => {
    const [statics, rules] = await Promise.all([
      db.query<{ name: string; value: unknown }>('select name, value from compliance_static order by name'),
      db.query<RuleRow>(
        `select element, action, ext, priority, site_id, account, rc, logic
           from compliance_rules where enabled
          order by element, priority desc, id`,
      ),
    ]);
    const config: Record<string, unknown> = {};
    for (const row of statics.rows) config[row.name] = json(row.value);
    const list: ComplianceRule[] = rules.rows.map((r) => ({
      element: r.element,
      action: r.action,
      ext: json(r.ext),
      priority: Number(r.priority),
      siteId: r.site_id,
      account: strings(r.account),
      rc: strings(r.rc),
      logic: r.logic,
    }));
    return ok({ ...config, rules: list });
  });
}
