import { describe, expect, it } from 'vitest'

import { pageAddress, seoLinks } from './seo-links.ts'

const search = (text: string) => new URLSearchParams(text)

describe('pageAddress', () => {
  it.each([
    ['/standings', 'utm_source=x&division=W1', 'fr', '/standings?division=W1'],
    ['/standings', 'division=W1&lang=fr', 'en', '/standings?division=W1&lang=en'],
    ['/team/T1', 'season=2025W&division=M1&ref=chat', 'fr', '/team/T1?division=M1&season=2025W'],
    ['/rules', 'division=M1', 'en', '/rules?lang=en'],
    ['/registration', 'promo=1', 'fr', '/registration'],
    ['/', 'news=n1&x=1', 'fr', '/?news=n1'],
    ['//evil.example/x', '', 'fr', '/evil.example/x'],
  ] as const)('%s?%s in %s is %s', (path, query, lang, expected) => {
    expect(pageAddress(path, search(query), lang)).toBe(expected)
  })
})

describe('seoLinks', () => {
  it('makes the canonical address one of the alternates, French also the default', () => {
    const url = new URL('http://internal:3000/match/G1?season=2025W&fbclid=abc&lang=en')
    const links = seoLinks('https://ligue.example/', url, 'en')
    expect(links.canonical).toBe('https://ligue.example/match/G1?season=2025W&lang=en')
    expect(links.alternates).toEqual([
      { hrefLang: 'fr', href: 'https://ligue.example/match/G1?season=2025W' },
      { hrefLang: 'en', href: 'https://ligue.example/match/G1?season=2025W&lang=en' },
      { hrefLang: 'x-default', href: 'https://ligue.example/match/G1?season=2025W' },
    ])
    const french = seoLinks('https://ligue.example', url, 'fr')
    expect(french.canonical).toBe(french.alternates[0]!.href)
  })
})
