import { translator } from '~/i18n/messages.ts'
import type { Lang } from '~/i18n/language.ts'

/**
 * The offences of the league's rules (docs/product.md#rules: a red card, a second red card, five
 * yellow cards) as the data writes them: in French, in English, or both ("Carton rouge / Red
 * card"). Keys are lowercase without accents or punctuation.
 */
const OFFENCES = {
  cartonrouge: 'offence.red',
  redcard: 'offence.red',
  rouge: 'offence.red',
  red: 'offence.red',
  deuxiemecartonrouge: 'offence.secondRed',
  secondredcard: 'offence.secondRed',
  '2ecartonrouge': 'offence.secondRed',
  '5cartonsjaunes': 'offence.fiveYellows',
  cinqcartonsjaunes: 'offence.fiveYellows',
  '5yellowcards': 'offence.fiveYellows',
  fiveyellowcards: 'offence.fiveYellows',
} as const

const keyOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')

/**
 * A suspension's reason in the page language: a known offence (in either language, or both
 * separated by a slash) gets the catalogue's label; anything else is shown as written.
 */
export function offenceLabel(notes: string | undefined, lang: Lang): string | undefined {
  if (!notes) return undefined
  const parts = notes.split(/\s+\/\s+/).map(keyOf)
  const keys = new Set(parts.map((part) => OFFENCES[part as keyof typeof OFFENCES]))
  const [key] = keys
  return keys.size === 1 && key !== undefined ? translator(lang)(key) : notes
}
