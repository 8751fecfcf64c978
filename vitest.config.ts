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
    // Pure modules translate in both languages, as the server does.
    setupFiles: ['app/i18n/catalogues.server.ts'],
  },
})
