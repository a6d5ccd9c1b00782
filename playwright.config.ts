import { existsSync } from 'node:fs';

import { defineConfig, devices } from '@playwright/test';

import { PORTS, slotPorts, type SlotPorts } from './e2e/support/ports';

/**
 * A server of the production build, or a plain message when there is none
 * yet (the suite runs against `npm run build`'s output).
 */
function built(file: string): string {
  return `test -f ${file} || { echo "${file} is missing: run npm run build first (e2e runs against the production build)" >&2; exit 1; }; node ${file}`;
}

/**
 * Debian's chromium-headless-shell when installed (.ci/run installs it): the
 * same engine without the full browser, about 40 % less CPU per page on the
 * 2-core machine (docs/testing.md); else Debian's chromium.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
/** LOGIN-6: a real OpenID provider (scripts/dev-oidc-provider.mjs) the api's third-party login uses. */
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT || 4150);
const OIDC_ISSUER = `http://localhost:${OIDC_PORT}`;

/**
 * Workers, each with an api and a web of its own (e2e/support/ports.ts):
 * E2E_WORKERS, or 2 (measured faster than 1 on 2 cores, docs/testing.md).
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS || 2));
const SLOTS = Array.from({ length: WORKERS }, (_, slot) => slotPorts(slot));

/** One slot's api: in memory, as `npm start` runs it (development secrets, readable outbox). */
function apiServer(ports: SlotPorts) {
  return {
    command: built('dist/server/main.mjs'),
    url: `http://127.0.0.1:${ports.api}/x-api/health`,
    env: {
      API_PORT: String(ports.api),
      DATA_DIR: ':memory:',
      DATABASE_URL: '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // activation links and the demo OAuth client point at the slot's web
      WEB_ORIGIN: `http://localhost:${ports.web}`,
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
  };
}

/** One slot's production web, forwarding /x-api to the slot's api. */
function webServer(ports: SlotPorts) {
  return {
    command: built('dist/web/server.mjs'),
    url: `http://localhost:${ports.web}/en/login`,
    env: {
      PORT: String(ports.web),
      API_ORIGIN: `http://127.0.0.1:${ports.api}`,
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
  };
}

/**
 * End-to-end against the production build (`npm run build` first): the
 * config starts what the tests need. Host names *.localhost map to loopback
 * so the regional sites can be exercised by host.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // the JSON report feeds docs/testing.md's table of spec durations (npm run e2e:durations)
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-reports/e2e.json' }],
    ...(process.env.CI ? ([['html', { open: 'never' }]] as const) : []),
  ],
  timeout: 30_000,
  // issue 25's visual references, one folder for the suite
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  use: {
    // this worker's web (the config runs again in each worker, with its slot)
    baseURL: `http://localhost:${PORTS.web}`,
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
      env: {
        DEV_OIDC_PORT: String(OIDC_PORT),
        DEV_OIDC_WEB_ORIGINS: SLOTS.map((ports) => `http://localhost:${ports.web}`).join(','),
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...SLOTS.flatMap((ports) => [apiServer(ports), webServer(ports)]),
    {
      // the same web with its api gone: pages must say so, translated, and keep working
      command: built('dist/web/server.mjs'),
      url: `http://localhost:${PORTS.webWithoutApi}/en/login`,
      env: { PORT: String(PORTS.webWithoutApi), API_ORIGIN: 'http://127.0.0.1:9', NODE_ENV: 'production' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
