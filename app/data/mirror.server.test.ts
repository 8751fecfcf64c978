import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { EmbeddedSource, writeLeaguePath } from './embedded-source.server.ts'
import { FirebaseSource } from './firebase-source.server.ts'
import type { LeagueSource } from './league-source.ts'
import { silentLogger, type Logger } from './log.server.ts'
import { LeagueMirror, LeagueUnavailableError, type LeagueSnapshot } from './mirror.server.ts'
import { FirebaseProtocolServer } from '../../tests/support/firebase-protocol-server.ts'
import { until } from '../../tests/support/until.ts'
import { applyLeagueUpdate, recordResult } from '../league/index.ts'

const example = JSON.parse(
  readFileSync(new URL('../league/fixtures/league-tree.example.json', import.meta.url), 'utf8'),
)

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function embedded(): { source: EmbeddedSource; dataDir: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'league-mirror-'))
  const source = new EmbeddedSource({ dataDir, pollIntervalMs: 20, logger: silentLogger })
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
  cleanups.push(() => source.closeSync())
  return { source, dataDir }
}

function mirrorOf(
  source: LeagueSource,
  options: { logger?: Logger; loadTimeoutMs?: number } = {},
): LeagueMirror {
  const mirror = new LeagueMirror({
    source,
    path: 'leagues/demo',
    logger: silentLogger,
    ...options,
  })
  cleanups.push(() => mirror.close())
  return mirror
}

function capture(): {
  logger: Logger
  lines: Array<{ level: string; msg: string; fields?: Record<string, unknown> }>
} {
  const lines: Array<{ level: string; msg: string; fields?: Record<string, unknown> }> = []
  return { lines, logger: (level, msg, fields) => lines.push({ level, msg, fields }) }
}

