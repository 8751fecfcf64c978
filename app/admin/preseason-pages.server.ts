/**
 * The console's preseason banner page: the active season's banner as the preseason page shows
 * it, and a form to upload a new one (it replaces the first entry's url, or becomes the first
 * entry: docs/data-contract.md#preseason). Signed-in operators only; every answer is `no-store`.
 */
import { data } from 'react-router'

import { currentLeague } from '~/data/current-league.server.ts'
import { generatePushId } from '~/data/league-source.ts'
import { resolveMediaUrl } from '~/data/media.server.ts'
import { adminText } from '~/i18n/admin-text.ts'
import { localName, preseasonBanner, setPreseasonBanner } from '~/league/index.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

import type { ConsoleFrameView } from './answers.ts'
import { type BannerValues, bannerSchema } from './banner-form.ts'
import { readMediaPost, saveMediaForm } from './media-write.server.ts'
import { consoleMeta } from './meta.ts'
import { parseMediaForm } from './news-form.ts'
import { NO_STORE, type Signed, requireOperator } from './session.server.ts'

const frame = (signed: Signed): ConsoleFrameView => ({
  operator: signed.operator,
  csrf: signed.csrf,
})

export type PreseasonBannerView = ConsoleFrameView & {
  season?: { id: string; name: string; bannerUrl?: string }
  saved?: boolean
}

export async function loadPreseasonBanner(
  request: Request,
): Promise<PageResult<PreseasonBannerView>> {
  const signed = requireOperator(request)
  const meta = consoleMeta(signed.lang, adminText(signed.lang)('admin.preseason.title'))
  const current = await currentLeague()
  if (!current) return pageResult(frame(signed), 'unavailable', { meta, headers: NO_STORE })
  const { league } = current
  const active = league.activeSeason
  if (!active || !league.seasonId)
    return pageResult(frame(signed), 'ok', { meta, headers: NO_STORE })
  const entry = preseasonBanner(league)
  const bannerUrl = entry
    ? await resolveMediaUrl(entry.url, 'preseason').catch(() => undefined)
    : undefined
  const saved = new URL(request.url).searchParams.get('done') === 'saved'
  return pageResult(
    {
      ...frame(signed),
      season: {
        id: league.seasonId,
        name: localName(active, signed.lang),
        ...(bannerUrl ? { bannerUrl } : {}),
      },
      ...(saved ? { saved } : {}),
    },
    'ok',
    { meta, headers: NO_STORE },
  )
}

export async function preseasonBannerAction(request: Request) {
  const posted = await readMediaPost(request)
  if (posted instanceof Response) return posted
  const { signed, form } = posted
  const current = await currentLeague()
  const seasonId = current?.league.seasonId
  if (!current || !seasonId)
    throw data({ error: 'no active season' }, { status: 503, headers: NO_STORE })
  const submission = parseMediaForm(bannerSchema, form)
  const entryId = generatePushId(current.now.getTime())
  return saveMediaForm<BannerValues>({
    signed,
    submission,
    image: {
      file: submission.status === 'success' ? submission.value.image : undefined,
      kind: 'preseason',
      required: true,
    },
    plan: (_, url) => ({
      action: 'preseason.banner',
      target: `PreSeason/${seasonId}`,
      writer: (tree) => setPreseasonBanner(tree, seasonId, entryId, url ?? ''),
    }),
    done: '/admin/preseason?done=saved',
  })
}
