import path from 'node:path';

import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname) };

// unit tests sit beside their code; tests/ keeps the api's tests and cross-cutting suites
const UNIT_DIRS = '{tests,components,config,contract,features,scripts,server,services,stores}';

/**
 * The unit tests are split by what they need (issue 40). A component test
 * (`.test.tsx`) renders, so it runs in jsdom with tests/setup.ts. A `.test.ts`
 * file tests pure rules, stores, services, the api's helpers or scripts and
 * runs in plain Node ('unit-node'): no jsdom window to build for each file
 * (about 0.75 s of a worker's time per file) and no Testing Library to load.
 * The `.test.ts` files below are the exception and stay in jsdom: they
 * reach the browser (document, window, storage, cookies, navigator), render
 * a hook with Testing Library, or send requests through the http client,
 * whose base is resolved against `location`. Three of them would also pass
 * in Node but would prove less there, as a module under test takes another
 * path when no `window` exists: jsencrypt draws its padding from
 * `window.crypto` only in a browser (password-encryption), and
 * next-i18next.config.ts loads the browser's http backend only there
 * (locale-numbers, translate). A new `.test.ts` that touches the DOM fails
 * in Node with "document is not defined": add it here.
 */
const BROWSER_TS_TESTS = [
  'components/hooks/use-countdown.test.ts',
  'components/hooks/use-loader.test.ts',
  'components/i18n/locale-numbers.test.ts',
  'components/layout/load-stylesheet.test.ts',
  'components/layout/paint-first-scripts.test.ts',
  'config/oauth.test.ts',
  'config/theme.test.ts',
  'features/deep-link/in-app-links.test.ts',
  'features/registration/registration-flow.test.ts',
  'features/smart-banner/smart-banner-early.test.ts',
  'features/telegram/launch-marker.test.ts',
  'features/telegram/launch-params.test.ts',
  'features/telegram/mini-app-theme.test.ts',
  'services/auth/account-rules.test.ts',
  'services/auth/auth-errors.test.ts',
  'services/auth/password-encryption.test.ts',
  'services/auth/second-step.test.ts',
  'services/auth/wrong-code.test.ts',
  'services/behaviour-path.test.ts',
  'services/captcha/page-captcha.test.ts',
  'services/captcha/script-loader.test.ts',
  'services/compliance/regulation-cache.test.ts',
  'services/errors/catalogue.test.ts',
  'services/errors/screen-errors.test.ts',
  'services/http/client.test.ts',
  'services/http/reproof.test.ts',
  'services/http/response-cache.test.ts',
  'services/identity.test.ts',
  'services/monitoring.test.ts',
  'stores/app-bootstrap.test.ts',
  'stores/http-reactions.test.ts',
  'tests/i18n/translate.test.ts',
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: [`${UNIT_DIRS}/**/*.test.tsx`, ...BROWSER_TS_TESTS],
          exclude: ['tests/api/**'],
          setupFiles: ['tests/setup.ts'],
          css: false,
          // vitest's default leaves one core to its main process: on the 2-core CI machine that is one worker
          // (246 s for the suite), two take 156 s; 'unit' and 'unit-node' run together and share these two
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-node',
          environment: 'node',
          globals: true,
          include: [`${UNIT_DIRS}/**/*.test.ts`],
          exclude: ['tests/api/**', ...BROWSER_TS_TESTS],
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          globals: true,
          include: ['tests/api/**/*.test.ts'],
          // one in-memory PGlite per worker is heavy (~750 MB): one worker per core of the 2-core CI machine
          globalSetup: ['tests/api/pg-global-setup.ts'],
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
