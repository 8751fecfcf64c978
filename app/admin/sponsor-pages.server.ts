/**
 * The console's sponsor pages: the list (shown and hidden), and one sponsor's form (a new one at
 * `/admin/sponsors/new`) with its action. A sponsor is taken off the site by unticking "shown",
 * never deleted.
 */
import { currentLeague } from '~/data/current-league.server.ts'
import { generatePushId } from '~/data/league-source.ts'
import { resolveMediaUrl } from '~/data/media.server.ts'

import { addSponsor, editSponsor, type SponsorInput } from '~/league/index.ts'
import {
  type ActionResult,
  type PageResult,
  actionRefusal,
  pageResult,
} from '~/utils/page-result.ts'

import type { MediaFormAnswer } from './answers.ts'
import type { OperatorPost } from './console-context.server.ts'
import { saveMediaForm } from './media-write.server.ts'
import { mediaText } from './media-text.ts'
import { consoleMeta } from './meta.ts'
import { type SponsorValues, parseSponsor } from './sponsor-form.ts'
import {
  type SponsorFormValues,
  type SponsorRow,
  sponsorEdit,
  sponsorRows,
} from './sponsor-views.ts'
import { resolveLanguage } from '~/i18n/language.ts'

export const SPONSOR_NOTICES = ['added', 'saved'] as const
export type SponsorNotice = (typeof SPONSOR_NOTICES)[number]

/** The id in the URL of a new sponsor's form (push ids start with '-'). */
export const NEW_SPONSOR = 'new'

const noticeOf = (request: Request) => {
  const done = new URL(request.url).searchParams.get('done')
  return SPONSOR_NOTICES.find((kind) => kind === done)
}

const logoUrl = (ref: string | undefined) =>
  ref === undefined
    ? Promise.resolve(undefined)
    : resolveMediaUrl(ref, 'sponsor').catch(() => undefined)

export type SponsorListRow = Omit<SponsorRow, 'logoRef'> & { logoUrl?: string }
export type SponsorListView = { rows?: SponsorListRow[]; notice?: SponsorNotice }

export async function loadSponsorList(request: Request): Promise<PageResult<SponsorListView>> {
  const { lang } = resolveLanguage(request)
  const meta = consoleMeta(lang, mediaText(lang)('media.sponsors.title'))
  const current = await currentLeague()
  if (!current) return pageResult({}, 'unavailable', { meta })
  const rows = await Promise.all(
    sponsorRows(current.league).map(async ({ logoRef, ...row }) => {
      const url = await logoUrl(logoRef)
      return url ? { ...row, logoUrl: url } : row
    }),
  )
  const notice = noticeOf(request)
  return pageResult({ rows, ...(notice ? { notice } : {}) }, 'ok', {
    meta,
  })
}

export type SponsorFormView = {
  /** Undefined for a new sponsor. */
  sponsorId?: string
  values: SponsorFormValues
  logoUrl?: string
  notice?: SponsorNotice
}

export async function loadSponsorForm(
  request: Request,
  sponsorId: string,
): Promise<PageResult<SponsorFormView>> {
  const { lang } = resolveLanguage(request)
  const isNew = sponsorId === NEW_SPONSOR
  const meta = consoleMeta(
    lang,
    mediaText(lang)(isNew ? 'media.sponsors.new' : 'media.sponsors.edit'),
  )
  const empty: SponsorFormValues = { name: '', websiteUrl: '', active: true }
  const current = await currentLeague()
  if (!current)
    return pageResult({ values: empty }, 'unavailable', {
      meta,
    })
  if (isNew) return pageResult({ values: empty }, 'ok', { meta })
  const edit = sponsorEdit(current.league, sponsorId)
  if (!edit) return pageResult({ values: empty }, 'not-found', { meta })
  const url = await logoUrl(edit.logoRef)
  const notice = noticeOf(request)
  return pageResult(
    {
      sponsorId,
      values: edit.values,
      ...(url ? { logoUrl: url } : {}),
      ...(notice ? { notice } : {}),
    },
    'ok',
    { meta },
  )
}

const inputOf = (value: SponsorValues, logo: string | undefined): SponsorInput => ({
  name: value.name,
  active: value.active === true,
  ...(value.websiteUrl ? { websiteUrl: value.websiteUrl } : {}),
  ...(logo !== undefined ? { logo } : {}),
})

export async function sponsorAction(
  { signed, form }: OperatorPost,
  sponsorId: string,
): Promise<ActionResult<MediaFormAnswer>> {
  const current = await currentLeague()
  if (!current) return actionRefusal(503, 'league unavailable')
  const submission = parseSponsor(form)
  const isNew = sponsorId === NEW_SPONSOR
  const now = current.now.getTime()
  const id = isNew ? generatePushId(now) : sponsorId
  return saveMediaForm({
    signed,
    submission,
    image: {
      file: submission.status === 'success' ? submission.value.image : undefined,
      kind: 'sponsor',
      required: isNew,
    },
    plan: (value, logo) => ({
      action: isNew ? 'sponsor.added' : 'sponsor.updated',
      target: `Sponsors/${id}`,
      writer: (tree) =>
        isNew
          ? addSponsor(tree, id, { ...inputOf(value, logo), logo: logo ?? '', createdAt: now })
          : editSponsor(tree, id, inputOf(value, logo)),
    }),
    done: isNew ? '/admin/sponsors?done=added' : `/admin/sponsors/${id}?done=saved`,
  })
}
