// The copy as a Quebec reader and an English reader expect it, in every catalogue and in the
// league's own texts (rules, legal pages): the slips a review found, so they cannot come back.
import { describe, expect, it } from 'vitest'

import { cookiePolicy } from '~/content/cookies.ts'
import { privacyPolicy } from '~/content/privacy-policy.ts'
import { rules } from '~/content/rules.ts'
import { termsOfUse } from '~/content/terms-of-use.ts'

import { frenchSpacing } from './messages.ts'

const catalogues = import.meta.glob<Record<string, Record<string, string>>>('./catalogues/*.ts', {
  eager: true,
})

function messages(lang: 'fr' | 'en'): Array<[string, string]> {
  return Object.entries(catalogues)
    .filter(([file]) => file.endsWith(`.${lang}.ts`))
    .flatMap(([, module]) =>
      Object.values(module).flatMap((catalogue) => Object.entries(catalogue)),
    )
}

/** Every string of a document, with where it is. */
function strings(value: unknown, where: string): Array<[string, string]> {
  if (typeof value === 'string') return [[where, value]]
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${where}[${i}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${where}.${key}`))
  return []
}

const FRENCH_SLIPS: Array<[string, RegExp]> = [
  // A minute is written 34' (a prime after a number or a placeholder), never an apostrophe.
  ['a straight apostrophe', /(?<![\d}])'/],
  ['« N° » for « no »', /N°/],
  ['a plural in brackets', /\w\((s|e|es)\)/],
  ['an ordinary space before : ; ! ? or inside « »', / [:;!?»]|« /],
  [
    'another name for the shootout than the rules’ « tirs de barrage »',
    /tirs? au but|t\.a\.b|fusillade/i,
  ],
  ['« Pré-saison » for « Présaison »', /pré-saison/i],
]

const ENGLISH_SLIPS: Array<[string, RegExp]> = [
  ['a plural in brackets', /\w\(s\)/],
  ['"Semi Finals" or "Quarter Finals" for "Semifinals"', /(Semi|Quarter)[ -]Finals?/i],
  ['"Completed" for "Final"', /\bCompleted\b/],
  ['"matches" for "games"', /\bmatches\b(?! “)/],
]

function slips(texts: Array<[string, string]>, rules: Array<[string, RegExp]>): string[] {
  return texts.flatMap(([where, text]) =>
    rules.filter(([, pattern]) => pattern.test(text)).map(([slip]) => `${where}: ${slip}: ${text}`),
  )
}

describe('the French copy', () => {
  it('has none of the slips a Quebec reader would correct, in any catalogue', () => {
    const texts = messages('fr').map(([key, text]): [string, string] => [key, frenchSpacing(text)])
    expect(texts.length).toBeGreaterThan(500)
    expect(slips(texts, FRENCH_SLIPS)).toEqual([])
  })

  it('has none of them in the rules and the legal pages either', () => {
    const texts = [rules, cookiePolicy, privacyPolicy, termsOfUse].flatMap((document, i) =>
      strings(document.fr, `document ${i}`),
    )
    expect(slips(texts, FRENCH_SLIPS)).toEqual([])
  })
})

describe('the English copy', () => {
  it('says games, Semifinals and Final as one word each, in every catalogue', () => {
    expect(slips(messages('en'), ENGLISH_SLIPS)).toEqual([])
  })
})
