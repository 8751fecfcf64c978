import { configDefaults, defineConfig } from 'vitest/config'

const UNIT_TESTS = [
  'app/**/*.test.{ts,tsx}',
  'server/**/*.test.ts',
  'scripts/**/*.test.ts',
  'vite/**/*.test.ts',
  'tests/lint/**/*.test.ts',
]

/** Files that replace a module with `vi.mock`: they need modules of their own. */
const MOCKING = [
  'app/admin/console-context.server.test.ts',
  'app/components/registration/fields.test.tsx',
  'app/data/registration-switch.server.test.ts',
  'app/utils/known-values.server.test.ts',
  'app/utils/response-cache-memory.server.test.ts',
  'app/utils/response-cache-upgrade.server.test.ts',
  'app/view-models/share-image.server.test.ts',
]

/**
 * Files that start the process's league data on an environment of their own (read once per
 * process): sharing a worker with another such file, they would get its environment.
 */
const OWN_ENVIRONMENT = [
  'app/admin/league-write-firebase.server.test.ts',
  'app/data/league.server.test.ts',
]

// Unit tests run without the React Router plugin: they cover pure modules and servers.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    // Machines are shared: under a load average of 20 a whole run took 400 s instead of 120 and a
    // test that starts servers passed the default 5 s. Time limits are for hangs, not for speed.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Every core (Vitest's default leaves one idle: on 2 cores, a single worker).
    maxWorkers: '100%',
    // Pure modules translate in both languages, as the server does.
    setupFiles: ['app/i18n/catalogues.server.ts'],
    projects: [
      {
        extends: true,
        // Test files share a worker's modules: each file re-importing the league domain and the
        // catalogues took 400 of a run's 540 s. Tests that need fresh state make it themselves.
        test: {
          name: 'shared',
          isolate: false,
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, ...MOCKING, ...OWN_ENVIRONMENT],
        },
      },
      // A mock only replaces a module nobody imported before it, so these run on their own.
      {
        extends: true,
        test: { name: 'isolated', isolate: true, include: [...MOCKING, ...OWN_ENVIRONMENT] },
      },
    ],
  },
})
