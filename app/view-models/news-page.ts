import { newsPageEn } from '~/i18n/catalogues/news-page.en.ts'
import { newsPageFr } from '~/i18n/catalogues/news-page.fr.ts'
import type { Lang } from '~/i18n/language.ts'
import type { PageKind } from '~/utils/page-result.ts'
import {
  type League,
  excerpt,
  findNews,
  formatLongDate,
  localContent,
  mentionsPlayoffs,
} from '~/league/index.ts'

import { newsArchiveHref } from './links.ts'

export type NewsPageText = Record<keyof typeof newsPageFr, string>

export type NewsArticleView = {
  id: string
  title: string
  date: string
  paragraphs: string[]
  summary: string
  imageRef?: string
  archiveHref: string
  /** An article about the playoffs links the bracket. */
  bracketHref?: string
}

export type NewsPageView =
  | { kind: 'article'; article: NewsArticleView; text: NewsPageText }
  | { kind: 'not-found' | 'unavailable'; text: NewsPageText }

export function newsPageText(lang: Lang): NewsPageText {
  return lang === 'fr' ? newsPageFr : newsPageEn
}

export function newsPageView(league: League, id: string | undefined, lang: Lang): NewsPageView {
  const text = newsPageText(lang)
  const item = findNews(league.news, id)
  if (!item) return { kind: 'not-found', text }
  const body = localContent(item.article, lang)
  const article: NewsArticleView = {
    id: item.id,
    title: localContent(item.title, lang),
    date: formatLongDate(item.date ?? item.dateKey, lang),
    paragraphs: body
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => paragraph !== ''),
    summary: excerpt(body),
    archiveHref: newsArchiveHref(),
  }
  if (item.image !== undefined) article.imageRef = item.image
  if (mentionsPlayoffs(item)) article.bracketHref = '/playoffs'
  return { kind: 'article', article, text }
}

export function newsPageKind(view: Pick<NewsPageView, 'kind'>): PageKind {
  return view.kind === 'article' ? 'ok' : view.kind
}

export type NewsPageData =
  | {
      kind: 'article'
      article: Omit<NewsArticleView, 'imageRef'> & { image?: string }
      text: NewsPageView['text']
    }
  | Exclude<NewsPageView, { kind: 'article' }>
