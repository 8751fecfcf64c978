import { describe, expect, it } from 'vitest'
import {
  bilingual,
  localContent,
  localName,
  localText,
  normalizePlayoffStage,
  playoffGameLabel,
  playoffStageLabel,
  ratingLabel,
} from './labels.ts'

describe('one playoff game is named in the singular (a card shows one game)', () => {
  it.each([
    ['Semi Finals', 'Semifinal', 'Demi-finale'],
    ['Quarter Finals', 'Quarterfinal', 'Quart de finale'],
    ['R16', 'Round of 16', 'Huitième de finale'],
    ['Finals', 'Final', 'Finale'],
    [undefined, 'Playoffs', 'Séries éliminatoires'],
  ])('%j → %j / %j', (stage, en, fr) => {
    expect(playoffGameLabel(stage, 'en')).toBe(en)
    expect(playoffGameLabel(stage, 'fr')).toBe(fr)
  })
})

describe('playoff stage labels in both languages', () => {
  it.each([
    ['Round of 32', 'Round of 32', 'Seizièmes de finale'],
    ['round of 16', 'Round of 16', 'Huitièmes de finale'],
    ['R16', 'Round of 16', 'Huitièmes de finale'],
    ['Quarter Finals', 'Quarterfinals', 'Quarts de finale'],
    ['quarterfinals', 'Quarterfinals', 'Quarts de finale'],
    ['Quarter-Final', 'Quarterfinals', 'Quarts de finale'],
    ['Semi Finals', 'Semifinals', 'Demi-finales'],
    ['Semi-Final', 'Semifinals', 'Demi-finales'],
    ['demi-finale', 'Semifinals', 'Demi-finales'],
    ['Finals', 'Final', 'Finale'],
    ['final', 'Final', 'Finale'],
    ['FINALE', 'Final', 'Finale'],
  ])('%j → %j / %j', (stage, en, fr) => {
    expect(playoffStageLabel(stage, 'en')).toBe(en)
    expect(playoffStageLabel(stage, 'fr')).toBe(fr)
  })

  it.each([[undefined], [''], ['  '], ['Consolation'], [42], [null], [{}]])(
    'unknown or missing stage %j → Playoffs / Séries éliminatoires',
    (stage) => {
      expect(playoffStageLabel(stage, 'en')).toBe('Playoffs')
      expect(playoffStageLabel(stage, 'fr')).toBe('Séries éliminatoires')
      expect(normalizePlayoffStage(stage)).toBeUndefined()
    },
  )
})

describe('team page rating words, poor to excellent, in both languages', () => {
  it.each([
    ['poor', 'Poor', 'Faible'],
    ['fair', 'Fair', 'Passable'],
    ['good', 'Good', 'Bon'],
    ['veryGood', 'Very good', 'Très bon'],
    ['excellent', 'Excellent', 'Excellent'],
  ])('%s → %s / %s', (rating, en, fr) => {
    expect(ratingLabel(rating, 'en')).toBe(en)
    expect(ratingLabel(rating, 'fr')).toBe(fr)
  })
})

describe('French variants are used when the language is French and present', () => {
  it.each([
    [{ en: 'Lions FC', fr: 'Les Lions' }, 'fr', 'Les Lions'],
    [{ en: 'Lions FC', fr: 'Les Lions' }, 'en', 'Lions FC'],
    [{ en: 'St. Laurent United' }, 'fr', 'St. Laurent United'],
  ] as const)('%j in %s → %s', (name, lang, expected) => {
    expect(localName({ name }, lang)).toBe(expected)
    expect(localText(name, lang)).toBe(expected)
  })

  it('an English name falls back to the French one, then to the fallback', () => {
    expect(bilingual(undefined, 'Les Étoiles', 'x')).toEqual({
      en: 'Les Étoiles',
      fr: 'Les Étoiles',
    })
    expect(bilingual(undefined, undefined, 'W1')).toEqual({ en: 'W1' })
  })
})

describe('league content', () => {
  it('gets French no-break spaces before : ; ! ? and inside « », like the interface', () => {
    const text = { fr: 'Inscriptions : ouvertes ! « Venez » jouer ; merci ?', en: 'Sign up: now!' }
    expect(localContent(text, 'fr')).toBe(
      'Inscriptions\u00a0: ouvertes\u00a0! «\u00a0Venez\u00a0» jouer\u00a0; merci\u00a0?',
    )
    expect(localContent(text, 'en')).toBe('Sign up: now!')
  })

  it('leaves an English fallback on a French page as written', () => {
    expect(localContent({ en: 'Sign up : now' }, 'fr')).toBe('Sign up : now')
  })
})
