import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { deepFreeze } from './league-source.ts'
import {
  ancestorPaths,
  assembleRows,
  assembleRowsLazily,
  readInRow,
  toRows,
  type Row,
} from './tree-rows.ts'

const example = JSON.parse(
  readFileSync(new URL('../league/fixtures/league-tree.example.json', import.meta.url), 'utf8'),
) as Record<string, unknown>

/** Rows read back the way the store does: in path order, relative to the path read. */
function readBack(rows: Row[], base = ''): unknown {
  const cut = base === '' ? 0 : base.length + 1
  return assembleRows(
    rows
      .filter(([path]) => base === '' || path.startsWith(`${base}/`) || path === base)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([path, json]): Row => [path.slice(cut), json]),
  )
}

describe('tree rows', () => {
  it('keep a small tree in one row', () => {
    expect(toRows('a', { b: 1, c: [true, 'x'] })).toEqual([['a', '{"b":1,"c":[true,"x"]}']])
  })

  it('cut a tree larger than the target into rows no larger than it, and read it back', () => {
    const rows = toRows('', example, 512)
    expect(rows.length).toBeGreaterThan(10)
    for (const [, json] of rows) expect(json.length).toBeLessThanOrEqual(512 + 64)
    expect(readBack(rows)).toEqual(example)
  })

  it('never put a row above another one', () => {
    const paths = toRows('', example, 256).map(([path]) => path)
    for (const path of paths)
      expect(paths.some((other) => other !== path && other.startsWith(`${path}/`))).toBe(false)
  })

  it('drop nulls, keep empty containers, and read dense index keys as arrays', () => {
    const value = { a: null, e: {}, l: [], n: { 0: 'x', 1: 'y' }, s: { 0: 'a', 7: 'b' } }
    const [[, json]] = toRows('r', value)
    expect(JSON.parse(json)).toEqual({ e: {}, l: [], n: ['x', 'y'], s: { 0: 'a', 7: 'b' } })
    const big = Array.from({ length: 40 }, (_, i) => ({ name: `player ${i}`.repeat(4) }))
    expect(readBack(toRows('r', { big }, 256), 'r')).toEqual({ big })
  })

  it('read rows in any order as the store would in path order, a later row replacing what it lands on', () => {
    const rows = toRows('', example, 512)
    const shuffled = rows.map((row, i): [number, Row] => [(i * 7919) % rows.length, row])
    shuffled.sort(([a], [b]) => a - b)
    expect(assembleRows(shuffled.map(([, row]) => row))).toEqual(readBack(rows))
    const replaced: Row[] = [
      ['a/b/c', '1'],
      ['a/b', '2'],
      ['a/b/d', '3'],
      ['a-b/e', '4'],
      ['a/f', '5'],
    ]
    expect(assembleRows(replaced)).toEqual({ a: { b: { d: 3 }, f: 5 }, 'a-b': { e: 4 } })
  })

  it('parse a child cut into several rows only when it is first read, into the same tree', () => {
    const rows = toRows('', example, 512)
    const sorted = [...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    const tree = assembleRowsLazily(sorted) as Record<string, unknown>
    const leagues = Object.getOwnPropertyDescriptor(tree, 'leagues')
    expect(leagues?.get).toBeTypeOf('function')
    expect(Object.keys(tree)).toEqual(Object.keys(readBack(rows) as object))
    const league = tree.leagues
    expect(Object.getOwnPropertyDescriptor(tree, 'leagues')).toMatchObject({ value: league })
    expect(tree.leagues).toBe(league)
    expect(tree).toEqual(readBack(rows))
    const demo = (league as Record<string, Record<string, unknown>>).demo
    expect(Object.getOwnPropertyDescriptor(league, 'demo')?.value).toBe(demo)
    expect(Object.values(demo).length).toBeGreaterThan(0)
  })

  it('parse a grandchild cut into rows when it is read, not with its parent', () => {
    const value = {
      Schedule: { past: { g: 'x'.repeat(300), h: 'y'.repeat(300) }, now: { g: 'z'.repeat(300) } },
    }
    const rows = toRows('', value, 256)
    const tree = assembleRowsLazily(rows) as typeof value
    const schedule = tree.Schedule
    expect(Object.getOwnPropertyDescriptor(schedule, 'past')?.get).toBeTypeOf('function')
    expect(tree).toEqual(value)
  })

  it('read the unparsed children of a frozen tree, and refuse a write to them as to the others', () => {
    const rows = toRows('', example, 512).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    const tree = deepFreeze(assembleRowsLazily(rows)) as Record<string, unknown>
    expect(tree).toEqual(readBack(rows))
    expect(() => {
      tree.leagues = {}
    }).toThrow(TypeError)
  })

  it('read a tree stored whole, or whose children are index keys, at once', () => {
    expect(assembleRowsLazily([['', '{"a":1}']])).toEqual({ a: 1 })
    const list = toRows('', { 0: 'x'.repeat(300), 1: 'y'.repeat(300) }, 256)
    expect(assembleRowsLazily(list)).toEqual(['x'.repeat(300), 'y'.repeat(300)])
    expect(assembleRowsLazily([])).toBeNull()
  })

  it('find a value inside a row and list the ancestors of a path', () => {
    expect(readInRow('{"a":{"b":[1,2]}}', ['a', 'b', '1'])).toBe(2)
    expect(readInRow('{"a":1}', ['z'])).toBeNull()
    expect(ancestorPaths('a/b/c')).toEqual(['', 'a', 'a/b'])
    expect(ancestorPaths('')).toEqual([])
  })
})
