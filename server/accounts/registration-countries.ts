import type { Queryable } from '../db';

/** REG-9, REG-10: the countries whose numbers may register, by name, with their dial codes. */
export async function registrationCountries(
  db: Queryable,
): Promise<{ code: string; dial_code: string; name: string }[]> {
  const { rows } = await db.query<{ code: string; dial_code: string; name: string }>(
    'select code, dial_code, name from countries where not is_disable order by name',
  );
  return rows;
}
