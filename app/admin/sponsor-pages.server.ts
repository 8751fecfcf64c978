/**
 * The console's sponsor pages: the list (shown and hidden), and one sponsor's form (a new one at
 * `/admin/sponsors/new`) with its action. A sponsor is taken off the site by unticking "shown",
 * never deleted. Signed-in operators only; every answer is `no-store`.
 */
import { data } from 'react-router'

import { currentLeague } from '~/data/current-league.server.ts'
import { generatePushId } from '~/data/league-source.ts'
import { resolveMediaUrl } from '~/data/media.server.ts'
import { adminText } from '~/i18n/admin-text.ts'
import { addSponsor, editSponsor, type SponsorInput } from '~/league/index.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

import type { ConsoleFrameView } from './answers.ts'
import { readMediaPost, saveMediaForm } from './media-write.server.ts'
import { consoleMeta } from './meta.ts'
import { type SponsorValues, parseSponsor } from './sponsor-form.ts'
import {
  type SponsorFormValues,
  type SponsorRow,
  sponsorEdit,
  sponsorRows,
} from './sponsor-views.ts'
import { NO_STORE, type Signed, requireOperator } from './session.server.ts'

export const SPONSOR_NOTICES = ['added', 'saved'] as const
export type SponsorNotice = (typeof SPONSOR_NOTICES)[number]

/** The id in the URL of a new sponsor's form (push ids start with '-'). */
export const NEW_SPONSOR = 'new'

const frame = (signed: Signed): ConsoleFrameView => ({
  operator: signed.operator,
  csrf: signed.csrf,
})

const noticeOf = (request: Request) => {
  const done = new URL(request.url).searchParams.get('done')
  return SPONSOR_NOTICES.find((kind) => kind === done)
}

const logoUrl = (ref: string | undefined) =>
  ref === undefined
    ? Promise.resolve(undefined)
    : resolveMediaUrl(ref, 'sponsor').catch(() => undefined)

export type SponsorListRow = Omit<SponsorRow, 'logoRef'> & { logoUrl?: string }
export type SponsorListView = ConsoleFrameView & { rows?: SponsorListRow[]; notice?: SponsorNotice }

export async function loadSponsorList(request: Request): Promise<PageResult<SponsorListView>> {
  const signed = requireOperator(request)
  const meta = consoleMeta(signed.lang, adminText(signed.lang)('admin.sponsors.title'))
  const current = await currentLeague()
  if (!current) return pageResult(frame(signed), 'unavailable', { meta, headers: NO_STORE })
  const rows = await Promise.all(
    sponsorRows(current.league).map(async ({ logoRef, ...row }) => {
      const url = await logoUrl(logoRef)
      return url ? { ...row, logoUrl: url } : row
    }),
  )
  const notice = noticeOf(request)
  return pageResult({ ...frame(signed), rows, ...(notice ? { notice } : {}) }, 'ok', {
    meta,
    headers: NO_STORE,
  })
}

export type SponsorFormView = ConsoleFrameView & {
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
  const signed = requireOperator(request)
  const isNew = sponsorId === NEW_SPONSOR
  const meta = consoleMeta(
    signed.lang,
    adminText(signed.lang)(isNew ? 'admin.sponsors.new' : 'admin.sponsors.edit'),
  )
  const empty: SponsorFormValues = { name: '', websiteUrl: '', active: true }
  const current = await currentLeague()
  if (!current)
    return pageResult({ ...frame(signed), values: empty }, 'unavailable', {
      meta,
      headers: NO_STORE,
    })
  if (isNew)
    return pageResult({ ...frame(signed), values: empty }, 'ok', { meta, headers: NO_STORE })
  const edit = sponsorEdit(current.league, sponsorId)
  if (!edit)
    return pageResult({ ...frame(signed), values: empty }, 'not-found', { meta, headers: NO_STORE })
  const url = await logoUrl(edit.logoRef)
  const notice = noticeOf(request)
  return pageResult(
    {
      ...frame(signed),
      sponsorId,
      values: edit.values,
      ...(url ? { logoUrl: url } : {}),
      ...(notice ? { notice } : {}),
    },
    'ok',
    { meta, headers: NO_STORE },
  )
}

const inputOf = (value: SponsorValues, logo: string | undefined): SponsorInput => ({
  name: value.name,
  active: value.active === true,
  ...(value.websiteUrl ? { websiteUrl: value.websiteUrl } : {}),
  ...(logo !== undefined ? { logo } : {}),
})

export async function sponsorAction(request: Request, sponsorId: string) {
  const posted = await readMediaPost(request)
  if (posted instanceof Response) return posted
  const { signed, form } = posted
  const current = await currentLeague()
  if (!current) throw data({ error: 'league unavailable' }, { status: 503, headers: NO_STORE })
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
