import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

import localRules from './eslint-rules/no-import-cycle.js'

const root = import.meta.dirname

/**
 * The layers (docs/architecture.md): which folder of app/ may import which. Paths are relative to
 * this file; a zone forbids its `target` files to import anything under `from`.
 */
const layerZones = [
  {
    target: 'app/league',
    from: 'app',
    except: ['./league'],
    message: 'app/league is the pure domain: it imports nothing from the rest of the app.',
  },
  {
    target: 'app/data',
    from: ['app/components', 'app/routes', 'app/root.tsx', 'app/view-models'],
    message: 'The data layer never imports UI, routes or view models.',
  },
  {
    target: 'app/registration',
    from: ['app/components', 'app/routes', 'app/root.tsx', 'app/view-models'],
    message: 'Registration never imports UI, routes or view models.',
  },
  {
    target: 'app/admin',
    from: ['app/components', 'app/routes', 'app/root.tsx', 'app/view-models'],
    message: 'The console services never import UI, routes or view models.',
  },
  {
    // Its tests may read every layer: one proves a second profile leaks nothing of the first.
    target: 'app/league-profile/!(*.test).ts',
    from: [
      'app/components',
      'app/routes',
      'app/root.tsx',
      'app/view-models',
      'app/data',
      'app/registration',
      'app/admin',
    ],
    message: 'The league profile is read by the layers above it and imports none of them.',
  },
  {
    target: 'app/utils',
    from: ['app/routes', 'app/root.tsx', 'app/registration', 'app/admin'],
    message: 'Helpers in app/utils never import route modules, registration or the console.',
  },
  {
    target: 'app/view-models',
    from: ['app/components', 'app/routes', 'app/root.tsx'],
    message: 'View models never import components or route modules.',
  },
  {
    target: 'app/components',
    from: ['app/routes', 'app/root.tsx'],
    message: 'Components never import route modules: read root data with ~/utils/use-root-data.ts.',
  },
  {
    target: 'app/components',
    from: ['app/**/*.server.ts', 'app/**/*.server.tsx'],
    message: 'Components never import server-only modules (*.server.ts).',
  },
  {
    // The stand-ins of tests/support (a Firebase protocol server, a token endpoint) are no
    // production code: unit tests beside the code and scripts use them, nothing that ships.
    target: ['app/**/!(*.test).{ts,tsx}', 'server/**/!(*.test).ts'],
    from: 'tests',
    message: 'The app and the server never import from tests/: only tests and scripts do.',
  },
]

/** date-fns's barrel loads 304 modules (1.3 CPU-s in every process): import each function's own path. */
const dateFnsBarrel = {
  name: 'date-fns',
  message:
    "Import the function's own path, e.g. date-fns/format: the barrel costs every process 1.3 s.",
}

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.react-router/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      // Wrong on purpose: tests/lint/layers.test.ts lints them to prove the layer rules fail.
      'tests/lint/fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The hooks rules compile every function they see: only components (.tsx) and hooks (use-*.ts),
    // never tests, which render them. Reading everything was half of the lint's time.
    files: ['app/**/*.tsx', 'app/**/use-*.ts', 'app/**/*-hooks.ts'],
    ignores: ['app/league/**', 'app/**/*.test.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'tests/lint/fixtures/**/*.ts'],
    plugins: { 'import-x': importX, local: localRules },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${root}/tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
      // Every import counts, type-only and dynamic ones too (import-x/no-cycle skips types).
      'local/no-import-cycle': ['error', { tsconfig: `${root}/tsconfig.json` }],
    },
  },
  {
    // Zod through the one module that sets it up for the site's CSP (no eval probe).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/utils/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: 'Import z from ~/utils/zod.ts (set up for the CSP).' },
            dateFnsBarrel,
          ],
        },
      ],
    },
  },
  {
    files: ['app/league/**/*.ts'],
    ignores: ['app/league/**/*.test.ts', 'app/league/fixtures/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [dateFnsBarrel],
          patterns: [
            {
              regex: '^(react|react-dom|react-router)(/|$)',
              message: 'The domain knows no React.',
            },
            { regex: '^node:', message: 'The domain does no I/O.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts', 'vite/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [dateFnsBarrel] }] },
  },
  {
    // Server-side code logs through the one logger (app/logger.server.ts): JSON lines, one level
    // filter. Command-line scripts print for people and are not held to it.
    files: [
      'server/**/*.ts',
      'app/**/*.server.{ts,tsx}',
      'app/data/**/*.ts',
      'app/view-models/**/*.ts',
      'app/registration/**/*.ts',
      'app/admin/**/*.ts',
    ],
    ignores: ['app/logger.server.ts', '**/*.test.ts', '**/fixtures/**'],
    rules: { 'no-console': 'error' },
  },
)
