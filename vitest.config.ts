import { defineConfig } from 'vitest/config'

// Unit tests run without the React Router plugin: they cover pure modules and servers.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'vite/**/*.test.ts',
      'tests/lint/**/*.test.ts',
    ],
    environment: 'node',
    // Test files share a worker's modules: each file re-importing the league domain and the
    // catalogues took 400 of a run's 540 s. Tests that need fresh state make it themselves.
    isolate: false,
    // Machines are shared: under a load average of 20 a whole run took 400 s instead of 120 and a
    // test that starts servers passed the default 5 s. Time limits are for hangs, not for speed.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Pure modules translate in both languages, as the server does.
    setupFiles: ['app/i18n/catalogues.server.ts'],
  },
})
