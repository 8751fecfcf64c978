import { describe, expect, it } from 'vitest'

import { isConsolePath, isSameOriginPost } from './post-origin.ts'

describe('a console post', () => {
  const site = 'https://ligue.example.org'

  it.each([
    ['https://ligue.example.org', true],
    ['https://ligue.example.org:443', false],
    ['http://ligue.example.org', false],
    ['https://evil.example.org', false],
    ['https://ligue.example.org.evil.test', false],
    ['null', false],
    ['', false],
    [null, false],
  ])('from Origin %j is accepted: %s', (origin, accepted) => {
    expect(isSameOriginPost(origin, site)).toBe(accepted)
  })

  it('compares with the port of PUBLIC_URL', () => {
    expect(isSameOriginPost('http://127.0.0.1:4611', 'http://127.0.0.1:4611')).toBe(true)
    expect(isSameOriginPost('http://127.0.0.1:4612', 'http://127.0.0.1:4611')).toBe(false)
  })
})

describe('console paths', () => {
  it.each([
    ['/admin', true],
    ['/admin/', true],
    ['/admin.data', true],
    ['/admin/match/G1', true],
    ['/admin/match/G1.data', true],
    ['/ADMIN/match/G1', true],
    ['/Admin/x.data', true],
    ['/Admin.data', true],
    ['/administration', false],
    ['/standings', false],
    ['/', false],
  ])('%s is the console: %s', (path, expected) => {
    expect(isConsolePath(path)).toBe(expected)
  })
})
