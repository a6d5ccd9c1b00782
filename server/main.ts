import { buildApp } from './app';
import { readApiConfig } from './config';
import { openDatabase } from './db';

async function main(): Promise<void> {
  const config = readApiConfig();
  const db = await openDatabase(config);
  const app = await buildApp({ db, logLevel: config.logLevel, countryOverride: config.countryOverride });
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
