import type { Lang } from '~/i18n/language.ts'
import {
  type League,
  findNews,
  formatLongDate,
  localName,
  localText,
  preseasonBanner,
} from '~/league/index.ts'

import type { MediaKind, MediaRow } from './media-items.ts'
import { mediaText } from './media-text.ts'

export type MediaRowRef = Omit<MediaRow, 'image'> & { imageRef?: string }

export type MediaEdit = { values: Record<string, string>; imageRef?: string; season?: string }

type Source = Pick<League, 'news' | 'sponsors' | 'preseason' | 'activeSeason' | 'seasonId'>

const withImage = <T extends object>(row: T, imageRef: string | undefined) =>
  imageRef ? { ...row, imageRef } : row

const logoOf = (sponsor: League['sponsors'][number]) => sponsor.imageUrl ?? sponsor.imagePath

export const mediaRows: Readonly<
  Record<Exclude<MediaKind, 'preseason'>, (league: Source, lang: Lang) => MediaRowRef[]>
> = {
  news: (league, lang) =>
    league.news.map((item) =>
      withImage(
        {
          id: item.id,
          title: localText(item.title, lang),
          detail: formatLongDate(item.date ?? item.dateKey, lang),
          shown: true,
        },
        item.image,
      ),
    ),
  sponsor: (league, lang) => {
    const t = mediaText(lang)
    const seen = new Set<string>()
    return league.sponsors
      .filter((sponsor) => !seen.has(sponsor.id) && seen.add(sponsor.id))
      .sort(
        (a, b) =>
          Number(b.active) - Number(a.active) ||
          (a.createdAt ?? Infinity) - (b.createdAt ?? Infinity) ||
          a.name.localeCompare(b.name),
      )
      .map((sponsor) =>
        withImage(
          {
            id: sponsor.id,
            title: sponsor.name,
            detail: t(sponsor.active ? 'media.sponsors.shown' : 'media.sponsors.hidden'),
            shown: sponsor.active,
          },
          logoOf(sponsor),
        ),
      )
  },
}

export function mediaEdit(
  kind: MediaKind,
  league: Source,
  itemId: string | undefined,
  { lang, today }: { lang: Lang; today: string },
): MediaEdit | undefined {
  if (kind === 'news') {
    const empty = { titleFr: '', titleEn: '', articleFr: '', articleEn: '', date: today }
    if (itemId === undefined) return { values: empty }
    const item = findNews(league.news, itemId)
    if (!item) return undefined
    const date = [item.date, item.dateKey].find((d) => d && /^\d{4}-\d\d-\d\d/.test(d))
    const values = {
      titleFr: item.title.fr ?? '',
      titleEn: item.title.en,
      articleFr: item.article?.fr ?? '',
      articleEn: item.article?.en ?? '',
      date: date?.slice(0, 10) ?? '',
    }
    return withImage({ values }, item.image)
  }
  if (kind === 'sponsor') {
    if (itemId === undefined) return { values: { name: '', websiteUrl: '', active: 'on' } }
    const sponsor = league.sponsors.find((s) => s.id === itemId)
    if (!sponsor) return undefined
    const values = {
      name: sponsor.name,
      websiteUrl: sponsor.websiteUrl ?? '',
      active: sponsor.active ? 'on' : '',
    }
    return withImage({ values }, logoOf(sponsor))
  }
  const active = league.activeSeason
  if (!active || !league.seasonId) return undefined
  return withImage({ values: {}, season: localName(active, lang) }, preseasonBanner(league)?.url)
}
