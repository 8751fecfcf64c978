/**
 * The scorekeeper's live sheet as writes (docs/data-contract.md#game-events): starting a game
 * (`Status: live`, the running score at 0–0), one event at a time under `Events/{eventId}` with
 * the running score it gives, taking an event back, and ending the game through the result
 * writer. Pure functions from the league tree to one multi-path update, like `recordResult`.
 *
 * Each event carries the id the sheet chose before sending it: sent again (a lost answer, a
 * double tap), it is found already there and nothing changes, so an event is never recorded twice.
 */
import { findTeam } from './check-context.ts'
import { gameStatusOf, isLiveStatus } from './game-status.ts'
import {
  type EventSide,
  type MatchEvent,
  type MatchEventType,
  type MatchPeriod,
  readMatchEvents,
  scoreFromEvents,
  shootoutFromEvents,
} from './match-events.ts'
import {
  type GameRef,
  type GameResultInput,
  type LocatedGame,
  type ResultLine,
  locateGame,
  recordResult,
} from './record-result.ts'
import { asRecord } from './text.ts'
import { leagueInstant, parseLocalDate, parseWallTime } from './time.ts'
import { type LeagueUpdate, type WriteOutcome, refused } from './write-outcome.ts'

/** The latest minute a sheet may write: a typo guard (indoor games last under an hour, overtime included). */
export const MAX_EVENT_MINUTE = 120

/** How long before kick-off a game can be started (warm-up, a late roster check). */
export const START_AHEAD_MINUTES = 30

/**
 * The first instant a game of `date` at `time` (as the schedule writes them) can be started:
 * 30 minutes before kick-off, or the start of its day when the time is to be confirmed;
 * undefined for a game without a readable date (it can be started any time).
 */
export function startableFrom(date: unknown, time: unknown): number | undefined {
  const day = parseLocalDate(date)
  if (!day) return undefined
  const minutes = parseWallTime(time)
  return minutes === undefined
    ? leagueInstant(day, 0)
    : leagueInstant(day, minutes) - START_AHEAD_MINUTES * 60_000
}

/** An event as the sheet sends it; `side` is the side of the player named (none for a period). */
export interface LiveEventInput {
  type: MatchEventType
  side?: EventSide
  playerId?: string
  assistId?: string
  minute?: number
  scored?: boolean
  period?: MatchPeriod
}

/** Who played, by side, as the scorekeeper leaves the sheet: field players and goalkeepers apart. */
export interface PlayedBySide {
  home: { players: string[]; keepers: string[] }
  away: { players: string[]; keepers: string[] }
}

const unchanged: WriteOutcome = { ok: true, update: {} }

/** Event ids are keys of the tree: push-id-like text without the characters Firebase forbids. */
const EVENT_ID = /^[A-Za-z0-9_-]{1,40}$/

const isLocated = (value: LocatedGame | WriteOutcome): value is LocatedGame => !('ok' in value)

function notLive(ref: GameRef): WriteOutcome {
  return refused('game-not-live', { game: ref.gameId })
}

/** The running score the events give, written where the schedule keeps a game's score. */
function scoreUpdate(path: string, events: readonly MatchEvent[]): LeagueUpdate {
  const score = scoreFromEvents(events)
  return { [`${path}/HomeTeamScore`]: score.home, [`${path}/AwayTeamScore`]: score.away }
}

/**
 * The update that starts a game at `now`: live, at 0–0 (or the score its events already give),
 * with the instant the sheet's clock counts from. Starting a live game again changes nothing.
 */
