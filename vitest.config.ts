import { configDefaults, defineConfig } from 'vitest/config'

import { iconSprite } from './vite/icon-sprite.ts'

const UNIT_TESTS = [
  'app/**/*.test.{ts,tsx}',
  'server/**/*.test.ts',
  'scripts/**/*.test.ts',
  'vite/**/*.test.ts',
  'tests/lint/**/*.test.ts',
]

const MOCKING = [
  'app/admin/console-context.server.test.ts',
  'app/components/registration/fields.test.tsx',
  'app/data/registration-switch.server.test.ts',
  'app/utils/known-values.server.test.ts',
  'app/utils/response-cache-memory.server.test.ts',
  'app/utils/response-cache-upgrade.server.test.ts',
  'app/view-models/share-image.server.test.ts',
]

/** Sharing a worker, they would get another file's environment. */
const OWN_ENVIRONMENT = [
  'app/admin/league-write-firebase.server.test.ts',
  'app/data/league.server.test.ts',
  'app/data/storage-rest.server.test.ts',
]

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Components rendered by unit tests draw their icons from the sprite's address.
  plugins: [iconSprite({ icons: [] })],
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    maxWorkers: '100%',
    setupFiles: ['app/i18n/catalogues.server.ts'],
    projects: [
      {
        extends: true,
        // Re-importing the domain and catalogues per file took 400 of a run's 540 s.
        test: {
          name: 'shared',
          isolate: false,
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, ...MOCKING, ...OWN_ENVIRONMENT],
        },
      },
      {
        extends: true,
        test: { name: 'isolated', isolate: true, include: [...MOCKING, ...OWN_ENVIRONMENT] },
      },
    ],
  },
})
