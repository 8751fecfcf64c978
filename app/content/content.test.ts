import { describe, it, expect } from 'vitest'
import { cookiePolicy } from './cookies.ts'
import { privacyPolicy } from './privacy-policy.ts'
import { rules } from './rules.ts'
import { termsOfUse } from './terms-of-use.ts'
import type { Lang } from '~/i18n/language.ts'

import type { ContentBlock, RulesDocument, StaticDocument } from './types.ts'

const languages: Lang[] = ['fr', 'en']

const documents: [string, Record<Lang, StaticDocument | RulesDocument>][] = [
  ['the rules', rules],
  ['the privacy policy', privacyPolicy],
  ['the terms of use', termsOfUse],
  ['the cookie policy', cookiePolicy],
]

function blockTexts(block: ContentBlock): string[] {
  return block.type === 'ul' ? block.items : [block.text]
}

/** Every piece of text a visitor can read in a document. */
function textsOf(doc: StaticDocument | RulesDocument): string[] {
  const texts = [doc.title, doc.description]
  if (doc.updated !== undefined) texts.push(doc.updated)
  for (const block of doc.intro ?? []) texts.push(...blockTexts(block))
  for (const section of doc.sections) {
    texts.push(section.id, section.title)
    for (const block of section.blocks) texts.push(...blockTexts(block))
  }
  if ('reminders' in doc && doc.reminders) texts.push(doc.reminders.title, ...doc.reminders.items)
  return texts
}

