import { shareEn } from './catalogues/share.en.ts'
import { shareFr } from './catalogues/share.fr.ts'
import type { Lang } from './language.ts'
import { frenchSpacing, interpolate, withLeague } from './messages.ts'

export type ShareKey = keyof typeof shareFr

export function shareText(lang: Lang) {
  const catalogue: Record<ShareKey, string> = lang === 'fr' ? shareFr : shareEn
  return (key: ShareKey, params?: Record<string, string | number>) =>
    interpolate(
      lang === 'fr' ? frenchSpacing(catalogue[key]) : catalogue[key],
      withLeague(lang, params),
    )
}

const EN_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' }

export function standingPosition(rank: number, teams: number, lang: Lang): string {
  const t = shareText(lang)
  if (rank === 1 && lang === 'fr') return t('share.positionFirst', { teams })
  const suffix = EN_SUFFIX[new Intl.PluralRules('en', { type: 'ordinal' }).select(rank)] ?? 'th'
  return t('share.position', { rank, teams, suffix })
}
