import { describe, expect, it } from 'vitest'

import { editNews, removeNews } from './news-writes.ts'
import { isUsableKey, ownChild, refuseUnusableKeys } from './record-keys.ts'
import { editSponsor } from './sponsor-writes.ts'
import { setPreseasonBanner } from './preseason-writes.ts'

const sponsor = { name: 'Café Lune', active: true }

describe('isUsableKey', () => {
  it.each(['s1', '-Nx12_ab', 'T106', '2026W', 'é', 'x'.repeat(768)])('accepts %s', (key) => {
    expect(isUsableKey(key)).toBe(true)
  })

  it.each([
    '',
    '__proto__',
    'constructor',
    'prototype',
    'a.b',
    'a#b',
    'a$b',
    'a[b',
    'a]b',
    'a/b',
    'a\nb',
    'a\u007fb',
    'é'.repeat(385),
  ])('refuses %j (a prototype name or a key Firebase forbids)', (key) => {
    expect(isUsableKey(key)).toBe(false)
  })
})

describe('ownChild', () => {
  it("reads a node's own children, never its prototype's", () => {
    expect(ownChild({ a: 1 }, 'a')).toBe(1)
    expect(ownChild({}, '__proto__')).toBeUndefined()
    expect(ownChild({}, 'constructor')).toBeUndefined()
    expect(ownChild(JSON.parse('{"__proto__": {"x": 1}}'), '__proto__')).toEqual({ x: 1 })
  })
})

describe('the writers, given an id that is a prototype name', () => {
  const tree = { Sponsors: { s1: sponsor }, News: { '2026-01-05': { n1: { title: 't' } } } }

  it.each(['__proto__', 'constructor', 'prototype'])('find no sponsor %s', (id) => {
    expect(editSponsor(tree, id, sponsor)).toMatchObject({ ok: false })
  })

  it.each(['__proto__', 'constructor'])('find no news item %s in a date group', (id) => {
    expect(removeNews(tree, id)).toMatchObject({ ok: false })
    const input = {
      title: { en: 't', fr: 't' },
      article: { en: 'a', fr: 'a' },
      date: '2026-01-05',
    }
    expect(editNews(tree, id, input)).toMatchObject({ ok: false })
  })

  it('find no season constructor for the preseason banner', () => {
    expect(
      setPreseasonBanner({ Seasons: { '2026W': {} } }, 'constructor', 'p1', 'u'),
    ).toMatchObject({
      ok: false,
    })
  })
})

describe('refuseUnusableKeys', () => {
  it('lets an update of usable keys through unchanged', () => {
    const outcome = {
      ok: true as const,
      update: { 'Sponsors/s1/name': 'x', 'Team_Fines/f1': { a: 1 } },
    }
    expect(refuseUnusableKeys(outcome)).toBe(outcome)
  })

  it.each([
    ['a path segment', { 'Sponsors/__proto__/name': 'x' }, '__proto__'],
    ['a forbidden character', { 'News/2026-01-05/a.b': { title: 't' } }, 'a.b'],
    ['a written record key', { 'Team_Fines/f1': { constructor: 1 } }, 'constructor'],
    ['a nested record key', { 'Stats/s': { lines: { 'x#y': {} } } }, 'x#y'],
  ])('refuses %s that no record may have, saying which', (_, update, key) => {
    const outcome = refuseUnusableKeys({ ok: true, update })
    expect(outcome).toEqual({ ok: false, refusal: { code: 'unusable-key', values: { key } } })
  })

  it('refuses a record whose prototype a __proto__ assignment changed', () => {
    const lines: Record<string, unknown> = {}
    lines['__proto__'] = { goals: 1 }
    expect(refuseUnusableKeys({ ok: true, update: { 'Stats/s': { lines } } })).toMatchObject({
      ok: false,
    })
  })
})
