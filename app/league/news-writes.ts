// Editing keeps the record's own spellings and its other fields.
import type { Bilingual } from './labels.ts'
import { looksLikeNewsItem } from './news.ts'
import { fieldWriter } from './record-fields.ts'
import { type LeagueUpdate, type WriteOutcome, refused } from './write-outcome.ts'
import { asRecord, childRecords, type RawRecord } from './text.ts'
import { ownChild } from './record-keys.ts'

export interface NewsInput {
  title: Required<Bilingual>
  article: Required<Bilingual>
  date: string
  /** Undefined leaves the image as it is. */
  image?: string
  removeImage?: boolean
}

const FIELDS = {
  title: ['title', 'Title', 'title_en'],
  titleFr: ['title_fr', 'Title_fr', 'titre'],
  article: ['Article', 'article', 'content', 'Article_en'],
  articleFr: ['Article_fr', 'article_fr', 'content_fr'],
  date: ['date', 'Date'],
  image: ['image', 'imageUrl', 'Image', 'img'],
} as const

type Found = { dateKey?: string; path: string; record: RawRecord }

function locate(tree: unknown, newsId: string): Found[] {
  const found: Found[] = []
  for (const [key, record] of childRecords(asRecord(tree)?.News)) {
    if (looksLikeNewsItem(record)) {
      if (key === newsId && Object.hasOwn(asRecord(asRecord(tree)?.News) ?? {}, key))
        found.push({ path: `News/${key}`, record })
      continue
    }
    const child = asRecord(ownChild(record, newsId))
    if (child) found.push({ dateKey: key, path: `News/${key}/${newsId}`, record: child })
  }
  return found
}

function only(tree: unknown, newsId: string): Found | WriteOutcome {
  const found = locate(tree, newsId)
  if (found.length === 1) return found[0]!
  return found.length === 0
    ? refused('no-such-news', { news: newsId })
    : refused('news-in-several-dates', { news: newsId })
}

export function addNews(tree: unknown, newsId: string, input: NewsInput): WriteOutcome {
  if (locate(tree, newsId).length > 0) return refused('news-exists', { news: newsId })
  const record: RawRecord = {
    title: input.title.en,
    title_fr: input.title.fr,
    Article: input.article.en,
    Article_fr: input.article.fr,
    date: input.date,
  }
  if (input.image !== undefined) record.image = input.image
  return { ok: true, update: { [`News/${input.date}/${newsId}`]: record } }
}

export function editNews(tree: unknown, newsId: string, input: NewsInput): WriteOutcome {
  const found = only(tree, newsId)
  if ('ok' in found) return found
  const fields: LeagueUpdate = {}
  const set = fieldWriter('', found.record, fields)
  set(FIELDS.title, input.title.en)
  set(FIELDS.titleFr, input.title.fr)
  set(FIELDS.article, input.article.en)
  set(FIELDS.articleFr, input.article.fr)
  set(FIELDS.date, input.date)
  if (input.image !== undefined) set(FIELDS.image, input.image)
  else if (input.removeImage) for (const name of FIELDS.image) fields[`/${name}`] = null
  const changes = Object.entries(fields).map(([key, value]) => [key.slice(1), value] as const)

  const moves = found.dateKey !== undefined && found.dateKey !== input.date
  if (!moves) {
    const update: LeagueUpdate = {}
    for (const [name, value] of changes)
      if (value !== null || found.record[name] !== undefined)
        update[`${found.path}/${name}`] = value
    return { ok: true, update }
  }
  const moved: RawRecord = { ...found.record }
  for (const [name, value] of changes) {
    if (value === null) delete moved[name]
    else moved[name] = value
  }
  return {
    ok: true,
    update: { [found.path]: null, [`News/${input.date}/${newsId}`]: moved },
  }
}

/** The audit log keeps what it was. */
export function removeNews(tree: unknown, newsId: string): WriteOutcome {
  const found = only(tree, newsId)
  if ('ok' in found) return found
  return { ok: true, update: { [found.path]: null } }
}
