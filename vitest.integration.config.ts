import path from 'node:path'

import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The longest files first, measured on the 2-core CI machine: a clean clone has no duration
 * cache, and a long file started last would leave one core idle while it runs alone.
 * A file missing from the list runs after these.
 */
const LONGEST_FIRST = [
  'site-check',
  'crash-safety',
  'log-stall',
  'shared-cache',
  'fuzz',
  'connection-limits',
  'tls-proxy',
  'server',
  'shutdown',
  'js-budget',
]

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.indexOf(path.basename(file.moduleId, '.test.ts'))
      return index === -1 ? LONGEST_FIRST.length : index
    }
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b))
  }
}

/**
 * Tests of the built site through real parts without a browser (`npm run test:integration`):
 * production servers, nginx, TLS, the Nu Html Checker. They need the production build, as the
 * end-to-end tests do, so they are apart from the unit tests, which run before the build.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/integration/global-setup.ts'],
    // Loaded CI machines: limits for hangs, not for speed. A start gives up after 120 s
    // (league-server.ts) and stops its server, so a hook outlasts it and nothing is left running.
    testTimeout: 60_000,
    hookTimeout: 150_000,
    // Playwright's defaults, which these tests were written against.
    expect: { poll: { timeout: 5_000, interval: 100 } },
    // Both cores: the files wait on servers and child processes more than they compute.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
  },
})
