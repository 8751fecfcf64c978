// The news archive, `/news` (docs/product.md#news). Pure.
import type { Lang } from '~/i18n/language.ts'
import { type League, formatLongDate, localContent, newsByMonth } from '~/league/index.ts'

import { newsHref } from './links.ts'
import { type NewsPageText, newsPageText } from './news-page.ts'

export type NewsArchiveItem = { id: string; title: string; date: string; href: string }

export type NewsArchiveView = {
  available: boolean
  months: Array<{ key: string; label: string; items: NewsArchiveItem[] }>
  text: NewsPageText
}

/** « janvier 2026 » / "January 2026" for '2026-01'. */
export function monthLabel(month: string, lang: Lang): string {
  const [year, number] = month.split('-').map(Number)
  if (!year || !number) return month
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, number - 1, 15))
}

export function buildNewsArchive(league: League | undefined, lang: Lang): NewsArchiveView {
  const text = newsPageText(lang)
  if (!league) return { available: false, months: [], text }
  const { months, undated } = newsByMonth(league.news)
  const item = (news: (typeof undated)[number]): NewsArchiveItem => ({
    id: news.id,
    title: localContent(news.title, lang),
    date: formatLongDate(news.date ?? news.dateKey, lang),
    href: newsHref(news.id),
  })
  const view = months.map(({ month, items }) => ({
    key: month,
    label: monthLabel(month, lang),
    items: items.map(item),
  }))
  if (undated.length > 0)
    view.push({ key: 'undated', label: text['newsArchive.undated'], items: undated.map(item) })
  return { available: true, months: view, text }
}
