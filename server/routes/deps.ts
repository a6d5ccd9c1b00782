import type { AccountOptions } from '../accounts/options';
import type { Db } from '../db';

/** What every route plugin receives from `buildApp`. */
export interface RouteDeps {
  readonly db: Db;
  /** honour the X-Country header (development and tests) */
  readonly countryOverride: boolean;
  /** keys, origins and switches of registration and login */
  readonly accounts: AccountOptions;
}
