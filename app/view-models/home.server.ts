import type { MetaDescriptor } from 'react-router'

import { type CurrentLeague, getCurrentLeague } from '~/data/current-league.server.ts'
import { getEnv, getNow } from '~/env.server.ts'
import type { Lang } from '~/i18n/language.ts'
import { type League, torontoToday } from '~/league/index.ts'
import { log } from '~/logger.server.ts'
import { LEAGUE_UNAVAILABLE_STATUS, type LeaguePage } from '~/utils/league-page.ts'

import {
  type HomeData,
  type HomeParams,
  type HomeView,
  buildHomeView,
  selectDivision,
  unavailableHomeView,
} from './home.ts'
import { resolveImages } from './sponsors.server.ts'
import { jsonLdMeta, sportsOrganizationJsonLd, webSiteJsonLd } from './structured-data.ts'

export type { HomeData }

async function resolveHomeImages(view: HomeView): Promise<HomeData> {
  const [news, strikers, sponsors] = await Promise.all([
    resolveImages(view.news, 'news'),
    resolveImages(view.standings.strikers, 'player'),
    resolveImages(view.sponsors, 'sponsor'),
  ])
  return { ...view, news, standings: { ...view.standings, strikers }, sponsors }
}

type Entry = { at: number; data: Promise<HomeData> }

// Every visitor of a language sees the same home for a data version, day and division choice:
// the view is built once and shared (per League object, so a data change starts afresh). The
// key uses the resolved division ids, never raw query text, so it stays small. Entries expire
// after a minute because media files can appear without a data change.
const MEMO_TTL_MS = 60_000
const MEMO_MAX_ENTRIES = 200
const memo = new WeakMap<League, Map<string, Entry>>()

function memoised(league: League, key: string, build: () => Promise<HomeData>): Promise<HomeData> {
  let entries = memo.get(league)
  if (!entries) memo.set(league, (entries = new Map()))
  const now = Date.now()
  const hit = entries.get(key)
  if (hit && now - hit.at < MEMO_TTL_MS) return hit.data
  if (entries.size >= MEMO_MAX_ENTRIES) entries.clear()
  const data = build()
  entries.set(key, { at: now, data })
  // A failed build is not kept.
  data.catch(() => entries.delete(key))
  return data
}

/** The home page data in `lang`; the widgets' error states (503) when the league data is unavailable. */
export async function loadHomeView(lang: Lang, params: HomeParams): Promise<LeaguePage<HomeData>> {
  let current: CurrentLeague
  try {
    current = await getCurrentLeague()
  } catch (error) {
    log('error', 'home: league data unavailable', { error })
    return {
      view: await resolveHomeImages(unavailableHomeView()),
      status: LEAGUE_UNAVAILABLE_STATUS,
    }
  }
  const { league, version } = current
  const now = getNow()
  const pick = (wanted: string | undefined) => selectDivision(league, wanted)?.id ?? ''
  const resolved = {
    standings: pick(params.standings),
    offence: pick(params.offence),
    defence: pick(params.defence),
  }
  const key = [
    lang,
    torontoToday(now),
    resolved.standings,
    resolved.offence,
    resolved.defence,
  ].join('|')
  const view = await memoised(league, key, () =>
    resolveHomeImages(
      buildHomeView({
        league,
        version,
        now,
        lang,
        params: resolved,
      }),
    ),
  )
  return { view, status: 200 }
}

/** The home page's structured data: the league (SportsOrganization) and the site (WebSite). */
export function homeJsonLd(lang: Lang): MetaDescriptor[] {
  const env = getEnv()
  const context = { publicUrl: env.PUBLIC_URL, lang }
  return jsonLdMeta(
    sportsOrganizationJsonLd(context, { email: env.CONTACT_EMAIL, sameAs: env.SOCIAL_URL }),
    webSiteJsonLd(context),
  )
}
