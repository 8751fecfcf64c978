import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { FirebaseProtocolServer } from '../../tests/support/firebase-protocol-server.ts'
import { FirebaseConsoleStore } from './console-store-firebase.server.ts'
import { FirebaseRest } from './firebase-rest.server.ts'
import { getAtPath } from './league-source.ts'

const server = new FirebaseProtocolServer()
let store: FirebaseConsoleStore
let root = 0

beforeAll(() => server.listen())
afterAll(() => server.close())
beforeEach(() => {
  store = new FirebaseConsoleStore(
    new FirebaseRest({ databaseURL: server.url }),
    `consoleState/league${++root}`,
  )
})

const state = () => getAtPath(server.tree, `consoleState/league${root}`) as Record<string, never>

describe('the console store in the Realtime Database', () => {
  it('writes addresses and ids under keys the database accepts, and reads them back as they were', async () => {
    await store.addOperator('ana.roy@example.org', 'Ana')
    await store.passkeys.add({
      id: 'a/b.c',
      email: 'ana.roy@example.org',
      publicKey: new Uint8Array([9]),
      counter: 0,
      transports: [],
    })
    expect(Object.keys(state().operators)).toEqual(['ana%2Eroy@example%2Eorg'])
    expect(Object.keys(state().passkeys)).toEqual(['a%2Fb%2Ec'])
    expect((await store.listOperators())[0]?.email).toBe('ana.roy@example.org')
    expect((await store.passkeys.of('ana.roy@example.org'))[0]?.id).toBe('a/b.c')
  })

  it('writes a setting and its audit entry in one update', async () => {
    server.requests.length = 0
    await store.settings.set('registrationOpen', true, 'ana@example.org', {
      operator: 'ana@example.org',
      action: 'registration.opened',
      target: 'registration',
      before: { 'console/settings/registrationOpen': false },
      after: { 'console/settings/registrationOpen': true },
    })
    expect(server.requests.filter((r) => r.method !== 'GET').map((r) => r.method)).toEqual([
      'PATCH',
    ])
    expect(Object.keys(state().settings)).toEqual(['registrationOpen'])
    expect(Object.keys(state().audit)).toHaveLength(1)
  })

  it('spends a link with a write made on condition that nobody spent it first', async () => {
    await store.addOperator('ana@example.org')
    const token = (await store.createSignInLink('ana@example.org'))!
    server.requests.length = 0
    expect(await store.redeemSignInLink(token)).toBe('ana@example.org')
    expect(server.requests.map((r) => r.method)).toContain('PUT')
  })

  it('writes a league change and its audit entry in one PATCH at the root both live under', async () => {
    server.tree = {
      ...(server.tree as object),
      leagues: { fb: { News: { n1: { TitleFr: 'Un' } } } },
    }
    server.requests.length = 0
    await store.applyLeagueUpdate(
      'leagues/fb',
      { 'News/n1/TitleFr': 'Deux' },
      {
        operator: 'ana@example.org',
        action: 'news.edited',
        target: 'News/n1',
        before: { 'News/n1/TitleFr': 'Un' },
        after: { 'News/n1/TitleFr': 'Deux' },
      },
    )
    expect(server.requests.map((r) => [r.method, r.path])).toEqual([['PATCH', '']])
    expect(getAtPath(server.tree, 'leagues/fb/News/n1/TitleFr')).toBe('Deux')
    expect((await store.auditEntriesSince()).map((e) => e.after)).toEqual([
      { 'News/n1/TitleFr': 'Deux' },
    ])
  })
})
