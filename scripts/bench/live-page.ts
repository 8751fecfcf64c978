// What an open page does with a change notice (use-live-updates.ts), for bench:live.
import type { MatchCardView } from '../../app/view-models/match-card.ts'
import { patchCard } from '../../app/view-models/live-games.ts'
import { NO_PATCHES, patchOf, withPatches } from '../../app/view-models/live-overlay.ts'
import { parseChangeNotice } from '../../app/view-models/live.ts'

const BATCH_MS = 150 // as use-live-updates.ts

const ROUTE_IDS: Array<[RegExp, string]> = [
  [/^\/$/, 'routes/_index'],
  [/^\/tonight$/, 'routes/tonight'],
  [/^\/standings$/, 'routes/standings'],
  [/^\/schedule$/, 'routes/schedule'],
  [/^\/match\/[^/]+$/, 'routes/match.$matchId'],
  [/^\/team\/[^/]+$/, 'routes/team.$teamId'],
  [/^\/player\/[^/]+$/, 'routes/player.$playerId'],
]

/** As Chromium revalidates: the root (its clientLoader asks alone), then the page's loader. */
export function dataTargets(target: string, origin: string): string[] {
  const url = new URL(target, origin)
  const routeId = ROUTE_IDS.find(([pattern]) => pattern.test(url.pathname))?.[1]
  if (!routeId) throw new Error(`bench:live does not know the route of ${url.pathname}`)
  const dataPath = url.pathname === '/' ? '/_.data' : `${url.pathname}.data`
  return ['root', routeId].map((id) => {
    const search = new URLSearchParams(url.search)
    search.set('_routes', id)
    return `${dataPath}?${search.toString()}`
  })
}

export type NoticeOutcome = {
  version: number
  scored: boolean
  revalidateIn: number
}

/** The game's card as the page showed it before the notice, and the score it must show after. */
export function readNotice(
  data: string,
  card: MatchCardView,
  expected: { home: number; away: number },
): NoticeOutcome | undefined {
  const notice = parseChangeNotice(data)
  if (!notice) return undefined
  const overlay = withPatches(NO_PATCHES, notice.games ?? [], notice.version)
  const shown = patchCard(card, patchOf(overlay, card))
  return {
    version: notice.version,
    scored:
      shown.status === 'live' &&
      shown.home.score === expected.home &&
      shown.away.score === expected.away,
    revalidateIn: Math.max(BATCH_MS, Math.random() * (notice.spread ?? 0)),
  }
}

export function liveCard(id: string): MatchCardView {
  return {
    id,
    status: 'live',
    live: {},
    date: '',
    divisionName: '',
    home: { name: '', initials: '', score: 0 },
    away: { name: '', initials: '', score: 0 },
  }
}
