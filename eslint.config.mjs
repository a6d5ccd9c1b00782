import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';

import nextPlugin from '@next/eslint-plugin-next';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// every feature folder: one feature never reaches into another
const FEATURES = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// the web's server code (services/server): imported only by what runs on the server alone, the pages' server
// functions, pages/api, features/routing (getServerSideProps' own code) and web-server.ts
const SERVER_CODE = /^@\/services\/server(\/|$)/;
const BESIDE_SERVER_CODE = readdirSync(new URL('./services', import.meta.url))
  .filter((name) => name !== 'server')
  .map((name) => `./services/${name}`);
const SERVER_FUNCTIONS = new Set(['getServerSideProps', 'getStaticProps', 'getStaticPaths']);

/** Whether a node sits in a page's exported getServerSideProps, getStaticProps or getStaticPaths. */
function inServerFunction(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (at.type !== 'ExportNamedDeclaration' || !at.declaration) continue;
    const declaration = at.declaration;
    const names =
      declaration.type === 'VariableDeclaration'
        ? declaration.declarations.map((d) => d.id.name)
        : [declaration.id?.name];
    return names.some((name) => SERVER_FUNCTIONS.has(name));
  }
  return false;
}

// a page may use server code only in its server functions: Next leaves those, and imports nothing else uses,
// out of the browser's bundle; anywhere else the page's component would take node code to the browser
const serverCodeInServerFunctions = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      outside:
        "{{name}} is the web's server code (services/server): use it only in getServerSideProps, getStaticProps or getStaticPaths.",
    },
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type' || !SERVER_CODE.test(node.source.value)) return;
        if (!node.specifiers.length) context.report({ node, messageId: 'outside', data: { name: node.source.value } });
        for (const specifier of node.specifiers) {
          if (specifier.importKind === 'type') continue;
          for (const variable of context.sourceCode.getDeclaredVariables(specifier)) {
            for (const { identifier } of variable.references) {
              if (!inServerFunction(identifier)) {
                context.report({ node: identifier, messageId: 'outside', data: { name: variable.name } });
              }
            }
          }
        }
      },
    };
  },
};

// node's own modules and the packages only the api or the web's server may run: never in what the browser loads
const SERVER_ONLY_IMPORTS = {
  paths: builtinModules.map((name) => ({
    name,
    allowTypeImports: true,
    message: "Node's modules run on the server only: put this in services/server.",
  })),
  patterns: [
    {
      group: ['node:*'],
      allowTypeImports: true,
      message: "Node's modules run on the server only: put this in services/server.",
    },
    {
      group: [
        'fastify',
        '@fastify/*',
        'pg',
        '@electric-sql/pglite',
        'node-forge',
        '@simplewebauthn/server',
        '@tma.js/init-data-node',
        'openid-client',
        'oidc-provider',
        'altcha-lib',
        'jose',
        'sirv',
        'next-i18next/pages/serverSideTranslations',
      ],
      allowTypeImports: true,
      message: 'This package runs on the api or the web server only (server/, services/server).',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      '.bench/**',
      'styles/antd-tokens.generated.css',
      'public/antd-components.css',
      // minified by `npm run build:early` from components/auth/early/
      'public/scripts/**',
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
            // the web's server code: what the browser loads never imports it (pages: serverCodeInServerFunctions)
            {
              target: [
                './config',
                './contract',
                './stores',
                './components',
                ...BESIDE_SERVER_CODE,
                ...FEATURES.filter((name) => name !== 'routing').map((name) => `./features/${name}`),
              ],
              from: './services/server',
              message:
                "The web's server code (services/server) is imported only by pages' server functions, pages/api, features/routing and web-server.ts.",
            },
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
    // what the browser loads: endpoint declarations by type only, so the schema library never ships; no node
    // module nor a package of the servers
    files: ['services/**', 'stores/**', 'features/**', 'components/**', 'pages/**', 'config/**'],
    ignores: ['services/server/**', 'pages/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'typebox', message: 'Schemas live in contract/ and run on the api only.' },
            ...SERVER_ONLY_IMPORTS.paths,
          ],
          patterns: [
            ...SERVER_ONLY_IMPORTS.patterns,
            {
              // any contract module but the schema-free ones: ret-codes, endpoint, and the generated facts
              regex: '^@/contract/(?!(ret-codes|endpoint|[\\w-]+/[\\w-]+\\.facts)$)',
              allowTypeImports: true,
              message:
                'Import a contract module as a type (import type) and its facts from the generated @/contract/<area>/<module>.facts: the browser must not load typebox.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['pages/**'],
    ignores: ['pages/api/**', 'pages/_document.tsx'],
    plugins: { local: { rules: { 'server-code-in-server-functions': serverCodeInServerFunctions } } },
    rules: { 'local/server-code-in-server-functions': 'error' },
  },
  {
    // tests, beside their code or in tests/, reach whatever they set up
    files: ['scripts/**', 'tests/**', 'e2e/**', '*.config.*', '**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': 'off',
      'no-restricted-imports': 'off',
      'local/server-code-in-server-functions': 'off',
    },
  },
);
