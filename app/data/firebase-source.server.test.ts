import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { FirebaseSource } from './firebase-source.server.ts'
import { applyStreamEvent, type SourceStatus, type StreamEvent } from './league-source.ts'
import { silentLogger, type Logger } from './log.server.ts'
import { FirebaseProtocolServer } from './testing/firebase-protocol-server.ts'

const example = JSON.parse(
  readFileSync(new URL('./fixtures/league-tree.example.json', import.meta.url), 'utf8'),
)
const { RegisterTeamForm: _private, ...publicLeague } = example.leagues.demo

let server: FirebaseProtocolServer
let source: FirebaseSource

async function until(condition: () => boolean, timeoutMs = 4000): Promise<void> {
  const start = Date.now()
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

function startServer(
  options: ConstructorParameters<typeof FirebaseProtocolServer>[0] = {},
): Promise<string> {
  server = new FirebaseProtocolServer({ tree: example, ...options })
  return server.listen()
}

function connect(
  url: string,
  auth?: string,
  options: { logger?: Logger; requestTimeoutMs?: number } = {},
): FirebaseSource {
  source = new FirebaseSource({
    databaseURL: url,
    auth,
    logger: silentLogger,
    initialBackoffMs: 20,
    maxBackoffMs: 100,
    // Idle streams are tested in firebase-stream.server.test.ts; here a slow run must not see
    // streams reopened (and resynced) in the middle of a test.
    idleTimeoutMs: 60_000,
    ...options,
  })
  return source
}

/** Subscribes and keeps the tree the events describe, as the mirror would. */
function follow(at: string) {
  const state = {
    tree: null as unknown,
    events: [] as StreamEvent[],
    statuses: [] as SourceStatus[],
  }
  source.subscribe(
    at,
    (event) => {
      state.events.push(event)
      state.tree = applyStreamEvent(state.tree, event)
    },
    { onStatus: (status) => state.statuses.push(status) },
  )
  return state
}

beforeEach(() => {
  server = undefined as unknown as FirebaseProtocolServer
})

afterEach(async () => {
  await source?.close()
  await server?.close()
})

describe('the Firebase source against a server speaking the REST protocol', () => {
  it('reads a path with GET and the auth parameter', async () => {
    const url = await startServer({ secret: 's3cret' })
    connect(url, 's3cret')
    expect(await source.read('leagues/demo/Sponsors/s1/name')).toBe('Sport Expert Laval')
    expect(await source.read('leagues/demo/Nothing')).toBeNull()
    await expect(connect(url, 'wrong').read('leagues/demo/News')).rejects.toThrow(/401/)
  })

  it('reads a league root child by child, since the root itself is not readable', async () => {
    connect(await startServer())
    expect(await source.read('leagues/demo')).toEqual(publicLeague)
    expect(server.requests.some((r) => r.path === 'leagues/demo')).toBe(false)
  })

  it('pushes with POST and returns the push id the server chose', async () => {
    connect(await startServer())
    const id = await source.push('leagues/demo/RegisterTeamForm', {
      teamName: 'Nouvelle équipe',
      players: [{ firstName: 'Ana' }],
    })
    expect(id).toMatch(/^[-0-9A-Za-z_]{20}$/)
    expect(server.tree).toMatchObject({
      leagues: {
        demo: {
          RegisterTeamForm: {
            [id]: { teamName: 'Nouvelle équipe', players: [{ firstName: 'Ana' }] },
          },
        },
      },
    })
  })

  it('loads a league with one initial put once every public child has loaded, following a 307 redirect', async () => {
    connect(await startServer({ redirectStreams: 1 }))
    const state = follow('leagues/demo')
    await until(() => state.events.length === 1)
    expect(state.events[0].path).toBe('/')
    expect(state.tree).toEqual(publicLeague)
    expect(server.streamPaths()).toContain('leagues/demo/Stats_2025W')
    expect(server.streamPaths()).not.toContain('leagues/demo')
    expect(server.streamPaths()).not.toContain('leagues/demo/RegisterTeamForm')
    expect(state.statuses.at(-1)).toEqual({ state: 'connected' })
    expect(server.redirectsServed).toBe(1)
  })

  it('applies put and patch events from the server', async () => {
    connect(await startServer())
    const state = follow('leagues/demo')
    await until(() => state.events.length === 1)
    server.set('leagues/demo/Sponsors/s3', { name: 'Dépanneur Chez Paul', active: true })
    server.update('leagues/demo/Schedule/2025W/Divisions/M1/MAR 29, 2026/G10', {
      Time: '8:00 PM',
      AwayTeamName: 'Les Lions',
    })
    await until(() => state.events.length === 3)
    expect(state.events[1]).toEqual({
      event: 'put',
      path: '/Sponsors/s3',
      data: { name: 'Dépanneur Chez Paul', active: true },
    })
    expect(state.events[2].event).toBe('patch')
    expect(state.tree).toEqual(strip(server.tree))
  })

  it('reconnects after a dropped connection and resyncs from the first put', async () => {
    connect(await startServer())
    const state = follow('leagues/demo')
    await until(() => state.events.length === 1)
    server.dropConnections()
    server.setSilently('leagues/demo/News/2025-11-15/n1/title', 'Changed while offline')
    await until(() => state.statuses.some((s) => s.state === 'disconnected'))
    await until(
      () =>
        (state.tree as typeof publicLeague).News['2025-11-15'].n1.title === 'Changed while offline',
    )
    await until(() => state.statuses.at(-1)?.state === 'connected')
    expect(state.tree).toEqual(strip(server.tree))
  })

  it('reports a cancel, keeps the data, and reopens the stream later', async () => {
    connect(await startServer())
    const state = follow('leagues/demo')
    await until(() => state.events.length === 1)
    server.cancel('leagues/demo/Team_Fines')
    await until(() => state.statuses.some((s) => s.state === 'cancelled'))
    expect(state.statuses.find((s) => s.state === 'cancelled')).toEqual({
      state: 'cancelled',
      reason: 'Team_Fines: Permission denied',
    })
    expect((state.tree as typeof publicLeague).Team_Fines).toEqual(publicLeague.Team_Fines)
    await until(() => server.openStreams('leagues/demo/Team_Fines') === 1)
    server.set('leagues/demo/Team_Fines/f2', { Team_Name: 'Lions FC', Fine_Amount: 100 })
    await until(() => Object.keys((state.tree as typeof publicLeague).Team_Fines).length === 2)
  })

  it('reports a revoked credential', async () => {
    connect(await startServer())
    const state = follow('leagues/demo/Sponsors')
    await until(() => state.events.length === 1)
    server.revokeAuth()
    await until(() => state.statuses.some((s) => s.state === 'auth_revoked'))
  })

  it('streams a single path directly and stops on close', async () => {
    connect(await startServer())
    const state = follow('leagues/demo/Sponsors')
    await until(() => state.events.length === 1)
    expect(state.tree).toEqual(publicLeague.Sponsors)
    await source.close()
    await until(() => server.openStreams() === 0)
  })
})

function strip(tree: unknown): typeof publicLeague {
  const { RegisterTeamForm: _ignored, ...rest } = (tree as typeof example).leagues.demo
  return rest as typeof publicLeague
}
