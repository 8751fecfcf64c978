import { afterEach, describe, expect, it } from 'vitest'

import { applyLeagueUpdate, recordResult, rescheduleGame } from '../league/index.ts'
import { EmbeddedSource } from './embedded-source.server.ts'
import { FirebaseSource } from './firebase-source.server.ts'
import { normaliseWritten, updateProblem } from './league-source.ts'
import { silentLogger } from './log.server.ts'
import { FirebaseProtocolServer } from '../../tests/support/firebase-protocol-server.ts'
import { exampleLeagueTree } from '../league/fixtures/example-tree.ts'

const ROOT = 'leagues/demo'
const G2_RESULT = { seasonId: '2025W', gameId: 'G2' }

function resultUpdate(): Record<string, unknown> {
  const outcome = recordResult(exampleLeagueTree(), G2_RESULT, { homeScore: 4, awayScore: 3 })
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusal))
  return outcome.update
}

/** G10 moved from Mar 29 to a new day: out of one day key, into another. */
function moveUpdate(): Record<string, unknown> {
  const outcome = rescheduleGame(
    exampleLeagueTree(),
    { seasonId: '2025W', gameId: 'G10' },
    { date: '2026-04-02', time: '20:30', field: 'Laval 2' },
  )
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusal))
  return outcome.update
}

describe('updateProblem', () => {
  it.each([
    [{}, 'the update is empty'],
    [{ '': 1 }, 'replaces its whole root'],
    [{ 'a/b.c': 1 }, 'contains one of'],
    [{ a: 1, 'a/b': 2 }, 'overlap'],
    [{ 'a/b': 1, '/a/b/': 2 }, 'overlap'],
  ])('refuses %j', (values, message) => {
    expect(updateProblem(values)).toContain(message)
  })

  it('accepts sibling and cousin paths', () => {
    expect(updateProblem({ 'a/b': 1, 'a/c': null, ab: 2 })).toBeUndefined()
  })
})

describe('the embedded store applies an update', () => {
  let source: EmbeddedSource | undefined
  afterEach(() => source?.closeSync())

  it('writes every path of a result at once', async () => {
    source = new EmbeddedSource({ file: ':memory:', logger: silentLogger })
    source.set(ROOT, exampleLeagueTree())
    const update = resultUpdate()
    await source.applyUpdate(ROOT, update)
    expect(source.readSync(ROOT)).toEqual(applyLeagueUpdate(exampleLeagueTree(), update))
  })

  it('moves a game from one day to another at once', async () => {
    source = new EmbeddedSource({ file: ':memory:', logger: silentLogger })
    source.set(ROOT, exampleLeagueTree())
    const update = moveUpdate()
    expect(updateProblem(update)).toBeUndefined()
    await source.applyUpdate(ROOT, update)
    expect(source.readSync(ROOT)).toEqual(applyLeagueUpdate(exampleLeagueTree(), update))
  })

  it('writes nothing when one part cannot be stored', async () => {
    source = new EmbeddedSource({ file: ':memory:', logger: silentLogger })
    source.set(ROOT, exampleLeagueTree())
    const before = source.readSync(ROOT)
    await expect(
      source.applyUpdate(ROOT, { ...resultUpdate(), 'News/x': { bad: Number.NaN } }),
    ).rejects.toThrow(/not a finite number/)
    await expect(source.applyUpdate(ROOT, { Seasons: null, 'Seasons/2025W': 1 })).rejects.toThrow(
      /overlap/,
    )
    expect(source.readSync(ROOT)).toEqual(before)
  })
})

describe('Firebase applies an update', () => {
  let server: FirebaseProtocolServer | undefined
  let source: FirebaseSource | undefined
  afterEach(async () => {
    await source?.close()
    await server?.close()
  })

  async function start() {
    server = new FirebaseProtocolServer({ tree: { leagues: { demo: exampleLeagueTree() } } })
    const url = await server.listen()
    source = new FirebaseSource({ databaseURL: url, logger: silentLogger })
    return { server, source, url }
  }

  it('through one multi-location PATCH', async () => {
    const { server, source } = await start()
    const update = resultUpdate()
    await source.applyUpdate(ROOT, update)
    expect(server.requests.filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual([ROOT])
    expect(server.tree).toEqual(
      normaliseWritten({ leagues: { demo: applyLeagueUpdate(exampleLeagueTree(), update) } }),
    )
  })

  it('moves a game from one day to another in the same PATCH', async () => {
    const { server, source } = await start()
    const update = moveUpdate()
    await source.applyUpdate(ROOT, update)
    expect(server.requests.filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual([ROOT])
    expect(server.tree).toEqual(
      normaliseWritten({ leagues: { demo: applyLeagueUpdate(exampleLeagueTree(), update) } }),
    )
  })

  it('refuses overlapping paths before sending anything', async () => {
    const { server, source } = await start()
    await expect(source.applyUpdate(ROOT, { Seasons: null, 'Seasons/2025W': 1 })).rejects.toThrow(
      /overlap/,
    )
    expect(server.requests.filter((r) => r.method === 'PATCH')).toEqual([])
  })

  it.each([
    ['overlapping paths', { 'Seasons/2025W/isActive': false, Seasons: null }],
    ['a key the database cannot hold', { 'Seasons/2025W/isActive': false, 'News/n': { 'a.b': 1 } }],
  ])(
    'the protocol server refuses a partial update with %s, writing none of it',
    async (_name, body) => {
      const { server, url } = await start()
      const before = structuredClone(server.tree)
      const response = await fetch(`${url}/${ROOT}.json`, {
        method: 'PATCH',
        body: JSON.stringify(body),
      })
      expect(response.status).toBe(400)
      expect(server.tree).toEqual(before)
    },
  )
})
