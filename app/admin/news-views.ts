/**
 * What the console's news pages show: the items, newest first, and one item's form values.
 * Pure; the loader resolves the image's URL.
 */
import type { Lang } from '~/i18n/language.ts'
import { findNews, formatLongDate, localText, type League } from '~/league/index.ts'

export type NewsRow = { id: string; title: string; date: string; hasImage: boolean }

/** The news list: every item, newest first (as the site shows them). */
export function newsRows(league: Pick<League, 'news'>, lang: Lang): NewsRow[] {
  return league.news.map((item) => ({
    id: item.id,
    title: localText(item.title, lang),
    date: formatLongDate(item.date ?? item.dateKey, lang),
    hasImage: item.image !== undefined,
  }))
}

export type NewsFormValues = {
  titleFr: string
  titleEn: string
  articleFr: string
  articleEn: string
  date: string
}

export type NewsEdit = { id: string; values: NewsFormValues; imageRef?: string }

/** An item's values in the form; its date as 'YYYY-MM-DD' when it reads as one. */
export function newsEdit(league: Pick<League, 'news'>, newsId: string): NewsEdit | undefined {
  const item = findNews(league.news, newsId)
  if (!item) return undefined
  const date = [item.date, item.dateKey].find((d) => d && /^\d{4}-\d\d-\d\d/.test(d))
  const edit: NewsEdit = {
    id: item.id,
    values: {
      titleFr: item.title.fr ?? '',
      titleEn: item.title.en,
      articleFr: item.article?.fr ?? '',
      articleEn: item.article?.en ?? '',
      date: date?.slice(0, 10) ?? '',
    },
  }
  if (item.image !== undefined) edit.imageRef = item.image
  return edit
}
