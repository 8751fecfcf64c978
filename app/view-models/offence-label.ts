import { translator } from '~/i18n/messages.ts'
import type { Lang } from '~/i18n/language.ts'

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

export function offenceLabel(notes: string | undefined, lang: Lang): string | undefined {
  if (!notes) return undefined
  const parts = notes.split(/\s+\/\s+/).map(keyOf)
  const keys = new Set(parts.map((part) => OFFENCES[part as keyof typeof OFFENCES]))
  const [key] = keys
  return keys.size === 1 && key !== undefined ? translator(lang)(key) : notes
}
