import { shareEn } from './catalogues/share.en.ts'
import { shareFr } from './catalogues/share.fr.ts'
import type { Lang } from './language.ts'
import { catalogueText } from './messages.ts'

export type ShareKey = keyof typeof shareFr

export function shareText(lang: Lang) {
  return catalogueText<ShareKey>(lang, shareFr, shareEn)
}

const EN_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' }

export function standingPosition(rank: number, teams: number, lang: Lang): string {
  const t = shareText(lang)
  if (rank === 1 && lang === 'fr') return t('share.positionFirst', { teams })
  const suffix = EN_SUFFIX[new Intl.PluralRules('en', { type: 'ordinal' }).select(rank)] ?? 'th'
  return t('share.position', { rank, teams, suffix })
}
