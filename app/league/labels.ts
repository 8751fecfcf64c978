import { cleanText, matchKey } from './text.ts'

export type Lang = 'fr' | 'en'

/** `en` is always set (the fallback), `fr` only when the data has one. */
export interface Bilingual {
  en: string
  fr?: string
}

export function bilingual(
  en: string | undefined,
  fr: string | undefined,
  fallback: string,
): Bilingual {
  const english = en ?? fr ?? fallback
  return fr !== undefined ? { en: english, fr } : { en: english }
}

export function localText(text: Bilingual | undefined, lang: Lang): string {
  if (!text) return ''
  return lang === 'fr' && text.fr !== undefined ? text.fr : text.en
}

/** French puts a no-break space inside « » and before : ; ! ? so none of them starts a line. */
export function frenchSpacing(text: string): string {
  return text.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0')
}

/**
 * League content (news) in the reader's language, spaced as the interface is: the French gets
 * its no-break spaces, an English fallback does not.
 */
export function localContent(text: Bilingual | undefined, lang: Lang): string {
  const local = localText(text, lang)
  return lang === 'fr' && text?.fr !== undefined ? frenchSpacing(local) : local
}

export function localName(entity: { name: Bilingual } | undefined, lang: Lang): string {
  return localText(entity?.name, lang)
}

export const PLAYOFF_STAGES = [
  'roundOf32',
  'roundOf16',
  'quarterFinals',
  'semiFinals',
  'finals',
] as const
export type PlayoffStage = (typeof PLAYOFF_STAGES)[number]

const PLAYOFF_STAGE_LABELS: Record<PlayoffStage | 'playoffs', Bilingual & { fr: string }> = {
  roundOf32: { en: 'Round of 32', fr: 'Seizièmes de finale' },
  roundOf16: { en: 'Round of 16', fr: 'Huitièmes de finale' },
  quarterFinals: { en: 'Quarterfinals', fr: 'Quarts de finale' },
  semiFinals: { en: 'Semifinals', fr: 'Demi-finales' },
  finals: { en: 'Final', fr: 'Finale' },
  playoffs: { en: 'Playoffs', fr: 'Séries éliminatoires' },
}

/**
 * Leniently: 'Quarter Finals', 'QF', 'R16', 'Huitièmes de finale'… Unknown text gives undefined.
 */
export function normalizePlayoffStage(value: unknown): PlayoffStage | undefined {
  const key = matchKey(value)
  if (key === '') return undefined
  if (key.includes('32') || key.startsWith('seizieme')) return 'roundOf32'
  if (key.includes('16') || key.startsWith('huitieme')) return 'roundOf16'
  if (key.startsWith('quart') || key === 'qf' || key === 'qfinal' || key === 'qfinals')
    return 'quarterFinals'
  if (key.startsWith('semi') || key.startsWith('demi') || key === 'sf') return 'semiFinals'
  if (key.startsWith('final') || key === 'f' || key === 'championship' || key === 'grandfinal')
    return 'finals'
  return undefined
}

const PLAYOFF_GAME_LABELS: Record<PlayoffStage | 'playoffs', Bilingual & { fr: string }> = {
  roundOf32: { en: 'Round of 32', fr: 'Seizième de finale' },
  roundOf16: { en: 'Round of 16', fr: 'Huitième de finale' },
  quarterFinals: { en: 'Quarterfinal', fr: 'Quart de finale' },
  semiFinals: { en: 'Semifinal', fr: 'Demi-finale' },
  finals: { en: 'Final', fr: 'Finale' },
  playoffs: { en: 'Playoffs', fr: 'Séries éliminatoires' },
}

export function playoffGameLabel(stage: unknown, lang: Lang): string {
  const label = PLAYOFF_GAME_LABELS[normalizePlayoffStage(stage) ?? 'playoffs']
  return lang === 'fr' ? label.fr : label.en
}

export function playoffStageLabel(stage: unknown, lang: Lang): string {
  const label = PLAYOFF_STAGE_LABELS[normalizePlayoffStage(stage) ?? 'playoffs']
  return lang === 'fr' ? label.fr : label.en
}

export const RATINGS = ['poor', 'fair', 'good', 'veryGood', 'excellent'] as const
export type Rating = (typeof RATINGS)[number]

const RATING_LABELS: Record<Rating, { en: string; fr: string }> = {
  poor: { en: 'Poor', fr: 'Faible' },
  fair: { en: 'Fair', fr: 'Passable' },
  good: { en: 'Good', fr: 'Bon' },
  veryGood: { en: 'Very good', fr: 'Très bon' },
  excellent: { en: 'Excellent', fr: 'Excellent' },
}

export function ratingLabel(rating: unknown, lang: Lang): string {
  const key = (RATINGS as readonly unknown[]).includes(rating) ? (rating as Rating) : 'poor'
  return RATING_LABELS[key][lang === 'fr' ? 'fr' : 'en']
}

export function readBilingual(
  record: Record<string, unknown> | undefined,
  enKeys: readonly string[],
  frKeys: readonly string[],
): { en: string | undefined; fr: string | undefined } {
  const pick = (keys: readonly string[]) => {
    for (const key of keys) {
      const text = cleanText(record?.[key])
      if (text !== undefined) return text
    }
    return undefined
  }
  return { en: pick(enKeys), fr: pick(frKeys) }
}
