import path from 'node:path';

import { applyDemoPassword } from './accounts/demo';
import { loadRsaKey } from './accounts/rsa';
import { parseThirdPartyProviders } from './accounts/thirdparty';
import { buildApp } from './app';
import { assertCaptchaConfig } from './captcha/secret';
import { readApiConfig, type ApiConfig } from './config';
import { MEMORY_DATA_DIR, openDatabase } from './db';
import { checkDataDir, startupFailureMessage } from './db/storage-check';
import { assertSecuritySecret } from './security/options';

let config: ApiConfig | null = null;

async function main(): Promise<void> {
  config = readApiConfig();
  // storage next: a full, read-only or unwritable DATA_DIR is named before anything writes there
  if (config.dataDir !== MEMORY_DATA_DIR && (!config.databaseUrl || !config.production)) checkDataDir(config.dataDir);
  // settings first: a missing production key stops the start before anything opens
  const rsa = loadRsaKey({
    rsaPrivateKey: config.rsaPrivateKey,
    production: config.production,
    keyDir: config.dataDir === MEMORY_DATA_DIR ? null : path.resolve(config.dataDir),
  });
  assertCaptchaConfig(process.env);
  assertSecuritySecret(config.security.secret, config.production);
  const thirdParty = parseThirdPartyProviders(config.thirdPartyProviders);
  const db = await openDatabase(config);
  await applyDemoPassword(db, config.demoPassword);
  const app = await buildApp({
    db,
    logLevel: config.logLevel,
    countryOverride: config.countryOverride,
    accounts: {
      rsa,
      webOrigin: config.webOrigin,
      devRoutes: config.devRoutes,
      production: config.production,
      thirdParty,
      ...(config.ipLimit ? { ipLimit: config.ipLimit } : {}),
      telegram: config.telegram,
    },
    demoClient: { origin: config.demoClientOrigin, apiOrigin: config.demoClientApiOrigin ?? null },
    trustProxy: config.trustProxy,
    security: config.security,
    storageDir: !config.databaseUrl && config.dataDir !== MEMORY_DATA_DIR ? config.dataDir : null,
  });
  const shutdown = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`x-api on ${config.host}:${config.port} (${db.driver})`);
}

main().catch((error: unknown) => {
  // one line that names the cause (disk full, read-only, the database unreachable…)
  const line = config ? startupFailureMessage(error, config) : ((error as Error)?.message ?? String(error));
  console.error(`x-api did not start: ${line}`);
  process.exit(1);
});
