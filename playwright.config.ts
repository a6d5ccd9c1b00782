import { defineConfig, devices } from '@playwright/test';

const WEB_PORT = Number(process.env.E2E_WEB_PORT || 3100);
const API_PORT = Number(process.env.E2E_API_PORT || 4100);
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** LOGIN-6: a real OpenID provider (scripts/dev-oidc-provider.mjs) the api's third-party login uses. */
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT || 4150);
const OIDC_ISSUER = `http://localhost:${OIDC_PORT}`;

/**
 * End-to-end against the production build (`npm run build` first) and a fresh
 * api on an in-memory database. Host names *.localhost map to loopback so the
 * regional sites can be exercised by host.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  // issue 25's visual references, one folder for the suite
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--host-resolver-rules=MAP *.localhost 127.0.0.1',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node scripts/dev-oidc-provider.mjs',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      env: { DEV_OIDC_PORT: String(OIDC_PORT), DEV_OIDC_WEB_ORIGINS: `http://localhost:${WEB_PORT}` },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node dist/server/main.mjs`,
      url: `http://127.0.0.1:${API_PORT}/x-api/health`,
      env: {
        API_PORT: String(API_PORT),
        DATA_DIR: ':memory:',
        DATABASE_URL: '',
        // as `npm start` runs it: development secrets, readable outbox
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        // activation links and the demo OAuth client point at the web under test
        WEB_ORIGIN: `http://localhost:${WEB_PORT}`,
        // every test browser comes from 127.0.0.1: the per-IP limits (20 in 10 minutes) are proven by the api tests
        API_IP_LIMIT: '1000',
        // issue 26: every test browser is a new device; e2e/two-step.spec.ts turns the check on for its test
        NEW_DEVICE_CHECK: 'off',
        THIRDPARTY_PROVIDERS: JSON.stringify({
          devid: {
            issuer: OIDC_ISSUER,
            client_id: 'exchange-login-dev',
            client_secret: 'dev-oidc-client-secret-not-for-production',
            label: 'Dev ID',
          },
        }),
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node dist/web/server.mjs',
      url: `http://localhost:${WEB_PORT}/en/login`,
      env: {
        PORT: String(WEB_PORT),
        API_ORIGIN: `http://127.0.0.1:${API_PORT}`,
        NODE_ENV: 'production',
        // tests change the api's web configuration (setWebConfig) and expect the next page to carry it
        WEB_CONFIG_TTL_MS: '0',
        OAUTH_FRAME_ANCESTORS: 'https://partner.example',
        AD_SCRIPT_URL: 'https://ads.example/tag.js',
        // tests say which country a browser is in with X-Country (development only)
        WEB_COUNTRY_OVERRIDE: '1',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // the same web with its api gone: pages must say so, translated, and keep working
      command: 'node dist/web/server.mjs',
      url: `http://localhost:${WEB_PORT + 2}/en/login`,
      env: { PORT: String(WEB_PORT + 2), API_ORIGIN: 'http://127.0.0.1:9', NODE_ENV: 'production' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
