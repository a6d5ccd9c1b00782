/** Settings of the api process, from the environment with safe development defaults. */
export interface ApiConfig {
  readonly port: number;
  readonly host: string;
  /** a Postgres server; absent means embedded PGlite under dataDir */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly production: boolean;
  readonly logLevel: string;
  /** honour the X-Country header (API_COUNTRY_OVERRIDE=1/0; default on outside production) */
  readonly countryOverride: boolean;
}

export function readApiConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const port = Number(env.API_PORT || 4000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`API_PORT is not a port: ${env.API_PORT}`);
  return {
    port,
    host: env.API_HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || '.data',
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    countryOverride: env.API_COUNTRY_OVERRIDE ? env.API_COUNTRY_OVERRIDE === '1' : env.NODE_ENV !== 'production',
  };
}
