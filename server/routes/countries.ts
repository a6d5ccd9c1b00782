import type { FastifyInstance } from 'fastify';

import { requestCountry } from '../country';
import { fail, ok } from '../envelope';
import type { RouteDeps } from './deps';

interface CountryListQuery {
  is_disable?: 0 | 1;
  is_iso?: 0 | 1;
}

export interface CountryItem {
  code: string;
  name: string;
  dial_code: string;
  is_disable: boolean;
}

const flag = { type: 'integer', enum: [0, 1] } as const;

/** REG-9 country list, SEC-5 IP country. Public. */
export async function countryRoutes(app: FastifyInstance, { db, countryOverride }: RouteDeps): Promise<void> {
  app.get<{ Querystring: CountryListQuery }>(
    '/v2/public/country-list',
    { schema: { querystring: { type: 'object', properties: { is_disable: flag, is_iso: flag } } } },
    async (req) => {
      // codes are ISO alpha-2 with or without is_iso=1; is_disable=1 adds the restricted countries
      const withDisabled = req.query.is_disable === 1;
      const { rows } = await db.query<CountryItem>(
        `select code, name, dial_code, is_disable from countries
          where $1::boolean or not is_disable
          order by name`,
        [withDisabled],
      );
      return ok({ list: rows });
    },
  );

  app.get('/user/public/ip-country', async (req) => {
    const decision = requestCountry(req.headers, countryOverride);
    if (!decision.ok) return fail(10001, decision.message);
    const { rows } = await db.query<{ is_disable: boolean; group_country: string }>(
      'select is_disable, group_country from countries where code = $1',
      [decision.country],
    );
    const row = rows[0];
    return ok({
      code: decision.country,
      // a visitor from a restricted country is not offered registration (REG-10)
      is_visible: row ? !row.is_disable : true,
      group_country: row ? row.group_country : decision.country,
    });
  });
}
