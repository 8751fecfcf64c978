// Apart from league-server.ts, which scripts import outside Playwright.
import { test } from '@playwright/test'

import type { LeagueServer } from './league-server.ts'

/**
 * Call it inside a test.describe callback: the server starts in beforeAll and stops in afterAll.
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
