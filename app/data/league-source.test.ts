import { describe, expect, it } from 'vitest'

import {
  PUSH_CHARS,
  applyStreamEvent,
  deepFreeze,
  generatePushId,
  getAtPath,
  pushIdTime,
  reconcile,
  topLevelKeysOf,
} from './league-source.ts'

describe('push ids', () => {
  it('are 20 characters of the Firebase alphabet', () => {
    const id = generatePushId()
    expect(id).toHaveLength(20)
    for (const char of id) expect(PUSH_CHARS).toContain(char)
  })

  it('sort by creation time, including ids made within the same millisecond', () => {
    const times = [
      1_700_000_000_000, 1_700_000_000_000, 1_700_000_000_001, 1_731_000_000_000, 1_731_000_000_000,
    ]
    const ids = times.map((t) => generatePushId(t))
    expect([...ids].sort()).toEqual(ids)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('encode the time they were made', () => {
    expect(pushIdTime(generatePushId(1_763_000_123_456))).toBe(1_763_000_123_456)
  })
})

describe('applyStreamEvent', () => {
  const tree = deepFreeze({
    Sponsors: { s1: { name: 'A', active: true } },
    News: { d1: { n1: { title: 'Hello' } } },
  })

  it('replaces the whole tree on a put at the root', () => {
    expect(applyStreamEvent(tree, { event: 'put', path: '/', data: { X: 1 } })).toEqual({ X: 1 })
  })

  it('replaces one value on a nested put and shares untouched branches', () => {
    const next = applyStreamEvent(tree, {
      event: 'put',
      path: '/Sponsors/s1/name',
      data: 'B',
    }) as typeof tree
    expect(next.Sponsors.s1).toEqual({ name: 'B', active: true })
    expect(next.News).toBe(tree.News)
    expect(tree.Sponsors.s1.name).toBe('A')
  })

  it('merges every child of a patch', () => {
    const next = applyStreamEvent(tree, {
      event: 'patch',
      path: '/Sponsors',
      data: { s2: { name: 'C' }, 's1/active': false },
    })
    expect(getAtPath(next, 'Sponsors')).toEqual({
      s1: { name: 'A', active: false },
      s2: { name: 'C' },
    })
  })

  it('deletes on null and removes parents left empty', () => {
    const next = applyStreamEvent(tree, { event: 'put', path: '/News/d1/n1', data: null })
    expect(next).toEqual({ Sponsors: tree.Sponsors })
  })

  it('returns the same tree when an event changes nothing', () => {
    expect(
      applyStreamEvent(tree, {
        event: 'put',
        path: '/Sponsors',
        data: { s1: { name: 'A', active: true } },
      }),
    ).toBe(tree)
    expect(applyStreamEvent(tree, { event: 'put', path: '/Missing', data: null })).toBe(tree)
  })

  it('creates intermediate objects for a put below a missing path', () => {
    expect(
      getAtPath(applyStreamEvent({}, { event: 'put', path: '/a/b/c', data: 1 }), 'a/b/c'),
    ).toBe(1)
  })

  it('does not treat inherited properties as data', () => {
    expect(getAtPath({}, 'constructor')).toBeUndefined()
    const next = applyStreamEvent({}, { event: 'put', path: '/__proto__/x', data: 1 }) as Record<
      string,
      unknown
    >
    expect(Object.keys(next)).toEqual(['__proto__'])
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })
})

describe('reconcile', () => {
  it('keeps the identity of equal subtrees', () => {
    const previous = { a: { x: 1 }, b: { y: [1, 2] } }
    const next = reconcile(previous, { a: { x: 1 }, b: { y: [1, 3] } }) as typeof previous
    expect(next.a).toBe(previous.a)
    expect(next.b).not.toBe(previous.b)
    expect(reconcile(previous, structuredClone(previous))).toBe(previous)
  })
})

describe('topLevelKeysOf', () => {
  it('names the first segment of a nested event', () => {
    expect(topLevelKeysOf({ event: 'put', path: '/Sponsors/s1', data: null })).toEqual(['Sponsors'])
    expect(
      topLevelKeysOf({ event: 'patch', path: '/', data: { 'News/x': 1, Sponsors: 2 } }),
    ).toEqual(['News', 'Sponsors'])
    expect(topLevelKeysOf({ event: 'put', path: '/', data: {} })).toBe('all')
  })
})
