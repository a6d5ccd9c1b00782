import type { FastifyInstance } from 'fastify';

import { countryList } from '@/contract/countries/country-list';
import { ipCountry } from '@/contract/countries/ip-country';
import { RET_CODES } from '@/contract/ret-codes';

import { countryStanding, listCountries } from '../countries/countries';
import { fail, ok } from '../envelope';
import { route } from './contract-route';
import type { RouteDeps } from './deps';

/** REG-9 country list, SEC-5 IP country. Public. */
export async function countryRoutes(app: FastifyInstance, { db, visitorCountry }: RouteDeps): Promise<void> {
  route(app, countryList, {}, async (req) => {
    // codes are ISO alpha-2 with or without is_iso=1; is_disable=1 adds the restricted countries
    return ok({ list: await listCountries(db, req.query.is_disable === 1) });
  });

  route(app, ipCountry, {}, async (req) => {
    const decision = visitorCountry(req);
    if (!decision.ok) return fail(RET_CODES.badRequest, decision.message);
    const standing = await countryStanding(db, decision.country);
    return ok({
      code: decision.country,
      // a visitor from a restricted country is not offered registration (REG-10)
      is_visible: standing ? !standing.is_disable : true,
      group_country: standing ? standing.group_country : decision.country,
    });
  });
}