describe('the league mirror', () => {
  it('publishes the league subtree as version 1 on first load', async () => {
    const { source } = embedded()
    source.set('', example)
    const snapshot = await mirrorOf(source).start()
    expect(snapshot.version).toBe(1)
    expect(snapshot.loadedAt).toBeInstanceOf(Date)
    const { RegisterTeamForm: _private, ...publicLeague } = example.leagues.demo
    expect(snapshot.tree).toEqual(publicLeague)
  })

  it('grows the version on every change and names the top-level keys that changed', async () => {
    const { source, dataDir } = embedded()
    source.set('', example)
    const mirror = mirrorOf(source)
    const first = await mirror.start()
    const seen: Array<[number, string[]]> = []
    mirror.onChange((snapshot, keys) => seen.push([snapshot.version, keys]))
    writeLeaguePath(dataDir, 'demo', 'Sponsors/s1/active', false)
    await until(() => seen.length === 1)
    source.set('leagues/demo/Schedule/2025W/Divisions/M1/MAR 29, 2026/G10/Time', '8:00 PM')
    await until(() => seen.length === 2)
    expect(seen).toEqual([
      [2, ['Sponsors']],
      [3, ['Schedule']],
    ])
    const latest = mirror.snapshot() as LeagueSnapshot
    expect(latest.tree.News).toBe(first.tree.News)
    expect((first.tree.Sponsors as typeof example.leagues.demo.Sponsors).s1.active).toBe(true)
  })

  it('publishes a recorded result as one version, every branch of it at once', async () => {
    const { source } = embedded()
    source.set('', example)
    const mirror = mirrorOf(source)
    await mirror.start()
    const seen: Array<[number, string[]]> = []
    mirror.onChange((snapshot, keys) => seen.push([snapshot.version, keys]))
    const outcome = recordResult(
      example.leagues.demo,
      { seasonId: '2025W', gameId: 'G2' },
      { homeScore: 4, awayScore: 3 },
    )
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusal))
    await source.applyUpdate('leagues/demo', outcome.update)
    await until(() => seen.length === 1)
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(seen).toHaveLength(1)
    expect(seen[0]![0]).toBe(2)
    expect(seen[0]![1]).toEqual(expect.arrayContaining(['Schedule', 'Stats_2025W']))
    // Registrations never reach a snapshot; everything else is the update applied.
    const { RegisterTeamForm: _private, ...expected } = applyLeagueUpdate(
      example.leagues.demo,
      outcome.update,
    ) as Record<string, unknown>
    expect(mirror.snapshot()?.tree).toEqual(expected)
  })

  it('does not change the version when a write changes nothing', async () => {
    const { source } = embedded()
    source.set('', example)
    const mirror = mirrorOf(source)
    await mirror.start()
    source.set('leagues/demo/Sponsors/s1/name', 'Sport Expert Laval')
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(mirror.snapshot()?.version).toBe(1)
  })

  it('never lets RegisterTeamForm into a snapshot, even as registrations arrive', async () => {
    const { source, dataDir } = embedded()
    source.set('', example)
    source.pushSync('leagues/demo/RegisterTeamForm', {
      teamName: 'Before',
      email: 'private-a@registrant.test',
    })
    const mirror = mirrorOf(source)
    const snapshots: LeagueSnapshot[] = [await mirror.start()]
    mirror.onChange((snapshot) => snapshots.push(snapshot))
    await source.push('leagues/demo/RegisterTeamForm', {
      teamName: 'During',
      email: 'private-b@registrant.test',
    })
    writeLeaguePath(dataDir, 'demo', 'RegisterTeamForm/x', {
      teamName: 'Other process',
      email: 'private-c@registrant.test',
    })
    writeLeaguePath(dataDir, 'demo', '', {
      ...example.leagues.demo,
      RegisterTeamForm: { y: { teamName: 'Import' } },
    })
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(mirror.snapshot()?.version).toBe(1)
    for (const snapshot of [...snapshots, mirror.snapshot()]) {
      expect(snapshot?.tree).not.toHaveProperty('RegisterTeamForm')
      expect(JSON.stringify(snapshot?.tree)).not.toContain('registrant.test')
    }
  })

  it('publishes the first tree before parsing the branches the store cut into rows', async () => {
    const { source } = embedded()
    const teams = Object.fromEntries(
      Array.from({ length: 400 }, (_, i) => [`T${i}`, { name: `Team ${i} `.repeat(8) }]),
    )
    source.set('leagues/demo', { Teams: teams, News: { n1: { title: 'Hello' } } })
    const mirror = new LeagueMirror({
      source,
      path: 'leagues/demo',
      logger: silentLogger,
      freeze: false,
    })
    cleanups.push(() => mirror.close())
    const changed: string[][] = []
    mirror.onChange((_snapshot, keys) => changed.push(keys))
    const { tree } = await mirror.start()
    expect(changed).toEqual([['News', 'Teams']])
    expect(Object.getOwnPropertyDescriptor(tree, 'Teams')?.get).toBeTypeOf('function')
    expect(tree).toEqual({ Teams: teams, News: { n1: { title: 'Hello' } } })
  })

  it('freezes published trees so nobody can change a snapshot in place', async () => {
    const { source } = embedded()
    source.set('', example)
    const snapshot = await mirrorOf(source).start()
    expect(() => {
      ;(snapshot.tree.Sponsors as Record<string, unknown>).s9 = {}
    }).toThrow(TypeError)
  })

  it('keeps serving the last snapshot while the source is unreachable, and logs the outage', async () => {
    const server = new FirebaseProtocolServer({ tree: example })
    const url = await server.listen()
    const source = new FirebaseSource({
      databaseURL: url,
      logger: silentLogger,
      initialBackoffMs: 20,
      maxBackoffMs: 50,
    })
    cleanups.push(() => source.close())
    const log = capture()
    const mirror = mirrorOf(source, { logger: log.logger })
    const loaded = await mirror.start()
    await server.close()
    await until(() => mirror.health().state === 'stale')
    expect(mirror.snapshot()).toBe(loaded)
    const outage = log.lines.find((line) => line.msg.includes('unreachable'))
    expect(outage).toMatchObject({ level: 'warn', fields: { path: 'leagues/demo', version: 1 } })
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(mirror.snapshot()).toBe(loaded)
    expect(log.lines.filter((line) => line.msg.includes('unreachable'))).toHaveLength(1)
  })

  it('catches up after the outage with the data it missed', async () => {
    const server = new FirebaseProtocolServer({ tree: example })
    const url = await server.listen()
    cleanups.push(() => server.close())
    const source = new FirebaseSource({
      databaseURL: url,
      logger: silentLogger,
      initialBackoffMs: 20,
      maxBackoffMs: 50,
    })
    cleanups.push(() => source.close())
    const mirror = mirrorOf(source)
    await mirror.start()
    server.dropConnections()
    server.setSilently('leagues/demo/Sponsors/s1/name', 'Renamed')
    await until(
      () => (mirror.snapshot()?.tree.Sponsors as { s1: { name: string } }).s1.name === 'Renamed',
    )
    await until(() => mirror.health().state === 'live')
  })

  it('fails the first load with LeagueUnavailableError when the source cannot be reached', async () => {
    const server = new FirebaseProtocolServer()
    const url = await server.listen()
    await server.close()
    const source = new FirebaseSource({
      databaseURL: url,
      logger: silentLogger,
      initialBackoffMs: 10,
      maxBackoffMs: 20,
    })
    cleanups.push(() => source.close())
    const mirror = mirrorOf(source, { loadTimeoutMs: 150 })
    await expect(mirror.start()).rejects.toBeInstanceOf(LeagueUnavailableError)
    expect(mirror.snapshot()).toBeUndefined()
    expect(mirror.health().state).toBe('failed')
  })

  it('publishes nothing until the whole tree has arrived', async () => {
    const events: Array<(event: Parameters<Parameters<LeagueSource['subscribe']>[1]>[0]) => void> =
      []
    const fake: LeagueSource = {
      kind: 'firebase',
      read: async () => null,
      push: async () => 'id',
      applyUpdate: async () => {},
      close: async () => {},
      subscribe: (_path, listener) => {
        events.push(listener)
        return () => {}
      },
    }
    const mirror = mirrorOf(fake)
    const started = mirror.start()
    events[0]({ event: 'put', path: '/News', data: { a: 1 } })
    expect(mirror.snapshot()).toBeUndefined()
    events[0]({ event: 'put', path: '/', data: { Sponsors: {} } })
    expect((await started).tree).toEqual({ Sponsors: {} })
  })
})
