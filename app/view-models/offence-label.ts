import { translator } from '~/i18n/messages.ts'
import type { Lang } from '~/i18n/language.ts'

import { operatorText } from './operator-text.ts'

// docs/product.md#rules offences as the data writes them: French, English, or both.
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
 * A known offence in the reader's words; else the operator's, in English when they gave it, else
 * the French marked « (in French) » on an English page, like every reason an operator types.
 */
export function offenceLabel(
  notes: string | undefined,
  lang: Lang,
  notesEn?: string,
): string | undefined {
  if (!notes) return notesEn
  const parts = notes.split(/\s+\/\s+/).map(keyOf)
  const keys = new Set(parts.map((part) => OFFENCES[part as keyof typeof OFFENCES]))
  const [key] = keys
  if (keys.size === 1 && key !== undefined) return translator(lang)(key)
  // Older data writes both languages in one (« Carton rouge / Red card »): already readable in
  // either, it is shown as written.
  if (parts.length > 1 && notesEn === undefined) return notes
  return operatorText({ fr: notes, en: notesEn }, lang)
}
