/**
 * The console's news pages: the list, and one item's form (a new one at `/admin/news/new`), with
 * its action: save (texts, publish date, image) or remove. Removing deletes the record from the
 * tree (the site and the platform that reads the tree stop showing it at once) and the audit log
 * keeps the whole record as it was. Signed-in operators only; every answer is `no-store`.
 */
import { data } from 'react-router'

import { currentLeague } from '~/data/current-league.server.ts'
import { resolveMediaUrl } from '~/data/media.server.ts'
import { generatePushId } from '~/data/league-source.ts'
import { adminText } from '~/i18n/admin-text.ts'
import { addNews, editNews, removeNews, leagueToday, type NewsInput } from '~/league/index.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

import type { ConsoleFrameView } from './answers.ts'
import { commitMediaChange, readMediaPost, saveMediaForm } from './media-write.server.ts'
import { consoleMeta } from './meta.ts'
import { type NewsValues, parseNews } from './news-form.ts'
import { type NewsFormValues, type NewsRow, newsEdit, newsRows } from './news-views.ts'
import { NO_STORE, type Signed, requireOperator } from './session.server.ts'

export const NEWS_NOTICES = ['added', 'saved', 'removed'] as const
export type NewsNotice = (typeof NEWS_NOTICES)[number]

/** The id in the URL of a new item's form (push ids start with '-', so no item is called so). */
export const NEW_NEWS = 'new'

const frame = (signed: Signed): ConsoleFrameView => ({
  operator: signed.operator,
  csrf: signed.csrf,
})

const noticeOf = (request: Request) => {
  const done = new URL(request.url).searchParams.get('done')
  return NEWS_NOTICES.find((kind) => kind === done)
}

export type NewsListView = ConsoleFrameView & { rows?: NewsRow[]; notice?: NewsNotice }

export async function loadNewsList(request: Request): Promise<PageResult<NewsListView>> {
  const signed = requireOperator(request)
  const meta = consoleMeta(signed.lang, adminText(signed.lang)('admin.news.title'))
  const current = await currentLeague()
  if (!current) return pageResult(frame(signed), 'unavailable', { meta, headers: NO_STORE })
  const notice = noticeOf(request)
  const rows = newsRows(current.league, signed.lang)
  return pageResult({ ...frame(signed), rows, ...(notice ? { notice } : {}) }, 'ok', {
    meta,
    headers: NO_STORE,
  })
}

export type NewsFormView = ConsoleFrameView & {
  /** Undefined for a new item. */
  newsId?: string
  values: NewsFormValues
  imageUrl?: string
  notice?: NewsNotice
}

export async function loadNewsForm(
  request: Request,
  newsId: string,
): Promise<PageResult<NewsFormView>> {
  const signed = requireOperator(request)
  const t = adminText(signed.lang)
  const isNew = newsId === NEW_NEWS
  const meta = consoleMeta(signed.lang, t(isNew ? 'admin.news.new' : 'admin.news.edit'))
  const current = await currentLeague()
  const empty = { titleFr: '', titleEn: '', articleFr: '', articleEn: '', date: '' }
  if (!current)
    return pageResult({ ...frame(signed), values: empty }, 'unavailable', {
      meta,
      headers: NO_STORE,
    })
  if (isNew)
    return pageResult(
      { ...frame(signed), values: { ...empty, date: leagueToday(current.now) } },
      'ok',
      { meta, headers: NO_STORE },
    )
  const edit = newsEdit(current.league, newsId)
  if (!edit)
    return pageResult({ ...frame(signed), values: empty }, 'not-found', {
      meta,
      headers: NO_STORE,
    })
  const imageUrl = await resolveMediaUrl(edit.imageRef, 'news').catch(() => undefined)
  const notice = noticeOf(request)
  return pageResult(
    {
      ...frame(signed),
      newsId: edit.id,
      values: edit.values,
      ...(imageUrl ? { imageUrl } : {}),
      ...(notice ? { notice } : {}),
    },
    'ok',
    { meta, headers: NO_STORE },
  )
}

const inputOf = (value: NewsValues, image: string | undefined): NewsInput => ({
  title: { fr: value.titleFr, en: value.titleEn },
  article: { fr: value.articleFr, en: value.articleEn },
  date: value.date,
  ...(image !== undefined ? { image } : {}),
  ...(value.removeImage ? { removeImage: true } : {}),
})

export async function newsAction(request: Request, newsId: string) {
  const posted = await readMediaPost(request)
  if (posted instanceof Response) return posted
  const { signed, form } = posted
  const intent = form.get('intent')
  const current = await currentLeague()
  if (!current) throw data({ error: 'league unavailable' }, { status: 503, headers: NO_STORE })

  if (intent === 'remove' && newsId !== NEW_NEWS) {
    return commitMediaChange(
      signed,
      {
        action: 'news.removed',
        target: `News/${newsId}`,
        writer: (tree) => removeNews(tree, newsId),
      },
      '/admin/news?done=removed',
    )
  }
  if (intent !== 'save') throw data({ error: 'unknown intent' }, { status: 400, headers: NO_STORE })

  const submission = parseNews(form)
  const isNew = newsId === NEW_NEWS
  const id = isNew ? generatePushId(current.now.getTime()) : newsId
  return saveMediaForm({
    signed,
    submission,
    image: {
      file: submission.status === 'success' ? submission.value.image : undefined,
      kind: 'news',
      required: false,
    },
    plan: (value, image) => ({
      action: isNew ? 'news.added' : 'news.updated',
      target: `News/${id}`,
      writer: (tree) => (isNew ? addNews : editNews)(tree, id, inputOf(value, image)),
    }),
    done: isNew ? '/admin/news?done=added' : `/admin/news/${id}?done=saved`,
  })
}
