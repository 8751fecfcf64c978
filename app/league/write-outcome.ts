/**
 * What a writer of the league answers: the paths to write, or why it refuses. A refusal is a code
 * with the values it names; the console words it in the operator's language
 * (app/i18n/write-refusal-text.ts), so the domain holds no sentences.
 */

/** Path under `leagues/{key}` → new value; null deletes. */
export type LeagueUpdate = Record<string, unknown>

type Refusals = {
  'no-league': object
  'no-season': { season: string }
  'game-not-scheduled': { game: string; season: string }
  'game-without-teams': { game: string }
  'game-finished-keeps-date': { game: string }
  'game-finished-replay': { game: string }
  'game-live': { game: string }
  'game-not-live': { game: string }
  'game-called-off': { game: string }
  'game-cancelled': { game: string }
  'game-already-scheduled': { game: string }
  'game-not-startable-yet': { game: string; minutes: number }
  'game-slot-taken': { key: string; date: string }
  'unreadable-date': { date: string }
  'unreadable-time': { time: string }
  'unknown-field': { field: string; fields: string }
  'no-fields-known': { field: string }
  'nothing-to-move': object
  'unknown-status': { status: string }
  'reason-too-long': { max: number }
  'status-unchanged': object
  'figures-not-counts': object
  'playoff-without-winner': object
  'player-figures-not-counts': { player: string }
  'player-listed-twice': { player: string }
  'player-not-on-season-roster': { player: string; season: string }
  'player-not-on-roster': { player: string }
  'player-not-on-team': { player: string }
  'home-goals-exceed-score': { goals: number; score: number }
  'away-goals-exceed-score': { goals: number; score: number }
  'event-minute': { max: number }
  'event-period': object
  'event-team': object
  'event-player': object
  'event-id': object
  'no-such-goal': object
  'own-assist': object
  'team-not-in-season': { team: string; season: string }
  'fine-exists': { fine: string }
  'no-such-fine': { fine: string }
  'no-such-news': { news: string }
  'news-in-several-dates': { news: string }
  'news-exists': { news: string }
  'sponsor-exists': { sponsor: string }
  'no-such-sponsor': { sponsor: string }
  'unusable-key': { key: string }
}

export type RefusalCode = keyof Refusals

export type WriteRefusal = {
  [Code in RefusalCode]: { code: Code; values: Refusals[Code] }
}[RefusalCode]

export type WriteOutcome = { ok: true; update: LeagueUpdate } | { ok: false; refusal: WriteRefusal }

export function refused<Code extends RefusalCode>(
  code: Code,
  ...values: keyof Refusals[Code] extends never ? [] : [Refusals[Code]]
): WriteOutcome {
  return { ok: false, refusal: { code, values: values[0] ?? {} } as WriteRefusal }
}
