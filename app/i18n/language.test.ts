import { describe, expect, it } from 'vitest'

import { languageCookie, resolveLanguage, urlInLanguage } from './language.ts'
import { interpolate, messageKeys, translator } from './messages.ts'

function request(url: string, cookie?: string) {
  return new Request(`http://localhost${url}`, { headers: cookie ? { Cookie: cookie } : {} })
}

describe('resolveLanguage', () => {
  it.each([
    ['/', undefined, 'fr'],
    ['/?lang=en', undefined, 'en'],
    ['/?lang=fr', 'lang=en', 'fr'],
    ['/', 'lang=en', 'en'],
    ['/', 'other=1; lang=en', 'en'],
    ['/', 'lang=de', 'fr'],
    ['/?lang=xx', 'lang=en', 'en'],
    ['/', 'lang=%', 'fr'],
    ['/', 'lang=%E0%A4%A; x=1', 'fr'],
  ] as const)('%s with cookie %s is %s', (url, cookie, lang) => {
    expect(resolveLanguage(request(url, cookie))).toEqual({ lang })
  })

  it('builds a one-year cookie, Secure only over https', () => {
    expect(languageCookie('en', false)).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax')
    expect(languageCookie('fr', true)).toContain('; Secure')
  })

  it('keeps the other query parameters when switching language', () => {
    expect(urlInLanguage('/team/T1', '?division=M1&season=2025W&lang=fr', 'en')).toBe(
      '/team/T1?division=M1&season=2025W&lang=en',
    )
  })

  it.each([
    ['//evil.example/x', '/evil.example/x?lang=en'],
    ['/\\evil.example/x', '/evil.example/x?lang=en'],
    ['///x', '/x?lang=en'],
  ])('never links %s off the site', (pathname, href) => {
    expect(urlInLanguage(pathname, '', 'en')).toBe(href)
  })
})

describe('message catalogues', () => {
  it('have the same keys in French and English', () => {
    expect(messageKeys('en').sort()).toEqual(messageKeys('fr').sort())
  })

  it('have no empty message', () => {
    for (const lang of ['fr', 'en'] as const) {
      const t = translator(lang)
      for (const key of messageKeys(lang)) expect(t(key as never).trim(), key).not.toBe('')
    }
  })

  it('fill placeholders and leave unknown ones visible', () => {
    expect(interpolate('Hello {name}, {other}', { name: 'Ana' })).toBe('Hello Ana, {other}')
    expect(interpolate('{n, plural, one {# match} other {# matchs}}', {})).toBe(
      '{n, plural, one {# match} other {# matchs}}',
    )
  })

  it('choose plurals by the language’s rules: French 0 and 1 are singular, English 1 only', () => {
    const games = '{n, plural, one {# match de {team}} other {# matchs de {team}}}'
    expect(interpolate(games, { n: 0, team: 'Alpha' }, 'fr')).toBe('0 match de Alpha')
    expect(interpolate(games, { n: 1, team: 'Alpha' }, 'fr')).toBe('1 match de Alpha')
    expect(interpolate(games, { n: 2, team: 'Alpha' }, 'fr')).toBe('2 matchs de Alpha')
    expect(interpolate('{n, plural, one {# game} other {# games}}', { n: 0 }, 'en')).toBe('0 games')
  })

  it('agree a word with a women’s division, the other form when the division is not known', () => {
    const pom = '{sex, select, women {Joueuse du match} other {Joueur du match}}'
    expect(interpolate(pom, { sex: 'women' })).toBe('Joueuse du match')
    expect(interpolate(pom, { sex: 'men' })).toBe('Joueur du match')
    expect(interpolate(pom)).toBe('Joueur du match')
    expect(translator('en')('footer.copyright', { year: 2026, league: 'L' })).toBe(
      '© 2026 L. All rights reserved.',
    )
  })
})
