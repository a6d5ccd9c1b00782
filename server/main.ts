import path from 'node:path';

import { applyDemoPassword } from './accounts/demo';
import { loadRsaKey } from './accounts/rsa';
import { parseThirdPartyProviders } from './accounts/thirdparty';
import { buildApp } from './app';
import { assertCaptchaConfig } from './captcha/secret';
import { readApiConfig } from './config';
import { MEMORY_DATA_DIR, openDatabase } from './db';

async function main(): Promise<void> {
  const config = readApiConfig();
  // settings first: a missing production key stops the start before anything opens
  const rsa = loadRsaKey({
    rsaPrivateKey: config.rsaPrivateKey,
    production: config.production,
    keyDir: config.dataDir === MEMORY_DATA_DIR ? null : path.resolve(config.dataDir),
  });
  assertCaptchaConfig(process.env);
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
    },
    demoClient: { origin: config.demoClientOrigin, apiOrigin: config.demoClientApiOrigin ?? null },
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
  console.error(error);
  process.exit(1);
});
