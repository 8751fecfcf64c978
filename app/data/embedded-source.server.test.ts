import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import {
  EmbeddedSource,
  InvalidTreeError,
  readLeaguePath,
  storeFile,
  writeLeaguePath,
} from './embedded-source.server.ts'
import type { StreamEvent } from './league-source.ts'
import { silentLogger } from './log.server.ts'
import { writeLegacyStore } from './store-migration.server.ts'
import { until } from '../../tests/support/until.ts'

const example = JSON.parse(
  readFileSync(new URL('../league/fixtures/league-tree.example.json', import.meta.url), 'utf8'),
)

let dataDir: string
const opened: EmbeddedSource[] = []

function open(pollIntervalMs = 20): EmbeddedSource {
  const source = new EmbeddedSource({ dataDir, pollIntervalMs, logger: silentLogger })
  opened.push(source)
  return source
}

function collect(source: EmbeddedSource, at: string): StreamEvent[] {
  const events: StreamEvent[] = []
  source.subscribe(at, (event) => events.push(event))
  return events
}

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'league-store-'))
})

afterEach(() => {
  for (const source of opened.splice(0)) source.closeSync()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the embedded store', () => {
  it('reads back exactly the tree it was given, at any depth', async () => {
    const source = open()
    source.set('', example)
    expect(await source.read('')).toEqual(example)
    expect(await source.read('leagues/demo/Seasons/2025W/Divisions/W1')).toEqual(
      example.leagues.demo.Seasons['2025W'].Divisions.W1,
    )
    expect(await source.read('leagues/demo/Seasons/2024S/isActive')).toBe(false)
    expect(
      await source.read(
        'leagues/demo/PlayerStats_2025W/M1/Teams/St_Laurent_United/Sami_Haddad/Goals',
      ),
    ).toBe('2')
    expect(await source.read('leagues/demo/RegisterTeamForm')).toEqual({})
    expect(await source.read('leagues/demo/Nothing')).toBeNull()
  })

  it('keeps the data in a file, so a second connection sees it', () => {
    open().set('leagues/k/News/d/n', { title: 'Persisted' })
    expect(readLeaguePath(dataDir, 'k', 'News/d/n/title')).toBe('Persisted')
  })

  it('replaces a subtree and deletes with null, removing nothing beside it', async () => {
    const source = open()
    source.set('a', { b: { c: 1, d: 2 }, e: 3, 'b c': 4 })
    source.set('a/b', { x: true })
    expect(await source.read('a')).toEqual({ b: { x: true }, e: 3, 'b c': 4 })
    source.set('a/b', null)
    expect(await source.read('a')).toEqual({ e: 3, 'b c': 4 })
  })

  it('turns a leaf into an object when a child is written below it', async () => {
    const source = open()
    source.set('a/b', 'leaf')
    source.set('a/b/c', 1)
    expect(await source.read('a')).toEqual({ b: { c: 1 } })
  })

  it('returns arrays the way the Realtime Database does', async () => {
    const source = open()
    source.set('r', {
      players: [{ firstName: 'Ana' }, { firstName: 'Léa' }],
      sparse: { 0: 'a', 7: 'b' },
    })
    expect(await source.read('r')).toEqual({
      players: [{ firstName: 'Ana' }, { firstName: 'Léa' }],
      sparse: { 0: 'a', 7: 'b' },
    })
  })

  it('refuses keys a Realtime Database cannot hold, writing nothing', async () => {
    const source = open()
    source.set('ok', 1)
    expect(() => source.update({ ok: 2, bad: { 'a.b': 1 } })).toThrow(InvalidTreeError)
    expect(await source.read('')).toEqual({ ok: 1 })
  })

  it('rolls a multi-path update back entirely when it fails', async () => {
    const source = open()
    source.set('x', 1)
    expect(() => source.update({ x: 2, y: Number.NaN })).toThrow(InvalidTreeError)
    expect(await source.read('')).toEqual({ x: 1 })
  })

  it('pushes children under time-ordered 20-character ids', async () => {
    const source = open()
    const first = await source.push('leagues/k/RegisterTeamForm', { teamName: 'A' })
    const second = await source.push('leagues/k/RegisterTeamForm', { teamName: 'B' })
    expect(first).toHaveLength(20)
    expect(first < second).toBe(true)
    expect(Object.keys((await source.read('leagues/k/RegisterTeamForm')) as object)).toEqual([
      first,
      second,
    ])
  })

  it('seeds only an empty path', async () => {
    const source = open()
    expect(source.setIfEmpty('leagues/k', { a: 1 })).toBe(true)
    expect(source.setIfEmpty('leagues/k', { a: 2 })).toBe(false)
    expect(await source.read('leagues/k')).toEqual({ a: 1 })
  })
})

