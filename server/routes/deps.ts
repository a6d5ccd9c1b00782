import type { FastifyRequest } from 'fastify';

import type { AccountOptions } from '../accounts/options';
import type { CountryDecision } from '../country';
import type { Db } from '../db';
import type { Entry } from '../security/gate-types';
import type { NoticeOrigin } from '../security/notices';

/** What every route plugin receives from `buildApp`. */
export interface RouteDeps {
  readonly db: Db;
  /** the visitor's country: from headers of a trusted hop only (server/country.ts) */
  readonly visitorCountry: (req: Pick<FastifyRequest, 'headers' | 'socket'>) => CountryDecision;
  /** where and from where a login comes in, for the one gate (server/accounts/admission.ts) */
  readonly entryOf: (
    req: Pick<FastifyRequest, 'headers' | 'socket'>,
    body?: { readonly site_id?: string; readonly tr_login?: boolean | number },
  ) => Entry;
  /** keys, origins and switches of registration and login */
  readonly accounts: AccountOptions;
}

/** Where a security notice says a change came from (server/security/notices.ts). */
export function noticeOriginOf(
  deps: Pick<RouteDeps, 'accounts' | 'visitorCountry'>,
  req: Pick<FastifyRequest, 'headers' | 'socket'>,
): NoticeOrigin {
  const country = deps.visitorCountry(req);
  return { webOrigin: deps.accounts.webOrigin, country: country.ok ? country.country : '' };
}