export function startGame(tree: unknown, ref: GameRef, now: Date): WriteOutcome {
  const located = locateGame(tree, ref)
  if (!isLocated(located)) return located
  const { context, game, record } = located
  if (isLiveStatus(record.Status) && !game.finished) return unchanged
  if (game.finished) return refused('game-finished-replay', { game: ref.gameId })
  if (gameStatusOf(record)) return refused('game-called-off', { game: ref.gameId })
  if (!findTeam(context, game.homeTeamId) || !findTeam(context, game.awayTeamId))
    return refused('game-without-teams', { game: ref.gameId })
  const from = startableFrom(
    record.Date ?? record.date ?? game.path.split('/')[4],
    record.Time ?? record.time,
  )
  if (from !== undefined && now.getTime() < from)
    return refused('game-not-startable-yet', { game: ref.gameId, minutes: START_AHEAD_MINUTES })
  const events = readMatchEvents(record.Events)
  return {
    ok: true,
    update: {
      [`${game.path}/Status`]: 'live',
      [`${game.path}/StartedAt`]: now.toISOString(),
      ...scoreUpdate(game.path, events),
    },
  }
}

/** Why an event cannot be written as sent, or undefined when it can. */
function eventProblem(located: LocatedGame, event: LiveEventInput): WriteOutcome | undefined {
  const { context, game } = located
  if (
    event.minute !== undefined &&
    (!Number.isInteger(event.minute) || event.minute < 0 || event.minute > MAX_EVENT_MINUTE)
  )
    return refused('event-minute', { max: MAX_EVENT_MINUTE })
  if (event.type === 'period') return event.period ? undefined : refused('event-period')
  if (!event.side) return refused('event-team')
  if (!event.playerId && event.type !== 'own-goal') return refused('event-player')
  const team = findTeam(context, event.side === 'home' ? game.homeTeamId : game.awayTeamId)
  for (const id of [event.playerId, event.assistId]) {
    if (id === undefined) continue
    const player = context.players?.get(id)
    // A league without rosters lets any id through; a rostered player must be of the side named.
    if (context.players && (!player || findTeam(context, player.teamId) !== team))
      return refused('player-not-on-team', { player: id })
  }
  return undefined
}

function eventRecord(event: LiveEventInput): Record<string, unknown> {
  const record: Record<string, unknown> = { Type: event.type }
  if (event.type === 'period') record.Period = event.period
  else record.Side = event.side
  if (event.playerId !== undefined && event.type !== 'period') record.PlayerID = event.playerId
  if (event.assistId !== undefined && event.type === 'goal') record.AssistID = event.assistId
  if (event.minute !== undefined && event.type !== 'shootout') record.Minute = event.minute
  if (event.type === 'shootout') record.Scored = event.scored === true
  return record
}

/**
 * The update that records one event of a live game under `eventId`, with the running score after
 * it. An id already recorded changes nothing (the same event sent again).
 */
export function recordEvent(
  tree: unknown,
  ref: GameRef,
  eventId: string,
  event: LiveEventInput,
): WriteOutcome {
  const located = locateGame(tree, ref)
  if (!isLocated(located)) return located
  const { game, record } = located
  if (!EVENT_ID.test(eventId)) return refused('event-id')
  if (asRecord(record.Events)?.[eventId] !== undefined) return unchanged
  if (game.finished || !isLiveStatus(record.Status)) return notLive(ref)
  const problem = eventProblem(located, event)
  if (problem) return problem
  const written = eventRecord(event)
  const events = readMatchEvents({ ...asRecord(record.Events), [eventId]: written })
  return {
    ok: true,
    update: { [`${game.path}/Events/${eventId}`]: written, ...scoreUpdate(game.path, events) },
  }
}

/** The update that names the assist of a goal of a live game (its teammate, not the scorer). */
export function assistGoal(
  tree: unknown,
  ref: GameRef,
  eventId: string,
  assistId: string,
): WriteOutcome {
  const located = locateGame(tree, ref)
  if (!isLocated(located)) return located
  const { game, record } = located
  if (game.finished || !isLiveStatus(record.Status)) return notLive(ref)
  const raw = asRecord(asRecord(record.Events)?.[eventId])
  const event = raw && readMatchEvents({ [eventId]: raw })[0]
  if (!event || event.type !== 'goal') return refused('no-such-goal')
  if (event.assistId === assistId) return unchanged
  if (assistId === event.playerId) return refused('own-assist')
  const problem = eventProblem(located, { ...event, assistId })
  if (problem) return problem
  return { ok: true, update: { [`${game.path}/Events/${eventId}/AssistID`]: assistId } }
}

