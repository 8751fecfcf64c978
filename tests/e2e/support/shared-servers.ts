/**
 * The league servers that tests only read, one per Playwright worker for each configuration: a
 * test names the one it needs (`async ({ page, unavailableServer }) => …`), the worker starts it
 * on first use and stops it when the worker ends, whatever file the next test is in. A test that
 * changes its league, its files or its settings starts a server of its own
 * (`leagueServerForBlock`, `startLeagueServer`) instead: nothing here may be written to, except
 * the registrations the open form takes (no test reads them back from this server).
 */
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

export type SharedServers = {
  /** Its league source cannot be reached: every page that reads league data shows its error state. */
  unavailableServer: LeagueServer
  /**
   * The contract example tree (docs/data-contract.md), with footer credits named and no social
   * page (the shared webServer has none and one).
   */
  exampleServer: LeagueServer
  /** The team, match and player pages' fixture (`team-pages-tree.ts`), Lions FC's photo stored. */
  teamPagesServer: LeagueServer
  /** The standings' hand-worked fixture league (`standings-tree.ts`). */
  standingsServer: LeagueServer
  /** The demo league with registration open (the shared webServer keeps it closed). */
  registrationOpenServer: LeagueServer
  /** The demo league for the console's readers, signed in with `signInAsOperator`. */
  consoleServer: LeagueServer
}

// A cold server on a machine busy with the other worker's browser took over 30 s.
const START_TIMEOUT_MS = 120_000

type Use = (server: LeagueServer) => Promise<void>

/** A worker fixture: the server `start` makes, stopped when the worker ends. */
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

export const test = base.extend<object, SharedServers>({
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

/**
 * Points a block's `baseURL` at a shared server, so its pages and `request` go there:
 * `test.use(servedBy.exampleServer)`. Playwright reads which fixture each one needs from its
 * parameter's pattern, hence one function per server.
 */
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
