/**
 * A league server for one test.describe block: started before the block's first test, stopped
 * after its last (kept apart from league-server.ts, which scripts import outside Playwright).
 */
import { test } from '@playwright/test'

import type { LeagueServer } from './league-server.ts'

/**
 * Call it inside a test.describe callback: `start` runs in the block's beforeAll (given
 * `startTimeoutMs` when set: a cold server on a busy machine), the server stops in its afterAll.
 * The handle stands for the server in the block's tests (`server.baseURL`, `server.write(…)`);
 * read it there, not while the block is declared.
 */
export function leagueServerForBlock(
  start: () => Promise<LeagueServer>,
  { startTimeoutMs }: { startTimeoutMs?: number } = {},
): LeagueServer {
  let server: LeagueServer | undefined
  test.beforeAll(async () => {
    if (startTimeoutMs !== undefined) test.setTimeout(startTimeoutMs)
    server = await start()
  })
  test.afterAll(async () => {
    await server?.stop()
  })
  const current = (): LeagueServer => {
    if (!server) throw new Error('the block’s league server is read before its beforeAll ran')
    return server
  }
  return {
    get baseURL() {
      return current().baseURL
    },
    get dataDir() {
      return current().dataDir
    },
    get leagueKey() {
      return current().leagueKey
    },
    get pid() {
      return current().pid
    },
    write: (leaguePath, value) => current().write(leaguePath, value),
    read: (leaguePath) => current().read(leaguePath),
    stop: () => current().stop(),
    closeLogReader: () => current().closeLogReader(),
  }
}