describe('the store layout', () => {
  /** Every row's path and JSON, read from another connection. */
  function rows(): Map<string, string> {
    const db = new DatabaseSync(storeFile(dataDir))
    try {
      const all = db.prepare('SELECT path, json FROM subtrees').all() as Array<{
        path: string
        json: string
      }>
      return new Map(all.map((row) => [row.path, row.json]))
    } finally {
      db.close()
    }
  }

  it('keeps a league in a file no larger than twice its JSON', () => {
    const source = open()
    source.set('', example)
    source.closeSync()
    const json = JSON.stringify(example).length
    const stored = [...rows()].reduce((sum, [path, value]) => sum + path.length + value.length, 0)
    expect(stored).toBeLessThan(2 * json)
  })

  it('rewrites only the row holding a node when the node changes', () => {
    const source = open()
    source.set('', example)
    const before = rows()
    source.set('leagues/demo/Schedule/2025W/Divisions/M1/MAR 29, 2026/G10/Time', '8:00 PM')
    const after = rows()
    const changed = [...after].filter(([path, json]) => before.get(path) !== json)
    expect(changed).toHaveLength(1)
    expect(after.size).toBe(before.size)
    expect(
      readLeaguePath(dataDir, 'demo', 'Schedule/2025W/Divisions/M1/MAR 29, 2026/G10/Time'),
    ).toBe('8:00 PM')
  })

  it('migrates a store of one row per leaf when it is opened, keeping everything', async () => {
    const db = new DatabaseSync(storeFile(dataDir))
    writeLegacyStore(db, example)
    db.close()
    const source = open()
    expect(await source.read('')).toEqual(example)
    expect(await source.read('leagues/demo/RegisterTeamForm')).toEqual({})
    const check = new DatabaseSync(storeFile(dataDir))
    const tables = check
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all()
      .map((row) => (row as { name: string }).name)
    check.close()
    expect(tables).not.toContain('nodes')
    expect(tables).toContain('subtrees')
    source.set('leagues/demo/Sponsors/s1/name', 'After')
    expect(readLeaguePath(dataDir, 'demo', 'Sponsors/s1/name')).toBe('After')
  })
})

describe('subscriptions to the embedded store', () => {
  it('start with a put of the whole value at the subscribed path', async () => {
    const source = open()
    source.set('leagues/k', { Sponsors: { s1: { name: 'A' } } })
    const events = collect(source, 'leagues/k')
    await until(() => events.length === 1)
    expect(events[0]).toEqual({
      event: 'put',
      path: '/',
      data: { Sponsors: { s1: { name: 'A' } } },
    })
  })

  it('deliver one write made through the same connection as a put at its relative path', async () => {
    const source = open()
    source.set('leagues/k', { Sponsors: { s1: { name: 'A' } } })
    const events = collect(source, 'leagues/k')
    await until(() => events.length === 1)
    source.set('leagues/k/Sponsors/s2', { name: 'B' })
    source.set('elsewhere', 1)
    await until(() => events.length === 2)
    expect(events[1]).toEqual({ event: 'put', path: '/Sponsors/s2', data: { name: 'B' } })
  })

  it('deliver a multi-path update as one patch, so readers never see it half-applied', async () => {
    const source = open()
    source.set('leagues/k', { Schedule: { g: { score: 0 } }, Stats: { t: { gp: 0 } } })
    const events = collect(source, 'leagues/k')
    await until(() => events.length === 1)
    await source.applyUpdate('leagues/k', { 'Schedule/g/score': 3, 'Stats/t/gp': 1, Old: null })
    await until(() => events.length === 2)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(events).toHaveLength(2)
    expect(events[1]).toEqual({
      event: 'patch',
      path: '/',
      data: {
        'Schedule/g/score': 3,
        'Stats/t/gp': 1,
        Old: null,
      },
    })
  })

  it('notice a change committed by another connection by polling', async () => {
    const source = open(25)
    source.set('leagues/k/Schedule', { a: 1 })
    const events = collect(source, 'leagues/k')
    await until(() => events.length === 1)
    writeLeaguePath(dataDir, 'k', 'Schedule/a', 2)
    await until(() => events.length === 2)
    expect(events[1]).toEqual({ event: 'put', path: '/Schedule/a', data: 2 })
  })

  it('resync the whole value when an ancestor is replaced, as an import does', async () => {
    const source = open(25)
    source.set('leagues/k', { a: 1 })
    const events = collect(source, 'leagues/k')
    await until(() => events.length === 1)
    const other = open()
    other.set('leagues', { k: { b: 2 }, other: { c: 3 } })
    await until(() => events.length === 2)
    expect(events[1]).toEqual({ event: 'put', path: '/', data: { b: 2 } })
  })

  it('stop after unsubscribing and after closing', async () => {
    const source = open(25)
    const events: StreamEvent[] = []
    const unsubscribe = source.subscribe('x', (event) => events.push(event))
    await until(() => events.length === 1)
    unsubscribe()
    source.set('x', 1)
    writeLeaguePath(dataDir, 'k', 'y', 1)
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(events).toHaveLength(1)
  })
})
