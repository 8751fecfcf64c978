import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
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
    ],
    ignores: ['app/logger.server.ts', '**/*.test.ts', '**/fixtures/**', '**/testing/**'],
    rules: { 'no-console': 'error' },
  },
)
