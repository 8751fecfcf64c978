// Servers that tests only read, one per Playwright worker, started when a test first names it.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { test as base } from '@playwright/test'

import {
  LIONS_PHOTO_FILE,
  LIONS_PHOTO_SVG,
  teamPagesTree,
} from '../../../app/view-models/fixtures/team-pages-tree.ts'
import {
  type LeagueServer,
  type LeagueServerOptions,
  exampleLeagueTree,
  startLeagueServer,
  startUnavailableLeagueServer,
} from './league-server.ts'
import { standingsTree } from './standings-tree.ts'
import { WarmContexts } from './warm-context.ts'

export type SharedServers = {
  unavailableServer: LeagueServer
  exampleServer: LeagueServer
  teamPagesServer: LeagueServer
  standingsServer: LeagueServer
  registrationOpenServer: LeagueServer
  consoleServer: LeagueServer
}

// A cold server on a machine busy with the other worker's browser took over 30 s.
const START_TIMEOUT_MS = 120_000

type Use = (server: LeagueServer) => Promise<void>

function shared(
  start: () => Promise<LeagueServer>,
): [(fixtures: object, use: Use) => Promise<void>, { scope: 'worker'; timeout: number }] {
  return [
    // Playwright reads the fixtures a fixture needs from its first parameter's pattern: none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await start()
      await use(server)
      await server.stop()
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS },
  ]
}

const serve = (options: LeagueServerOptions) => () => startLeagueServer(options)

type WarmFixtures = {
  /** Whether the test runs in the worker's kept context (see warm-context.ts); off for tests that install a clock or init scripts, which a context keeps. */
  warmContext: boolean
}

export const test = base.extend<WarmFixtures, SharedServers & { warmContexts: WarmContexts }>({
  warmContext: [!process.env.E2E_COLD, { option: true }],
  warmContexts: [
    async ({ browser }, use) => {
      const contexts = new WarmContexts((options) => browser.newContext(options))
      await use(contexts)
      await contexts.close()
    },
    { scope: 'worker' },
  ],
  context: async (
    {
      warmContext,
      warmContexts,
      browser,
      baseURL,
      javaScriptEnabled,
      locale,
      colorScheme,
      viewport,
      reducedMotion,
      hasTouch,
      isMobile,
      serviceWorkers,
    },
    use,
  ) => {
    const options = {
      baseURL,
      javaScriptEnabled,
      locale,
      colorScheme,
      viewport,
      reducedMotion,
      hasTouch,
      isMobile,
      serviceWorkers,
    }
    if (warmContext) return use(await warmContexts.take(options))
    const context = await browser.newContext(options)
    await use(context)
    await context.close()
  },
  page: async ({ context, warmContext, warmContexts }, use) => {
    await use(warmContext ? await warmContexts.page(context) : await context.newPage())
  },
  unavailableServer: shared(() => startUnavailableLeagueServer()),
  exampleServer: shared(
    serve({
      tree: exampleLeagueTree(),
      env: {
        FOOTER_POWERED_BY: 'Plateforme Exemple',
        FOOTER_CREATED_BY: 'Atelier Exemple',
        SOCIAL_URL: '',
      },
    }),
  ),
  teamPagesServer: shared(async () => {
    const server = await startLeagueServer({ tree: teamPagesTree(exampleLeagueTree()) })
    const file = path.join(server.dataDir, 'media', LIONS_PHOTO_FILE)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, LIONS_PHOTO_SVG)
    return server
  }),
  standingsServer: shared(serve({ tree: standingsTree() })),
  registrationOpenServer: shared(serve({ env: { REGISTRATION_OPEN: 'true' } })),
  consoleServer: shared(serve({})),
})

type Options = Parameters<typeof test.use>[0]

export const servedBy = {
  unavailableServer: {
    baseURL: async ({ unavailableServer }, provide) => provide(unavailableServer.baseURL),
  },
  exampleServer: { baseURL: async ({ exampleServer }, provide) => provide(exampleServer.baseURL) },
  teamPagesServer: {
    baseURL: async ({ teamPagesServer }, provide) => provide(teamPagesServer.baseURL),
  },
  standingsServer: {
    baseURL: async ({ standingsServer }, provide) => provide(standingsServer.baseURL),
  },
  registrationOpenServer: {
    baseURL: async ({ registrationOpenServer }, provide) => provide(registrationOpenServer.baseURL),
  },
  consoleServer: { baseURL: async ({ consoleServer }, provide) => provide(consoleServer.baseURL) },
} satisfies Record<keyof SharedServers, Options>

export { expect } from '@playwright/test'
