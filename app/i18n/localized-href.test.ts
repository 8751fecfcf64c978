import { describe, expect, test } from 'vitest'

import { localizedHref } from './localized-href.ts'

describe('localizedHref', () => {
  test.each([
    ['/standings', 'fr', '/standings'],
    ['/standings', 'en', '/standings?lang=en'],
    ['/team/T1?division=M1&season=S', 'en', '/team/T1?division=M1&season=S&lang=en'],
    ['/?division=M1#news', 'en', '/?division=M1&lang=en#news'],
    ['?division=W1', 'en', '?division=W1&lang=en'],
    ['/rules?lang=fr', 'en', '/rules?lang=fr'],
    ['https://www.facebook.com/', 'en', 'https://www.facebook.com/'],
    ['//evil.example/x', 'en', '//evil.example/x'],
    ['mailto:a@b.c', 'en', 'mailto:a@b.c'],
    ['#main', 'en', '#main'],
  ] as const)('%s on a %s page links to %s', (to, lang, expected) => {
    expect(localizedHref(to, lang)).toBe(expected)
  })
})
