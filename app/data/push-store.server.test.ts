// Both push stores behind the one interface: SQLite, and the Realtime Database through its
// stand-in, each as two instances sharing the same state.
import { DatabaseSync } from 'node:sqlite'

import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import { FirebaseProtocolServer } from '../../tests/support/firebase-protocol-server.ts'
import { FirebaseRest } from './firebase-rest.server.ts'
import { getAtPath } from './league-source.ts'
import { FirebasePushStore } from './push-store-firebase.server.ts'
import { SqlitePushStore } from './push-store-sqlite.server.ts'
import { type PushStore, SENT_EVENT_MS, type StoredSubscription } from './push-store.server.ts'

const database = new FirebaseProtocolServer()
let listening: Promise<string> | undefined
let roots = 0
afterAll(async () => {
  if (listening) await database.close()
})

type Kind = { kind: string; open(clock: () => number): Promise<() => PushStore> }

const kinds: Kind[] = [
  {
    kind: 'SQLite',
    async open(clock) {
      const db = new DatabaseSync(':memory:')
      return () => new SqlitePushStore(db, clock)
    },
  },
  {
    kind: 'the Realtime Database',
    async open(clock) {
      listening ??= database.listen()
      const url = await listening
      const root = `consoleState/league${++roots}/push`
      return () => new FirebasePushStore(new FirebaseRest({ databaseURL: url }), root, clock)
    },
  },
]

const subscription = (endpoint: string, lang: 'fr' | 'en' = 'fr'): StoredSubscription => ({
  endpoint,
  keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret1' },
  lang,
  teams: { 'T.10': ['goal', 'final'] },
})

describe.each(kinds)('the push store in $kind', ({ open }) => {
  let now: number
  let instance: () => PushStore
  let store: PushStore

  beforeEach(async () => {
    now = Date.UTC(2026, 10, 28, 19)
    instance = await open(() => now)
    store = instance()
  })

  it('keeps a subscription with its teams, kinds and language, replaced when saved again', async () => {
    const endpoint = 'https://push.example.com/send/a.b/c?d=1#e'
    await store.save(subscription(endpoint))
    await store.save({ ...subscription(endpoint, 'en'), teams: { T11: ['kickoff'] } })
    await store.save(subscription('https://push.example.com/send/other'))
    expect(await store.count()).toBe(2)
    expect(await store.has(endpoint)).toBe(true)
    expect((await instance().all()).find((s) => s.endpoint === endpoint)).toEqual({
      ...subscription(endpoint, 'en'),
      teams: { T11: ['kickoff'] },
    })
  })

  it('removes a subscription once, and says when there was none', async () => {
    const endpoint = 'https://push.example.com/send/gone'
    await store.save(subscription(endpoint))
    expect(await instance().remove(endpoint)).toBe(true)
    expect(await store.remove(endpoint)).toBe(false)
    expect(await store.has(endpoint)).toBe(false)
    expect(await store.all()).toEqual([])
  })

  it('gives every instance the keys the first one made, even when two start at once', async () => {
    const made = (name: string) => () => ({
      publicKey: `public-${name}`,
      privateKey: `private-${name}`,
    })
    const [first, second] = await Promise.all([
      instance().vapidKeys(made('a')),
      instance().vapidKeys(made('b')),
    ])
    expect(second).toEqual(first)
    expect(await store.vapidKeys(made('c'))).toEqual(first)
  })

  it('lets one of two instances claim an event, even asked at the same time', async () => {
    const id = '2025W/G30:goal:home:2'
    const claims = await Promise.all([instance().claimEvent(id), instance().claimEvent(id)])
    expect(claims.filter(Boolean)).toHaveLength(1)
    expect(await store.claimEvent(id)).toBe(false)
    expect(await store.claimEvent('2025W/G30:final')).toBe(true)
  })

  it('lets an event go once it is older than a restart could bring it back', async () => {
    const id = '2025W/G30:kickoff'
    expect(await store.claimEvent(id)).toBe(true)
    now += SENT_EVENT_MS - 60_000
    expect(await store.claimEvent(id)).toBe(false)
    now += 2 * 3_600_000
    expect(await instance().claimEvent(id)).toBe(true)
  })
})

describe('the push store in the Realtime Database', () => {
  it('counts the subscriptions at most once a minute, not at every new one', async () => {
    listening ??= database.listen()
    let now = 0
    const rest = new FirebaseRest({ databaseURL: await listening })
    const store = new FirebasePushStore(rest, `consoleState/league${++roots}/push`, () => now)
    await store.save(subscription('https://push.example.com/1'))
    expect(await store.count()).toBe(1)
    await store.save(subscription('https://push.example.com/2'))
    expect(await store.count()).toBe(1)
    now += 60_000
    expect(await store.count()).toBe(2)
  })

  it('names subscriptions and events by keys the database accepts, under the console state', async () => {
    listening ??= database.listen()
    const root = `consoleState/league${++roots}/push`
    const store = new FirebasePushStore(new FirebaseRest({ databaseURL: await listening }), root)
    const endpoint = `https://push.example.com/${'x'.repeat(1500)}.y`
    await store.save(subscription(endpoint))
    expect(await store.claimEvent('2025W/G.30:moved:Jan 14|7:30 PM|Laval #1')).toBe(true)
    const kept = getAtPath(database.tree, root) as Record<string, Record<string, unknown>>
    expect(Object.keys(kept.subscriptions!)).toEqual([expect.stringMatching(/^[\w-]{43}$/)])
    expect(Object.keys(kept.sent!)).toEqual(['2025W%2FG%2E30:moved:Jan 14|7:30 PM|Laval %231'])
    expect((await store.all())[0]?.endpoint).toBe(endpoint)
  })
})
