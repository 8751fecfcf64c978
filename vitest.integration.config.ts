import path from 'node:path'

import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

// A clean clone has no duration cache: a long file started last would leave one core idle.
const LONGEST_FIRST = [
  'site-check',
  'crash-safety',
  'log-stall',
  'shared-cache',
  'two-instances',
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

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/integration/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 150_000,
    expect: { poll: { timeout: 5_000, interval: 100 } },
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
  },
})
