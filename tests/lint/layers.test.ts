/**
 * The layer rules of eslint.config.js (docs/architecture.md) fail on a wrong-way import and on a
 * cycle: ESLint's Node API with the project's own configuration, on probe sources given a path
 * inside a layer (nothing is written there) and on the cycle fixtures in ./fixtures/, which the
 * normal lint run ignores.
 */
import path from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
let eslint: ESLint

// The first lint builds the project's import graph and the type-aware resolver: seconds on a
// busy machine, so it is paid here, with its own time limit, not by the first test.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root, ignore: false })
  await eslint.lintText('export {}\n', { filePath: path.join(root, 'app/league/warm-up.ts') })
}, 120_000)

/** The rule ids and messages ESLint reports for `code` as if it were the file at `filePath`. */
async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) })
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message }))
}

describe('layers', () => {
  it.each([
    [
      'app/league/probe.ts',
      "export { Button } from '~/components/ui/button.tsx'",
      'app/league is the pure domain',
    ],
    [
      'app/league/probe.ts',
      "export { getEnv } from '~/env.server.ts'",
      'app/league is the pure domain',
    ],
    ['app/data/probe.ts', "export { loader } from '~/routes/standings.tsx'", 'never imports UI'],
    [
      'app/league-profile/probe.ts',
      "export { webManifest } from '~/view-models/web-manifest.ts'",
      'The league profile is read by the layers above it',
    ],
    [
      'app/league-profile/probe.ts',
      "export { getLeagueSnapshot } from '~/data/league.server.ts'",
      'The league profile is read by the layers above it',
    ],
    [
      'app/data/probe.ts',
      "export { SiteFooter } from '~/components/site-footer.tsx'",
      'never imports UI',
    ],
    [
      'app/view-models/probe.ts',
      "export { Button } from '~/components/ui/button.tsx'",
      'never import components',
    ],
    [
      'app/registration/probe.ts',
      "export { Button } from '~/components/ui/button.tsx'",
      'Registration never imports UI',
    ],
    [
      'app/registration/probe.ts',
      "export { loadHomePage } from '~/view-models/home.server.ts'",
      'Registration never imports UI, routes or view models',
    ],
    [
      'app/utils/probe.ts',
      "export { loader } from '~/routes/standings.tsx'",
      'never import route modules, registration or the console',
    ],
    [
      'app/utils/probe.ts',
      "export { registrationServices } from '~/registration/services.server.ts'",
      'never import route modules, registration or the console',
    ],
    [
      'app/components/probe.tsx',
      "export type { Route } from '~/root.tsx'",
      'never import route modules',
    ],
    [
      'app/components/probe.tsx',
      "export { loader } from '~/routes/standings.tsx'",
      'never import route modules',
    ],
    [
      'app/components/probe.tsx',
      "import type { RootData } from '~/view-models/root.server.ts'\nexport type R = RootData",
      'server-only',
    ],
    [
      'app/components/probe.tsx',
      "export { getLeagueSnapshot } from '~/data/league.server.ts'",
      'server-only',
    ],
    [
      'app/data/probe.ts',
      "export { FirebaseProtocolServer } from '../../tests/support/firebase-protocol-server.ts'",
      'never import from tests/',
    ],
    [
      'server/probe.ts',
      "export { TokenEndpoint } from '../tests/support/token-endpoint.ts'",
      'never import from tests/',
    ],
  ])('%s: %s is refused', async (filePath, code, reason) => {
    const messages = await lint(filePath, `${code}\n`)
    expect(messages).toContainEqual({
      rule: 'import-x/no-restricted-paths',
      message: expect.stringContaining(reason),
    })
  })

  it('lets the domain stay pure: no React, no I/O', async () => {
    const messages = await lint(
      'app/league/probe.ts',
      "export { useState } from 'react'\nexport { readFileSync } from 'node:fs'\n",
    )
    expect(messages.filter((m) => m.rule === 'no-restricted-imports')).toHaveLength(2)
  })

  it('accepts imports the right way', async () => {
    const probes: [string, string][] = [
      [
        'app/components/probe.tsx',
        "export { Button } from '~/components/ui/button.tsx'\nexport { useRootData } from '~/utils/use-root-data.ts'\nexport type { HomeData } from '~/view-models/home.ts'\n",
      ],
      [
        'app/view-models/probe.ts',
        "export { readLeague } from '~/league/index.ts'\nexport { getLeagueSnapshot } from '~/data/league.server.ts'\n",
      ],
      ['app/league/probe.ts', "export { readLeague } from './index.ts'\n"],
      [
        'app/registration/probe.ts',
        "export { getEnv } from '~/env.server.ts'\nexport { pageResult } from '~/utils/page-result.ts'\n",
      ],
      ['app/data/probe.test.ts', "export { until } from '../../tests/support/until.ts'\n"],
    ]
    for (const [filePath, code] of probes) expect(await lint(filePath, code)).toEqual([])
  })
})

describe('cycles', () => {
  it('refuses two modules that import each other', async () => {
    const [result] = await eslint.lintFiles([path.join(root, 'tests/lint/fixtures/cycle-a.ts')])
    expect(result.messages).toContainEqual(
      expect.objectContaining({
        ruleId: 'local/no-import-cycle',
        message:
          'Import cycle: tests/lint/fixtures/cycle-a.ts → tests/lint/fixtures/cycle-b.ts → tests/lint/fixtures/cycle-a.ts',
      }),
    )
  })

  it('counts a type-only import in a cycle', async () => {
    const [result] = await eslint.lintFiles([
      path.join(root, 'tests/lint/fixtures/type-cycle-a.ts'),
    ])
    expect(result.messages.map((m) => m.ruleId)).toContain('local/no-import-cycle')
  })
}, 60_000)
