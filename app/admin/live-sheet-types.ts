/** What the scorekeeper's live sheet shows (docs/product.md#console), as the page receives it. */
import type { MatchEventType, MatchPeriod } from '~/league/index.ts'

import type { GameSummary, RosterEntry } from './console-views.ts'

export type LiveSide = { name: string; players: Array<RosterEntry & { keeper: boolean }> }

export type LiveEventView = {
  id: string
  type: MatchEventType
  side?: 'home' | 'away'
  period?: MatchPeriod
  minute?: number
  scored?: boolean
  playerId?: string
  player?: string
  assist?: string
  /** A tap still on the phone, waiting to be sent (tap-queue.ts). */
  waiting?: true
}

export type LiveSheetView = {
  game: GameSummary & { dateLabel: string }
  state: 'upcoming' | 'live' | 'finished'
  /** Upcoming: whether it can be started now, else from when (« 18 h 30 »). */
  canStart: boolean
  startsFrom?: string
  score: { home: number; away: number }
  /** Live: when it was started (epoch ms), for the clock; and the server's now, to set the phone's. */
  startedAt?: number
  now: number
  minute: number
  /** The id the next event is sent under: sent again, it is recorded once. */
  nextEventId: string
  home: LiveSide
  away: LiveSide
  events: LiveEventView[]
  /** The latest event when it is a goal without an assist and the scorer has teammates to name. */
  assistFor?: { id: string; side: 'home' | 'away'; playerId?: string; player?: string }
  /** Players an event names: they played, whatever the boxes say. */
  named: string[]
}