/** True when `figure` appears in `text` and is not part of a larger number. */
function mentions(text: string, figure: string): boolean {
  const escaped = figure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\d,.])${escaped}(?![\\d])`).test(text)
}

describe.each(documents)('%s', (_name, doc) => {
  it('has the same section ids in the same order in French and English', () => {
    expect(doc.en.sections.map((s) => s.id)).toEqual(doc.fr.sections.map((s) => s.id))
  })

  it('has the same kinds of blocks in each section in both languages', () => {
    const shape = (d: StaticDocument) =>
      d.sections.map((s) =>
        s.blocks.map((b) => (b.type === 'ul' ? `ul:${b.items.length}` : b.type)),
      )
    expect(shape(doc.en)).toEqual(shape(doc.fr))
  })

  it('uses unique kebab-case section ids', () => {
    const ids = doc.fr.sections.map((s) => s.id)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it.each(languages)('has no empty string in %s', (lang) => {
    const d = doc[lang]
    expect(d.sections.length).toBeGreaterThan(0)
    for (const section of d.sections) expect(section.blocks.length).toBeGreaterThan(0)
    for (const text of textsOf(d)) expect(text.trim()).not.toBe('')
  })

  it.each(languages)('contains no angle bracket in %s', (lang) => {
    for (const text of textsOf(doc[lang])) {
      expect(text).not.toContain('<')
      expect(text).not.toContain('>')
    }
  })

  it.each(languages)('uses no placeholder other than {email} in %s', (lang) => {
    for (const text of textsOf(doc[lang])) {
      for (const placeholder of text.match(/\{[^}]*\}/g) ?? []) expect(placeholder).toBe('{email}')
    }
  })
})

describe('the rules', () => {
  it('are organised in the six sections: players, substitutes, refereeing, duration, fouls, miscellaneous', () => {
    expect(rules.fr.sections.map((s) => s.id)).toEqual([
      'players',
      'substitutes',
      'refereeing',
      'match-duration',
      'fouls-and-sanctions',
      'miscellaneous',
    ])
  })

  it.each(languages)('have between 6 and 10 key reminders in %s', (lang) => {
    expect(rules[lang].reminders?.items.length).toBeGreaterThanOrEqual(6)
    expect(rules[lang].reminders?.items.length).toBeLessThanOrEqual(10)
  })

  it.each([
    ['fr', '7 contre 7'],
    ['fr', '5 joueurs'],
    ['fr', '18'],
    ['fr', '1 entraîneur'],
    ['fr', '48 h'],
    ['fr', '2 périodes de 25 min'],
    ['fr', '5 minutes'],
    ['fr', '35 min'],
    ['fr', '2 périodes de 5 minutes'],
    ['fr', '3 tirs'],
    ['fr', '10 buts'],
    ['fr', '5 cartons jaunes'],
    ['fr', '3 cartons jaunes'],
    ['fr', '15 $'],
    ['fr', '30 $'],
    ['fr', '60 $'],
    ['fr', '120 $'],
    ['fr', '8 matchs'],
    ['fr', '15 $ par match manqué'],
    ['fr', '100 $'],
    ['fr', '24 h'],
    ['fr', '3-0'],
    ['fr', '50 $'],
    ['fr', '500 $'],
    ['fr', '150 $'],
    ['fr', '10 minutes'],
    ['fr', '31 décembre'],
    ['fr', '31 juillet'],
    ['fr', 'ratio de buts'],
    ['fr', 'hors-jeu'],
    ['fr', 'tacles glissés'],
    ['en', '7 against 7'],
    ['en', '5 players'],
    ['en', '18'],
    ['en', '1 coach'],
    ['en', '48 hours'],
    ['en', '2 periods of 25 min'],
    ['en', '5-minute break'],
    ['en', '35 min'],
    ['en', '2 overtime periods of 5 minutes'],
    ['en', '3 kicks'],
    ['en', '10 goals'],
    ['en', '5 accumulated yellow cards'],
    ['en', '3 yellow cards'],
    ['en', '$15'],
    ['en', '$30'],
    ['en', '$60'],
    ['en', '$120'],
    ['en', '8-game'],
    ['en', '$15 per missed game'],
    ['en', '$100'],
    ['en', '24 hours'],
    ['en', '3-0'],
    ['en', '$50'],
    ['en', '$500'],
    ['en', '$150'],
    ['en', '10 minutes'],
    ['en', 'December 31'],
    ['en', 'July 31'],
    ['en', 'goal ratio'],
    ['en', 'offside'],
    ['en', 'slide tackles'],
  ] as [Lang, string][])('in %s mention “%s”', (lang, figure) => {
    expect(mentions(textsOf(rules[lang]).join('\n'), figure)).toBe(true)
  })
})

describe('the privacy policy', () => {
  it('is dated 1 November 2026 in both languages', () => {
    expect(privacyPolicy.fr.updated).toContain('1er novembre 2026')
    expect(privacyPolicy.en.updated).toContain('November 1, 2026')
  })

  it.each([
    ['fr', 'Commission d’accès à l’information'],
    ['fr', 'moins de 14 ans'],
    ['fr', 'plus 2 ans'],
    ['en', 'Commission d’accès à l’information'],
    ['en', 'under 14'],
    ['en', 'plus 2 years'],
  ] as [Lang, string][])('in %s mentions “%s”', (lang, phrase) => {
    expect(textsOf(privacyPolicy[lang]).join('\n')).toContain(phrase)
  })

  it.each(languages)('gives the contact e-mail of the person in charge in %s', (lang) => {
    const officer = privacyPolicy[lang].sections.find((s) => s.id === 'privacy-officer')
    expect(officer?.blocks.flatMap(blockTexts).join('\n')).toContain('{email}')
  })
})

describe('the terms of use', () => {
  it.each([
    ['fr', '500,00 $'],
    ['en', '$500.00'],
  ] as [Lang, string][])('in %s state the registration deposit of %s', (lang, deposit) => {
    expect(mentions(textsOf(termsOfUse[lang]).join('\n'), deposit)).toBe(true)
  })
})

describe('the cookie policy', () => {
  it.each([
    ['fr', 'lang'],
    ['fr', 'standings:selectedDivision'],
    ['fr', '1 an'],
    ['en', 'lang'],
    ['en', 'standings:selectedDivision'],
    ['en', '1 year'],
  ] as [Lang, string][])('in %s mentions “%s”', (lang, phrase) => {
    expect(textsOf(cookiePolicy[lang]).join('\n')).toContain(phrase)
  })
})

describe.each(languages)('every document in %s', (lang) => {
  it('gives the contact e-mail at least once', () => {
    for (const [, doc] of documents) expect(textsOf(doc[lang]).join('\n')).toContain('{email}')
  })
})
