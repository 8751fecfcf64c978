// The copy as a Quebec reader and an English reader expect it, in every catalogue and in the
// league's own texts (rules, legal pages): the slips a review found, so they cannot come back.
import { describe, expect, it } from 'vitest'

import { cookiePolicy } from '~/content/cookies.ts'
import { privacyPolicy } from '~/content/privacy-policy.ts'
import { rules } from '~/content/rules.ts'
import { termsOfUse } from '~/content/terms-of-use.ts'
import { leagueProfile } from '~/league-profile/current.ts'
import { leagueInfoView, leagueTexts } from '~/league-profile/texts.ts'

import { ENGLISH_SLIPS, FRENCH_SLIPS, STRAIGHT_APOSTROPHE, slips } from './copy-slips.ts'
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

/**
 * The league profile's words a page shows in one language: its own texts in that language, the
 * venues' addresses (one spelling for both) and what the pages say from its numbers.
 */
function profileTexts(lang: 'fr' | 'en'): Array<[string, string]> {
  const profile = leagueProfile()
  const own = (['name', 'shortName', 'tinyName', 'slogan', 'description'] as const).map(
    (key): [string, string] => [`profile.${key}`, profile[key][lang]],
  )
  const derived = Object.entries(leagueTexts(profile, lang))
  const info = strings(leagueInfoView(profile, lang), 'league information')
  const spaced = (texts: Array<[string, string]>) =>
    lang === 'fr'
      ? texts.map(([where, text]): [string, string] => [where, frenchSpacing(text)])
      : texts
  return [...spaced([...own, ...derived]), ...info]
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

  it('has none of them in the league profile, its venues’ addresses or what pages derive from it', () => {
    const texts = profileTexts('fr')
    expect(texts.map(([, text]) => text).join(' ')).toContain('rue de')
    expect(slips(texts, FRENCH_SLIPS)).toEqual([])
  })
})

describe('the English copy', () => {
  it('says games, Semifinals and Final as one word each, in every catalogue', () => {
    expect(slips(messages('en'), ENGLISH_SLIPS)).toEqual([])
  })

  it('writes the apostrophe ’ as the French copy does, in every catalogue and document', () => {
    const texts = [
      ...messages('en'),
      ...[rules, cookiePolicy, privacyPolicy, termsOfUse].flatMap((document, i) =>
        strings(document.en, `document ${i}`),
      ),
    ]
    expect(slips(texts, [STRAIGHT_APOSTROPHE])).toEqual([])
  })

  it('says them in the rules and the legal pages too', () => {
    // A section's id is its address (#match-duration), the same in both languages.
    const texts = [rules, cookiePolicy, privacyPolicy, termsOfUse]
      .flatMap((document, i) => strings(document.en, `document ${i}`))
      .filter(([where]) => !where.endsWith('.id'))
    expect(slips(texts, ENGLISH_SLIPS)).toEqual([])
  })

  it('says games in the league profile and what pages derive from it', () => {
    const texts = profileTexts('en')
    expect(texts.map(([, text]) => text).join(' ')).toContain('preseason')
    expect(slips(texts, ENGLISH_SLIPS)).toEqual([])
  })
})
