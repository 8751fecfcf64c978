/**
 * The console's news pages: the list, and one item's form (a new one at `/admin/news/new`), with
 * its action: save (texts, publish date, image) or remove. Removing deletes the record from the
 * tree (the site and the platform that reads the tree stop showing it at once) and the audit log
 * keeps the whole record as it was.
 */
import { currentLeague } from '~/data/current-league.server.ts'
import { resolveMediaUrl } from '~/data/media.server.ts'
import { generatePushId } from '~/data/league-source.ts'
import { addNews, editNews, removeNews, leagueToday, type NewsInput } from '~/league/index.ts'
import {
  type ActionResult,
  type PageResult,
  actionRefusal,
  pageResult,
} from '~/utils/page-result.ts'

import type { MediaFormAnswer } from './answers.ts'
import type { OperatorPost } from './console-context.server.ts'
import { commitMediaChange, saveMediaForm } from './media-write.server.ts'
import { mediaText } from './media-text.ts'
import { consoleMeta } from './meta.ts'
import { type NewsValues, parseNews } from './news-form.ts'
import { type NewsFormValues, type NewsRow, newsEdit, newsRows } from './news-views.ts'
import { resolveLanguage } from '~/i18n/language.ts'

export const NEWS_NOTICES = ['added', 'saved', 'removed'] as const
export type NewsNotice = (typeof NEWS_NOTICES)[number]

/** The id in the URL of a new item's form (push ids start with '-', so no item is called so). */
export const NEW_NEWS = 'new'

const noticeOf = (request: Request) => {
  const done = new URL(request.url).searchParams.get('done')
  return NEWS_NOTICES.find((kind) => kind === done)
}

export type NewsListView = { rows?: NewsRow[]; notice?: NewsNotice }

export async function loadNewsList(request: Request): Promise<PageResult<NewsListView>> {
  const { lang } = resolveLanguage(request)
  const meta = consoleMeta(lang, mediaText(lang)('media.news.title'))
  const current = await currentLeague()
  if (!current) return pageResult({}, 'unavailable', { meta })
  const notice = noticeOf(request)
  const rows = newsRows(current.league, lang)
  return pageResult({ rows, ...(notice ? { notice } : {}) }, 'ok', {
    meta,
  })
}

export type NewsFormView = {
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
  const { lang } = resolveLanguage(request)
  const t = mediaText(lang)
  const isNew = newsId === NEW_NEWS
  const meta = consoleMeta(lang, t(isNew ? 'media.news.new' : 'media.news.edit'))
  const current = await currentLeague()
  const empty = { titleFr: '', titleEn: '', articleFr: '', articleEn: '', date: '' }
  if (!current)
    return pageResult({ values: empty }, 'unavailable', {
      meta,
    })
  if (isNew)
    return pageResult({ values: { ...empty, date: leagueToday(current.now) } }, 'ok', { meta })
  const edit = newsEdit(current.league, newsId)
  if (!edit)
    return pageResult({ values: empty }, 'not-found', {
      meta,
    })
  const imageUrl = await resolveMediaUrl(edit.imageRef, 'news').catch(() => undefined)
  const notice = noticeOf(request)
  return pageResult(
    {
      newsId: edit.id,
      values: edit.values,
      ...(imageUrl ? { imageUrl } : {}),
      ...(notice ? { notice } : {}),
    },
    'ok',
    { meta },
  )
}

const inputOf = (value: NewsValues, image: string | undefined): NewsInput => ({
  title: { fr: value.titleFr, en: value.titleEn },
  article: { fr: value.articleFr, en: value.articleEn },
  date: value.date,
  ...(image !== undefined ? { image } : {}),
  ...(value.removeImage ? { removeImage: true } : {}),
})

export async function newsAction(
  { signed, form }: OperatorPost,
  newsId: string,
): Promise<ActionResult<MediaFormAnswer>> {
  const intent = form.get('intent')
  const current = await currentLeague()
  if (!current) return actionRefusal(503, 'league unavailable')

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
  if (intent !== 'save') return actionRefusal(400, 'unknown intent')

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
