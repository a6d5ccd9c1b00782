import { readdirSync } from 'node:fs';

import nextPlugin from '@next/eslint-plugin-next';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// every feature folder: one feature never reaches into another
const FEATURES = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      '.bench/**',
      'styles/antd-tokens.generated.css',
      'public/antd-components.css',
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
      '.data/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'import-x': importX, '@next/next': nextPlugin, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
    },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      // useLoader (components/hooks/use-loader.ts) takes its dependencies as an effect does
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useLoader$' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // packages, then our own modules by alias, then this folder's: each group alphabetical
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // config is pure data: it imports nothing of ours but itself
            {
              target: './config',
              from: ['./services', './stores', './features', './components', './pages', './server'],
            },
            { target: './services', from: ['./stores', './features', './components', './pages', './server'] },
            { target: './stores', from: ['./features', './components', './pages', './server'] },
            { target: './components', from: ['./features', './pages', './server'] },
            { target: './server', from: ['./services', './stores', './features', './components', './pages'] },
            // the contract is shared by both processes: it reads config and nothing else of ours
            {
              target: './contract',
              from: ['./services', './stores', './features', './components', './pages', './server'],
            },
            // one feature never reaches into another
            ...FEATURES.map((name) => ({
              target: `./features/${name}`,
              from: './features',
              except: [`./${name}`],
            })),
          ],
        },
      ],
    },
  },
  {
    // what the browser loads: endpoint declarations by type only, so the schema library never ships
    files: ['services/**', 'stores/**', 'features/**', 'components/**', 'pages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'typebox', message: 'Schemas live in contract/ and run on the api only.' }],
          patterns: [
            {
              group: ['@/contract/**', '!@/contract/ret-codes', '!@/contract/endpoint'],
              allowTypeImports: true,
              message:
                'Import a contract module as a type (import type) and keep its facts typed Facts<typeof x>: the browser must not load typebox.',
            },
          ],
        },
      ],
    },
  },
  {
    // tests, beside their code or in tests/, reach whatever they set up
    files: ['scripts/**', 'tests/**', 'e2e/**', '*.config.*', '**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off', 'no-restricted-imports': 'off' },
  },
);
