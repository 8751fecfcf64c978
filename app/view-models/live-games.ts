// Open pages show a game's new status and score from the live notice at once, before their data
// follows (docs/product.md#live-updates): the overlay of patches by game id, and how a patch
// changes what a card, the match page's header or a bracket's tie shows.
import type { GamePatch } from '~/league/index.ts'

import type { LiveClockView, MatchCardView } from './match-card.ts'
import type { MatchHeaderView } from './match-page.ts'
import type { BracketTieView } from './playoffs-page.ts'

export type { GamePatch }

/** Each patch with the data version that carried it. */
export type GameOverlay = ReadonlyMap<string, { patch: GamePatch; version: number }>

export const NO_PATCHES: GameOverlay = new Map()

export function withPatches(
  overlay: GameOverlay,
  patches: readonly GamePatch[],
  version: number,
): GameOverlay {
  if (patches.length === 0) return overlay
  const next = new Map(overlay)
  for (const patch of patches) next.set(patch.id, { patch, version })
  return next
}

/** The page's data of that version has come: it shows every patch up to it, and more. */
export function withDataOf(overlay: GameOverlay, version: number): GameOverlay {
  let next: Map<string, { patch: GamePatch; version: number }> | undefined
  for (const [id, entry] of overlay) {
    if (entry.version > version) continue
    next ??= new Map(overlay)
    next.delete(id)
  }
  return next ?? overlay
}

/** A past season's game may share its id with one of this season: only this season's are live. */
type Patchable = { id: string; past?: true }

export function patchOf(overlay: GameOverlay, view: Patchable): GamePatch | undefined {
  return view.past ? undefined : overlay.get(view.id)?.patch
}

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

function side<S extends Side>(view: S, score: number | undefined, winner: boolean | undefined): S {
  const next = { ...view }
  if (score === undefined) delete next.score
  else next.score = score
  if (winner === undefined) delete next.winner
  else next.winner = winner
  return next
}

export function patchCard(view: MatchCardView, patch: GamePatch | undefined): MatchCardView {
  if (!patch || patch.id !== view.id) return view
  const before = view.home.winner ? 'home' : view.away.winner ? 'away' : undefined
  const winner = winnerOf(patch, before)
  const next: MatchCardView = {
    ...view,
    status: patch.status,
    home: side(view.home, patch.homeScore, winner === 'home' ? true : undefined),
    away: side(view.away, patch.awayScore, winner === 'away' ? true : undefined),
  }
  const clock = clockOf(patch)
  if (clock) next.live = clock
  else delete next.live
  return next
}

export function patchHeader(view: MatchHeaderView, patch: GamePatch | undefined): MatchHeaderView {
  if (!patch || patch.id !== view.id) return view
  const before = view.home.winner ? 'home' : view.away.winner ? 'away' : undefined
  const winner = winnerOf(patch, before)
  const next: MatchHeaderView = {
    ...view,
    status: patch.status,
    home: side(view.home, patch.homeScore, winner === 'home'),
    away: side(view.away, patch.awayScore, winner === 'away'),
  }
  const clock = clockOf(patch)
  if (clock) next.live = clock
  else delete next.live
  return next
}

export function patchTie(view: BracketTieView, patch: GamePatch | undefined): BracketTieView {
  if (!patch || patch.id !== view.id) return view
  const before = view.home.winner ? 'home' : view.away.winner ? 'away' : undefined
  const winner = winnerOf(patch, before)
  const next: BracketTieView = {
    ...view,
    finished: patch.status === 'finished',
    home: side(view.home, patch.homeScore, winner === 'home'),
    away: side(view.away, patch.awayScore, winner === 'away'),
  }
  const clock = clockOf(patch)
  if (clock) next.live = clock
  else delete next.live
  return next
}
