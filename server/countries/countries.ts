import type { Queryable } from '../db';

export interface CountryRow {
  code: string;
  name: string;
  dial_code: string;
  is_disable: boolean;
}

/** REG-9: the countries by name; REG-10: the restricted ones only when `withDisabled`. */
export async function listCountries(db: Queryable, withDisabled: boolean): Promise<CountryRow[]> {
  const { rows } = await db.query<CountryRow>(
    `select code, name, dial_code, is_disable from countries
      where $1::boolean or not is_disable
      order by name`,
    [withDisabled],
  );
  return rows;
}

/** SEC-5: whether a country is restricted and the group it belongs to; null when it is not listed. */
export async function countryStanding(
  db: Queryable,
  code: string,
): Promise<{ is_disable: boolean; group_country: string } | null> {
  const { rows } = await db.query<{ is_disable: boolean; group_country: string }>(
    'select is_disable, group_country from countries where code = $1',
    [code],
  );
  return rows[0] ?? null;
}
