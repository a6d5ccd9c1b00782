import type { ComplianceRule } from '@/contract/compliance/static-config';

import type { Queryable } from '../db';

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

/** CMP-4: how a country is regulated; null when it is not listed (it is its own regulation country). */
export async function countryRegulation(
  db: Queryable,
  country: string,
): Promise<{ regulationCountry: string; restrictOperate: boolean } | null> {
  const { rows } = await db.query<{ regulation_country: string; restrict_operate: boolean }>(
    'select regulation_country, restrict_operate from country_regulation where country = $1',
    [country],
  );
  const row = rows[0];
  return row ? { regulationCountry: row.regulation_country, restrictOperate: row.restrict_operate } : null;
}

/** CMP-5: the settings the pages read, and any others the table holds, each as stored. */
export interface ComplianceSettings {
  readonly [name: string]: unknown;
  readonly redeemAmount: { readonly ext: unknown };
  readonly hideRedeemSite: { readonly action: string; readonly siteIds: string[] };
  readonly zhHostnameList: { readonly ext: string[] };
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * CMP-5: the static settings by name, each value as stored; the three the
 * pages read are read defensively (the table can be edited by hand): a
 * missing or malformed one is served empty (no amount, nothing hidden, no
 * hostname), never as it is.
 */
export async function complianceSettings(db: Queryable): Promise<ComplianceSettings> {
  const { rows } = await db.query<{ name: string; value: unknown }>(
    'select name, value from compliance_static order by name',
  );
  const stored: Record<string, unknown> = Object.fromEntries(rows.map((row) => [row.name, json(row.value)]));
  const redeem = record(stored.redeemAmount);
  const hide = record(stored.hideRedeemSite);
  const zh = record(stored.zhHostnameList);
  return {
    ...stored,
    redeemAmount: { ...redeem, ext: redeem.ext ?? null },
    hideRedeemSite: {
      ...hide,
      action: typeof hide.action === 'string' ? hide.action : 'none',
      siteIds: stringList(hide.siteIds),
    },
    zhHostnameList: { ...zh, ext: stringList(zh.ext) },
  };
}

/** CMP-1, CMP-2: the enabled rules, by element, highest priority first. */
export async function complianceRules(db: Queryable): Promise<ComplianceRule[]> {
  const { rows } = await db.query<RuleRow>(
    `select element, action, ext, priority, site_id, account, rc, logic
       from compliance_rules where enabled
      order by element, priority desc, id`,
  );
  return rows.map((r) => ({
    element: r.element,
    action: r.action,
    ext: json(r.ext),
    priority: Number(r.priority),
    siteId: r.site_id,
    account: strings(r.account),
    rc: strings(r.rc),
    logic: r.logic,
  }));
}
