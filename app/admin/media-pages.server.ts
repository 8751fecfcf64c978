// The media editor's loaders and action, for news, sponsors and the preseason banner alike.
import { currentLeague } from '~/data/current-league.server.ts'
import { generatePushId } from '~/data/league-source.ts'
import { resolveImage, resolveImages } from '~/data/images.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import {
  type NewsInput,
  type SponsorInput,
  type WriteOutcome,
  addNews,
  addSponsor,
  editNews,
  editSponsor,
  leagueToday,
  removeNews,
  setPreseasonBanner,
} from '~/league/index.ts'
import {
  type ActionResult,
  type PageResult,
  actionAnswer,
  actionRefusal,
  pageRedirect,
  pageResult,
} from '~/utils/page-result.ts'

import type { MediaFormAnswer } from './answers.ts'
import type { OperatorPost } from './console-context.server.ts'
import { storeUploadedImage } from './image-upload.server.ts'
import { writeLeagueChange } from './league-write.server.ts'
import { type MediaValues, parseMediaItem } from './media-form.ts'
import {
  MEDIA_NOTICES,
  MEDIA_PAGES,
  type MediaItemView,
  type MediaKind,
  type MediaListView,
  NEW_ITEM,
  mediaItemPath,
} from './media-items.ts'
import { mediaText } from './media-text.ts'
import { mediaEdit, mediaRows } from './media-views.ts'
import { consoleMeta } from './meta.ts'

type Plan = { action: string; target: string; writer: (tree: unknown) => WriteOutcome }

type Place = { id: string; isNew: boolean; seasonId: string | undefined; now: number }

const SAVES: {
  [K in MediaKind]: (value: MediaValues[K], image: string | undefined, at: Place) => Plan
} = {
  news: (value, image, { id, isNew }) => {
    const input: NewsInput = {
      title: { fr: value.titleFr, en: value.titleEn },
      article: { fr: value.articleFr, en: value.articleEn },
      date: value.date,
      ...(image !== undefined ? { image } : {}),
      ...(value.removeImage ? { removeImage: true } : {}),
    }
    return {
      action: isNew ? 'news.added' : 'news.updated',
      target: `News/${id}`,
      writer: (tree) => (isNew ? addNews : editNews)(tree, id, input),
    }
  },
  sponsor: (value, logo, { id, isNew, now }) => {
    const input: SponsorInput = {
      name: value.name,
      active: value.active === true,
      ...(value.websiteUrl ? { websiteUrl: value.websiteUrl } : {}),
      ...(logo !== undefined ? { logo } : {}),
    }
    return {
      action: isNew ? 'sponsor.added' : 'sponsor.updated',
      target: `Sponsors/${id}`,
      writer: (tree) =>
        isNew
          ? addSponsor(tree, id, { ...input, logo: logo ?? '', createdAt: now })
          : editSponsor(tree, id, input),
    }
  },
  preseason: (_, url, { id, seasonId = '' }) => ({
    action: 'preseason.banner',
    target: `PreSeason/${seasonId}`,
    writer: (tree) => setPreseasonBanner(tree, seasonId, id, url ?? ''),
  }),
}

/** The audit log keeps the whole record as it was. */
const removal = (kind: MediaKind, id: string): Plan | undefined =>
  kind === 'news'
    ? { action: 'news.removed', target: `News/${id}`, writer: (tree) => removeNews(tree, id) }
    : undefined

const imageRequired = (kind: MediaKind, isNew: boolean) =>
  kind === 'preseason' || (kind === 'sponsor' && isNew)

const noticeOf = (request: Request) => {
  const done = new URL(request.url).searchParams.get('done')
  return MEDIA_NOTICES.find((notice) => notice === done)
}

export async function loadMediaList(
  request: Request,
  kind: MediaKind,
): Promise<PageResult<MediaListView>> {
  const { lang } = resolveLanguage(request)
  const meta = consoleMeta(lang, mediaText(lang)(MEDIA_PAGES[kind].text.title))
  const current = await currentLeague()
  if (!current || kind === 'preseason') return pageResult({ kind }, 'unavailable', { meta })
  const rows = await resolveImages(mediaRows[kind](current.league, lang), kind)
  const notice = noticeOf(request)
  return pageResult({ kind, rows, ...(notice ? { notice } : {}) }, 'ok', { meta })
}