/** The update that takes an event of a live game back, with the running score without it. */
export function removeEvent(tree: unknown, ref: GameRef, eventId: string): WriteOutcome {
  const located = locateGame(tree, ref)
  if (!isLocated(located)) return located
  const { game, record } = located
  const node = asRecord(record.Events)
  if (!EVENT_ID.test(eventId) || node?.[eventId] === undefined) return unchanged
  if (game.finished || !isLiveStatus(record.Status)) return notLive(ref)
  const rest = { ...node }
  delete rest[eventId]
  return {
    ok: true,
    update: {
      [`${game.path}/Events/${eventId}`]: null,
      ...scoreUpdate(game.path, readMatchEvents(rest)),
    },
  }
}

/**
 * The result a game's events tell: the score, overtime, the shootout, and a line for each player
 * who played (named by an event, or ticked by the scorekeeper) with their goals, assists and
 * cards. Own goals count for the other side and for no player.
 */
export function resultFromEvents(
  events: readonly MatchEvent[],
  played: PlayedBySide,
): GameResultInput {
  const score = scoreFromEvents(events)
  const lines = new Map<string, ResultLine & { side: EventSide }>()
  const line = (side: EventSide, playerId: string) => {
    const found = lines.get(playerId)
    if (found) return found
    const made: ResultLine & { side: EventSide } = { side, playerId }
    lines.set(playerId, made)
    return made
  }
  for (const side of ['home', 'away'] as const)
    for (const id of [...played[side].players, ...played[side].keepers]) line(side, id)
  for (const event of events) {
    if (!event.side || event.type === 'period') continue
    if (event.playerId) {
      const entry = line(event.side, event.playerId)
      if (event.type === 'goal') entry.goals = (entry.goals ?? 0) + 1
      if (event.type === 'yellow') entry.yellow = (entry.yellow ?? 0) + 1
      if (event.type === 'red') entry.red = (entry.red ?? 0) + 1
    }
    if (event.type === 'goal' && event.assistId) {
      const entry = line(event.side, event.assistId)
      entry.assists = (entry.assists ?? 0) + 1
    }
  }
  const keepers = new Set([...played.home.keepers, ...played.away.keepers])
  const sideResult = (side: EventSide) => {
    const mine = [...lines.values()].filter((entry) => entry.side === side)
    const strip = ({ side: _side, ...rest }: ResultLine & { side: EventSide }): ResultLine => rest
    return {
      players: mine.filter((entry) => !keepers.has(entry.playerId)).map(strip),
      keepers: mine.filter((entry) => keepers.has(entry.playerId)).map(strip),
    }
  }
  const input: GameResultInput = {
    homeScore: score.home,
    awayScore: score.away,
    home: sideResult('home'),
    away: sideResult('away'),
  }
  if (events.some((event) => event.type === 'period' && event.period === 'overtime'))
    input.overtime = true
  const shootout = shootoutFromEvents(events)
  if (shootout)
    input.shootout = {
      homeGoals: shootout.home.goals,
      awayGoals: shootout.away.goals,
      homeAttempts: shootout.home.attempts,
      awayAttempts: shootout.away.attempts,
    }
  return input
}

/**
 * The update that ends a live game: its result as the events tell it, written everywhere a result
 * belongs by `recordResult` (one update, all or nothing), the events kept and the status cleared.
 */
export function finishGame(tree: unknown, ref: GameRef, played: PlayedBySide): WriteOutcome {
  const located = locateGame(tree, ref)
  if (!isLocated(located)) return located
  const { game, record } = located
  if (game.finished || !isLiveStatus(record.Status)) return notLive(ref)
  const input = resultFromEvents(readMatchEvents(record.Events), played)
  const outcome = recordResult(tree, ref, input)
  if (!outcome.ok) return outcome
  return { ok: true, update: { ...outcome.update, [`${game.path}/Status`]: null } }
}
