/**
 * The console's doors replayed from the third probe (docs/probe.md): a signed-in operator's
 * mistakes and an anonymous client's junk get a 4xx and a warning, never a 500. One demo
 * server for the file, an operator session made in its store.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { SqliteConsoleStore } from '../../app/data/console-store-sqlite.server.ts'
import { EmbeddedSource } from '../../app/data/embedded-source.server.ts'
import { tokenOf } from '../../app/admin/session.server.ts'
import { type LeagueServer, startLeagueServer } from '../e2e/support/league-server.ts'

describe('the console, given bad input', () => {
  let server: LeagueServer
  let cookie = ''
  let csrf = ''
  beforeAll(async () => {
    server = await startLeagueServer({ leagueKey: 'demo' })
    const source = new EmbeddedSource({ dataDir: server.dataDir })
    const store = new SqliteConsoleStore(source.database)
    await store.addOperator('op@example.org', 'Op')
    const session = await store.createSession('op@example.org')
    source.closeSync()
    cookie = `admin_session=${session}`
    csrf = tokenOf(session)
  })
  afterAll(async () => {
    await server?.stop()
  })

  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${server.baseURL}${path}`, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: { Origin: server.baseURL, Cookie: cookie, ...headers },
    })

  const form = (fields: Record<string, string>) => {
    const body = new URLSearchParams({ csrf, ...fields })
    return body
  }

  test.each(['/admin/discipline', '/admin/sponsors/new', '/admin/registrations', '/admin/sign-in'])(
    'answers a text/plain post to %s with a 4xx',
    async (path) => {
      const response = await post(path, `csrf=${csrf}&intent=save`, {
        'Content-Type': 'text/plain',
      })
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
    },
  )

  test.each(['validate', 'reset', '{"type":'])(
    'answers a form whose __intent__ is %s with a 4xx',
    async (intent) => {
      const response = await post(
        '/admin/discipline',
        form({ intent: 'fine', __intent__: intent, teamId: 'x', amount: '5' }),
      )
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
    },
  )

  test('answers a GET of the registrations export with 405, downloading and auditing nothing', async () => {
    const response = await fetch(`${server.baseURL}/admin/registrations/export/csv`, {
      headers: { Cookie: cookie },
      redirect: 'manual',
    })
    expect(response.status).toBe(405)
    expect(response.headers.get('content-disposition')).toBeNull()
    const audit = await (
      await fetch(`${server.baseURL}/admin/audit`, { headers: { Cookie: cookie } })
    ).text()
    expect(audit).not.toContain('registrations.exported')
  })

  test('downloads the export by a post with the token, with one nosniff and no-store', async () => {
    const response = await post('/admin/registrations/export/csv', form({}))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const forged = await post('/admin/registrations/export/csv', form({ csrf: 'x' }))
    expect(forged.status).toBe(403)
  })

  test('answers an impossible date on a console form with 400, saving nothing', async () => {
    const response = await post(
      '/admin/discipline',
      form({ intent: 'suspend', playerId: 'x', asOf: '2026-02-31', games: '1', offence: 'x' }),
    )
    expect(response.status).toBe(400)
  })

  test("signing out everywhere ends every one of the operator's sessions", async () => {
    const source = new EmbeddedSource({ dataDir: server.dataDir })
    const store = new SqliteConsoleStore(source.database)
    await store.addOperator('bo@example.org', 'Bo')
    const phone = await store.createSession('bo@example.org')
    const laptop = await store.createSession('bo@example.org')
    source.closeSync()
    const page = (session: string) =>
      fetch(`${server.baseURL}/admin/passkeys`, {
        headers: { Cookie: `admin_session=${session}` },
        redirect: 'manual',
      })
    const listed = await (await page(laptop)).text()
    expect(listed.match(/data-testid="session"/g)).toHaveLength(2)
    const out = await fetch(`${server.baseURL}/admin/sign-out`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: server.baseURL, Cookie: `admin_session=${laptop}` },
      body: new URLSearchParams({ csrf: tokenOf(laptop), everywhere: '1' }),
    })
    expect(out.status).toBe(303)
    expect((await page(phone)).status).toBe(302)
    expect((await page(laptop)).status).toBe(302)
    expect((await page(cookie.slice('admin_session='.length))).status).toBe(200)
  })
})