export async function loadMediaItem(
  request: Request,
  kind: MediaKind,
  itemId: string | undefined,
): Promise<PageResult<MediaItemView>> {
  const { lang } = resolveLanguage(request)
  const { text } = MEDIA_PAGES[kind]
  const id = itemId === NEW_ITEM ? undefined : itemId
  const isNew = itemId === NEW_ITEM
  const meta = consoleMeta(lang, mediaText(lang)(isNew && text.new ? text.new : text.edit))
  const current = await currentLeague()
  if (!current) return pageResult({ kind, problem: 'unavailable' }, 'unavailable', { meta })
  const edit = mediaEdit(kind, current.league, id, { lang, today: leagueToday(current.now) })
  if (!edit) return pageResult({ kind, problem: 'notFound' }, 'not-found', { meta })
  const url = await resolveImage(edit.imageRef, kind)
  const notice = noticeOf(request)
  const view: MediaItemView = {
    kind,
    values: edit.values,
    ...(id !== undefined ? { itemId: id } : {}),
    ...(url ? { imageUrl: url } : {}),
    ...(edit.season !== undefined ? { season: edit.season } : {}),
    ...(notice ? { notice } : {}),
  }
  return pageResult(view, 'ok', { meta })
}

async function save<K extends MediaKind>(
  kind: K,
  { signed, form }: OperatorPost,
  at: Place,
): Promise<ActionResult<MediaFormAnswer>> {
  const submission = parseMediaItem(kind, form)
  if (submission.status !== 'success')
    return actionAnswer({ result: submission.reply(), problem: 'invalid' }, 400)
  let image: string | undefined
  const file = submission.value.image
  if (file || imageRequired(kind, at.isNew)) {
    const stored = await storeUploadedImage(file, kind)
    if (!stored.ok) {
      const result = submission.reply({ fieldErrors: { image: stored.problem } })
      return actionAnswer({ result, problem: 'upload' }, 422)
    }
    image = stored.value
  }
  const done = at.isNew
    ? `${MEDIA_PAGES[kind].path}?done=added`
    : `${mediaItemPath(kind, at.id)}?done=saved`
  const plan = (
    SAVES[kind] as (value: MediaValues[K], image: string | undefined, at: Place) => Plan
  )(submission.value, image, at)
  return commit(signed, plan, done, submission.reply())
}

async function commit(
  signed: OperatorPost['signed'],
  { action, target, writer }: Plan,
  done: string,
  result: MediaFormAnswer['result'] = {},
): Promise<ActionResult<MediaFormAnswer>> {
  const outcome = await writeLeagueChange(
    { operator: signed.operator.email, action, target, lang: signed.lang },
    writer,
  )
  if (!outcome.ok) return actionAnswer({ result, problem: 'refused', reason: outcome.reason }, 409)
  return pageRedirect(localizedHref(done, signed.lang))
}

export async function mediaItemAction(
  post: OperatorPost,
  kind: MediaKind,
  itemId: string | undefined,
): Promise<ActionResult<MediaFormAnswer>> {
  const current = await currentLeague()
  if (!current) return actionRefusal(503, 'league unavailable')
  const seasonId = current.league.seasonId
  if (kind === 'preseason' && !seasonId) return actionRefusal(503, 'no active season')
  const now = current.now.getTime()
  const isNew = kind !== 'preseason' && itemId === NEW_ITEM
  const id = isNew || kind === 'preseason' ? generatePushId(now) : itemId
  if (!id) return actionRefusal(404, 'no such item')
  const intent = post.form.get('intent')
  if (intent === 'remove') {
    const plan = isNew ? undefined : removal(kind, id)
    if (!plan) return actionRefusal(400, 'nothing to remove')
    return commit(post.signed, plan, `${MEDIA_PAGES[kind].path}?done=removed`)
  }
  if (intent !== 'save') return actionRefusal(400, 'unknown intent')
  return save(kind, post, { id, isNew, seasonId, now })
}
