import { localContent, readBilingual, type Bilingual, type Lang } from './labels.ts'
import { childRecords, compareText, firstText, toLimit, type RawRecord } from './text.ts'
import { formatLongDate, leagueToday, timestampOf } from './time.ts'

export interface NewsItem {
  id: string
  dateKey?: string
  title: Bilingual
  article?: Bilingual
  date?: string
  dateMs?: number
  image?: string
}

export const NEWS_EXCERPT_LENGTH = 220

export function looksLikeNewsItem(record: RawRecord): boolean {
  return ['title', 'title_fr', 'Article', 'Article_fr', 'Title'].some(
    (key) => typeof record[key] === 'string',
  )
}

function readItem(
  id: string,
  record: RawRecord,
  dateKey: string | undefined,
): NewsItem | undefined {
  const title = readBilingual(
    record,
    ['title', 'Title', 'title_en'],
    ['title_fr', 'Title_fr', 'titre'],
  )
  const article = readBilingual(
    record,
    ['Article', 'article', 'content', 'Article_en'],
    ['Article_fr', 'article_fr', 'content_fr'],
  )
  if (
    title.en === undefined &&
    title.fr === undefined &&
    article.en === undefined &&
    article.fr === undefined
  )
    return undefined
  const item: NewsItem = { id, title: { en: title.en ?? title.fr ?? '' } }
  if (title.fr !== undefined) item.title.fr = title.fr
  if (article.en !== undefined || article.fr !== undefined) {
    item.article = { en: article.en ?? article.fr ?? '' }
    if (article.fr !== undefined) item.article.fr = article.fr
  }
  const date = firstText(record, ['date', 'Date', 'createdAt']) ?? dateKey
  const dateMs = timestampOf(date) ?? timestampOf(dateKey)
  const image = firstText(record, ['image', 'imageUrl', 'Image', 'img'])
  if (dateKey !== undefined) item.dateKey = dateKey
  if (date !== undefined) item.date = date
  if (dateMs !== undefined) item.dateMs = dateMs
  if (image !== undefined) item.image = image
  return item
}

export function readNews(node: unknown): NewsItem[] {
  const items: NewsItem[] = []
  for (const [key, record] of childRecords(node)) {
    if (looksLikeNewsItem(record)) {
      const item = readItem(key, record, undefined)
      if (item) items.push(item)
      continue
    }
    for (const [id, child] of childRecords(record)) {
      const item = readItem(id, child, key)
      if (item) items.push(item)
    }
  }
  return items.sort(
    (a, b) => (b.dateMs ?? -Infinity) - (a.dateMs ?? -Infinity) || compareText(b.id, a.id),
  )
}

export interface NewsDialog {
  id: string
  title: string
  image?: string
  date: string
  content: string
  fullContent?: string
}

/** Runs of spaces and line breaks as one space; French's no-break spaces before : ; ! ? stay. */
function flatten(text: string): string {
  return text.replace(/[^\S\u00a0\u202f]+/g, ' ').trim()
}

export function excerpt(text: string, length = NEWS_EXCERPT_LENGTH): string {
  if (typeof text !== 'string') return ''
  if (typeof length !== 'number' || !(length >= 1)) length = NEWS_EXCERPT_LENGTH
  const flat = flatten(text)
  if (flat.length <= length) return flat
  const cut = flat.slice(0, length)
  const space = cut.lastIndexOf(' ')
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`
}

export function newsDialog(item: NewsItem, lang: Lang): NewsDialog {
  const article = localContent(item.article, lang)
  const dialog: NewsDialog = {
    id: item.id,
    title: localContent(item.title, lang),
    date: formatLongDate(item.date ?? item.dateKey, lang),
    content: excerpt(article),
  }
  if (item.image !== undefined) dialog.image = item.image
  if (flatten(article) !== dialog.content) dialog.fullContent = article
  return dialog
}

export function latestNews(news: readonly NewsItem[], lang: Lang, limit = Infinity): NewsDialog[] {
  return Array.isArray(news)
    ? news.slice(0, toLimit(limit, Infinity)).map((item) => newsDialog(item, lang))
    : []
}

export function findNews(news: readonly NewsItem[], id: unknown): NewsItem | undefined {
  const wanted = typeof id === 'string' ? id.trim() : ''
  if (wanted === '' || !Array.isArray(news)) return undefined
  return news.find((item) => item.id === wanted)
}

export interface NewsMonth {
  /** 'YYYY-MM' in the league's time zone. */
  month: string
  items: NewsItem[]
}

/** The news archive: months newest first, each month's items newest first, undated ones last. */
export function newsByMonth(news: readonly NewsItem[]): {
  months: NewsMonth[]
  undated: NewsItem[]
} {
  const months: NewsMonth[] = []
  const undated: NewsItem[] = []
  if (!Array.isArray(news)) return { months, undated }
  const sorted = [...news].sort(
    (a, b) => (b.dateMs ?? -Infinity) - (a.dateMs ?? -Infinity) || compareText(b.id, a.id),
  )
  for (const item of sorted) {
    const month = item.dateMs === undefined ? '' : leagueToday(item.dateMs).slice(0, 7)
    if (month === '') undated.push(item)
    else if (months.at(-1)?.month === month) months.at(-1)?.items.push(item)
    else months.push({ month, items: [item] })
  }
  return { months, undated }
}

// Words of a piece about the playoffs, in either language; « série » alone is too common.
const PLAYOFF_WORDS =
  /(^|[^\p{L}])(playoffs?|séries( éliminatoires)?|demi-finales?|quarts? de finales?|finales?|finals|semi-?finals?|champion(ne)?s?)(?![\p{L}])/iu

/** An article about the playoffs links the bracket. */
export function mentionsPlayoffs(item: NewsItem): boolean {
  return [item.title.en, item.title.fr, item.article?.en, item.article?.fr].some(
    (text) => typeof text === 'string' && PLAYOFF_WORDS.test(text),
  )
}
