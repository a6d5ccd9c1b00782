import path from 'node:path';

import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname) };

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
          // unit tests sit beside their code; tests/ keeps the api's tests and cross-cutting suites
          include: [
            'tests/**/*.test.{ts,tsx}',
            '{components,config,contract,features,scripts,server,services,stores}/**/*.test.{ts,tsx}',
          ],
          exclude: ['tests/api/**'],
          setupFiles: ['tests/setup.ts'],
          css: false,
          // vitest's default leaves one core to its main process: on the 2-core CI machine that is one worker
          // (246 s for the suite), two take 156 s
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
