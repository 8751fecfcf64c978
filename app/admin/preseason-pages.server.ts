/**
 * The console's preseason banner page: the active season's banner as the preseason page shows
 * it, and a form to upload a new one (it replaces the first entry's url, or becomes the first
 * entry: docs/data-contract.md#preseason).
 */
import { currentLeague } from '~/data/current-league.server.ts'
import { generatePushId } from '~/data/league-source.ts'
import { resolveMediaUrl } from '~/data/media.server.ts'

import { localName, preseasonBanner, setPreseasonBanner } from '~/league/index.ts'
import {
  type ActionResult,
  type PageResult,
  actionRefusal,
  pageResult,
} from '~/utils/page-result.ts'

import type { MediaFormAnswer } from './answers.ts'
import type { OperatorPost } from './console-context.server.ts'
import { type BannerValues, bannerSchema } from './banner-form.ts'
import { saveMediaForm } from './media-write.server.ts'
import { mediaText } from './media-text.ts'
import { consoleMeta } from './meta.ts'
import { parseMediaForm } from './news-form.ts'
import { resolveLanguage } from '~/i18n/language.ts'

export type PreseasonBannerView = {
  season?: { id: string; name: string; bannerUrl?: string }
  saved?: boolean
}

export async function loadPreseasonBanner(
  request: Request,
): Promise<PageResult<PreseasonBannerView>> {
  const { lang } = resolveLanguage(request)
  const meta = consoleMeta(lang, mediaText(lang)('media.preseason.title'))
  const current = await currentLeague()
  if (!current) return pageResult({}, 'unavailable', { meta })
  const { league } = current
  const active = league.activeSeason
  if (!active || !league.seasonId) return pageResult({}, 'ok', { meta })
  const entry = preseasonBanner(league)
  const bannerUrl = entry
    ? await resolveMediaUrl(entry.url, 'preseason').catch(() => undefined)
    : undefined
  const saved = new URL(request.url).searchParams.get('done') === 'saved'
  return pageResult(
    {
      season: {
        id: league.seasonId,
        name: localName(active, lang),
        ...(bannerUrl ? { bannerUrl } : {}),
      },
      ...(saved ? { saved } : {}),
    },
    'ok',
    { meta },
  )
}

export async function preseasonBannerAction({
  signed,
  form,
}: OperatorPost): Promise<ActionResult<MediaFormAnswer>> {
  const current = await currentLeague()
  const seasonId = current?.league.seasonId
  if (!current || !seasonId) return actionRefusal(503, 'no active season')
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
