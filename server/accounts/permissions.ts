import type { Queryable } from '../db';

export interface PhonePermissions {
  /** REG-3: mobile registration offered */
  readonly registerMobile: boolean;
  /** LOGIN-2: mobile login offered */
  readonly loginMobile: boolean;
}

/**
 * Whether a site offers phone registration and login: a site-wide compliance
 * rule hiding `register.phoneTab` / `login.phoneTab` on the site (seeded for
 * KAZ and EU; KAZ also hides the login tab), or app_config `phone_tab_hidden`
 * = 'true' for every site, turns it off.
 */
export async function phonePermissions(db: Queryable, siteId: string): Promise<PhonePermissions> {
  const [rules, config] = await Promise.all([
    db.query<{ element: string }>(
      `select distinct element from compliance_rules
        where enabled and action = 'hide' and element in ('register.phoneTab', 'login.phoneTab')
          and site_id = $1 and account = '[]'::jsonb and rc = '[]'::jsonb`,
      [siteId],
    ),
    db.query<{ value: string }>("select value from app_config where project = 'web' and name = 'phone_tab_hidden'"),
  ]);
  const hiddenEverywhere = config.rows[0]?.value?.trim() === 'true';
  const hidden = new Set(rules.rows.map((r) => r.element));
  return {
    registerMobile: !hiddenEverywhere && !hidden.has('register.phoneTab'),
    loginMobile: !hiddenEverywhere && !hidden.has('login.phoneTab'),
  };
}

const SITE_ID = /^[A-Z]{2,8}$/;

/** A site id as sent by the page ('eu' → 'EU'), or `fallback` when absent or malformed. */
export function siteIdOf(value: unknown, fallback = 'BYBIT'): string {
  if (typeof value !== 'string') return fallback;
  const id = value.trim().toUpperCase();
  return SITE_ID.test(id) ? id : fallback;
}
