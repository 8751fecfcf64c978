// How a live notice's patch (live-overlay.ts) changes what a card, the match page's header or a
// bracket's tie shows, before the page's data follows (docs/product.md#live-updates).
import type { GamePatch } from '~/league/index.ts'

import type { LiveClockView, MatchCardView } from './match-card.ts'
import type { MatchHeaderView } from './match-page.ts'
import type { BracketTieView } from './playoffs-page.ts'

function clockOf(patch: GamePatch): LiveClockView | undefined {
  if (patch.status !== 'live') return undefined
  const clock: LiveClockView = {}
  if (patch.minute !== undefined) clock.minute = patch.minute
  if (patch.phase !== undefined) clock.phase = patch.phase
  return clock
}

/** The higher score once the game is over; a draw keeps what the data said (a shootout decides). */
function winnerOf(patch: GamePatch, before: 'home' | 'away' | undefined) {
  if (patch.status !== 'finished') return undefined
  const { homeScore, awayScore } = patch
  if (homeScore === undefined || awayScore === undefined) return before
  if (homeScore === awayScore) return before
  return homeScore > awayScore ? 'home' : 'away'
}

type Side = { score?: number; winner?: boolean }
type GameView = { id: string; home: Side; away: Side; live?: LiveClockView }

function side<S extends Side>(view: S, score: number | undefined, winner: boolean | undefined): S {
  const next = { ...view }
  if (score === undefined) delete next.score
  else next.score = score
  if (winner === undefined) delete next.winner
  else next.winner = winner
  return next
}

/** `won` says how the view marks a winner: a card only names it, a header or a tie says yes or no. */
function patched<V extends GameView>(
  view: V,
  patch: GamePatch,
  won: (winner: boolean) => boolean | undefined,
): V {
  const winner = winnerOf(patch, view.home.winner ? 'home' : view.away.winner ? 'away' : undefined)
  const next: V = {
    ...view,
    home: side(view.home, patch.homeScore, won(winner === 'home')),
    away: side(view.away, patch.awayScore, won(winner === 'away')),
  }
  const clock = clockOf(patch)
  if (clock) next.live = clock
  else delete next.live
  return next
}

const mine = (view: { id: string }, patch: GamePatch | undefined): patch is GamePatch =>
  patch !== undefined && patch.id === view.id

export function patchCard(view: MatchCardView, patch: GamePatch | undefined): MatchCardView {
  if (!mine(view, patch)) return view
  return { ...patched(view, patch, (winner) => winner || undefined), status: patch.status }
}

export function patchHeader(view: MatchHeaderView, patch: GamePatch | undefined): MatchHeaderView {
  if (!mine(view, patch)) return view
  return { ...patched(view, patch, (winner) => winner), status: patch.status }
}

export function patchTie(view: BracketTieView, patch: GamePatch | undefined): BracketTieView {
  if (!mine(view, patch)) return view
  return { ...patched(view, patch, (winner) => winner), finished: patch.status === 'finished' }
}
