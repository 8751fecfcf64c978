// A signed-in operator made in the server's store, without going through the sign-in pages.
import type { Page } from '@playwright/test'

import { SqliteConsoleStore } from '../../../app/data/console-store-sqlite.server.ts'
import { EmbeddedSource } from '../../../app/data/embedded-source.server.ts'
import type { LeagueServer } from './league-server.ts'

const SESSION_COOKIE = 'admin_session'

export async function signInAsOperator(
  page: Page,
  server: Pick<LeagueServer, 'baseURL' | 'dataDir'>,
  operator: { email: string; name: string },
): Promise<void> {
  const source = new EmbeddedSource({ dataDir: server.dataDir })
  const store = new SqliteConsoleStore(source.database)
  await store.addOperator(operator.email, operator.name)
  const session = await store.createSession(operator.email)
  source.closeSync()
  await page.context().addCookies([
    {
      name: SESSION_COOKIE,
      value: session,
      url: server.baseURL,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ])
}
