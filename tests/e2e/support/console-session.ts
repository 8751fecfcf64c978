/**
 * A signed-in operator for the console's specs, as the sign-in pages leave one: the operator is
 * added and a session made in the server's store, and the browser holds its cookie. The sign-in
 * pages themselves are tested in admin-console.spec.ts.
 */
import type { Page } from '@playwright/test'

import { ConsoleStore } from '../../../app/data/console-store.server.ts'
import { EmbeddedSource } from '../../../app/data/embedded-source.server.ts'
import type { LeagueServer } from './league-server.ts'

// app/admin/session.server.ts's SESSION_COOKIE (that module reads the server's environment).
const SESSION_COOKIE = 'admin_session'

export async function signInAsOperator(
  page: Page,
  server: Pick<LeagueServer, 'baseURL' | 'dataDir'>,
  operator: { email: string; name: string },
): Promise<void> {
  const source = new EmbeddedSource({ dataDir: server.dataDir })
  const store = new ConsoleStore(source.database)
  store.addOperator(operator.email, operator.name)
  const session = store.createSession(operator.email)
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
