// A division's playoff bracket: docs/product.md#playoffs.
import type { Bilingual, PlayoffStage } from './labels.ts'
import { PLAYOFF_STAGES } from './labels.ts'
import type { League } from './league.ts'
import { matchesFor } from './match-lists.ts'
import { matchWinner } from './match-result.ts'
import { createMemo } from './memo.ts'
import type { Match, MatchSide, MatchStatus } from './schedule.ts'
import { computeStandings } from './standings.ts'
import { compareText } from './text.ts'

export type BracketRoundKey = PlayoffStage | 'playoffs'

export interface BracketTeam {
  id?: string
  key?: string
  name: Bilingual
}

export interface BracketSide {
  team?: BracketTeam
  /** Rank in the final regular-season standings. */
  seed?: number
  score?: number
  shootoutGoals?: number
  forfeit: boolean
  winner: boolean
  /** Placed from the current standings, not by the league. */
  projected?: boolean
}

export interface BracketTie {
  matchId?: string
  date?: string
  time?: string
  /** Epoch ms, when both date and time are known. */
  start?: number
  field?: string
  status: MatchStatus
  home: BracketSide
  away: BracketSide
  overtime: boolean
  shootout: boolean
  /** Undefined while unplayed or a bare draw. */
  winner?: 'home' | 'away'
  live?: Match['live']
}

export interface BracketRound {
  key: BracketRoundKey
  ties: BracketTie[]
  byes: Array<{ team: BracketTeam; seed?: number }>
}

export type BracketStatus = 'none' | 'upcoming' | 'inProgress' | 'complete'

export interface Bracket {
  divisionId: string
  seasonId?: string
  status: BracketStatus
  rounds: BracketRound[]
  /** The first round with an unplayed tie (the last once all are played). */
  currentRound?: number
  champion?: BracketTeam & { seed?: number }
  /** Its first round is projected from the current standings (`projectedBracket`). */
  projected?: boolean
}

const EMPTY_SIDE = (): BracketSide => ({ forfeit: false, winner: false })

function teamOf(side: MatchSide): BracketTeam | undefined {
  if (side.tbd) return undefined
  const team: BracketTeam = { name: side.name }
  if (side.teamId !== undefined) team.id = side.teamId
  if (side.teamKey !== undefined) team.key = side.teamKey
  return team
}

function teamIdentity(team: BracketTeam | undefined): string | undefined {
  return team === undefined ? undefined : (team.id ?? `name:${team.name.en}`)
}

function toTie(match: Match, seeds: ReadonlyMap<string, number>): BracketTie {
  const winner = matchWinner(match)
  const side = (which: 'home' | 'away'): BracketSide => {
    const raw = match[which]
    const out = EMPTY_SIDE()
    const team = teamOf(raw)
    if (team) {
      out.team = team
      const seed = team.id === undefined ? undefined : seeds.get(team.id)
      if (seed !== undefined) out.seed = seed
    }
    if (match.status !== 'upcoming' && raw.score !== undefined) out.score = raw.score
    if (match.shootout) out.shootoutGoals = match.shootout[which].goals
    out.forfeit = which === 'home' ? match.homeForfeit : match.awayForfeit
    out.winner = winner === which
    return out
  }
  const tie: BracketTie = {
    matchId: match.id,
    status: match.status,
    home: side('home'),
    away: side('away'),
    overtime: match.wentOvertime,
    shootout: match.shootout !== undefined,
  }
  if (match.date !== undefined) tie.date = match.date
  if (match.time !== undefined) tie.time = match.time
  if (match.start !== undefined) tie.start = match.start
  if (match.field !== undefined) tie.field = match.field
  if (winner) tie.winner = winner
  if (match.live) tie.live = { ...match.live }
  return tie
}

interface RawRound {
  key: BracketRoundKey
  matches: Match[]
  firstDay: number
}

/**
 * Unknown stages are grouped into runs by date, each before the first known round that starts
 * later.
 */
function groupRounds(games: readonly Match[]): RawRound[] {
  const known = new Map<PlayoffStage, Match[]>()
  const unknown: Match[] = []
  for (const game of games) {
    if (game.playoffStageKey === undefined) unknown.push(game)
    else {
      const list = known.get(game.playoffStageKey)
      if (list) list.push(game)
      else known.set(game.playoffStageKey, [game])
    }
  }
  const firstDay = (matches: readonly Match[]) => Math.min(...matches.map((m) => m.sortDay))
  const rounds: RawRound[] = PLAYOFF_STAGES.filter((stage) => known.has(stage)).map((stage) => {
    const matches = known.get(stage) as Match[]
    return { key: stage, matches, firstDay: firstDay(matches) }
  })
  const runs: Match[][] = []
  for (const game of unknown) {
    const run = runs.at(-1)
    const splits =
      run !== undefined &&
      rounds.some((round) => round.firstDay > run[0].sortDay && round.firstDay <= game.sortDay)
    if (run === undefined || splits) runs.push([game])
    else run.push(game)
  }
  for (const run of runs) {
    const start = firstDay(run)
    const at = rounds.findIndex((round) => round.key !== 'playoffs' && round.firstDay > start)
    const round: RawRound = { key: 'playoffs', matches: run, firstDay: start }
    if (at === -1) rounds.push(round)
    else rounds.splice(at, 0, round)
  }
  return rounds
}

/** The two ties feeding a tie of the next round sit next to each other. */
function orderTies(rounds: BracketRound[]): void {
  for (let r = rounds.length - 2; r >= 0; r -= 1) {
    const next = rounds[r + 1].ties
    const position = new Map<string, number>()
    next.forEach((tie, index) => {
      for (const side of [tie.home, tie.away]) {
        const id = teamIdentity(side.team)
        if (id !== undefined && !position.has(id)) position.set(id, index)
      }
    })
    const place = (tie: BracketTie) =>
      Math.min(
        position.get(teamIdentity(tie.home.team) ?? '') ?? Infinity,
        position.get(teamIdentity(tie.away.team) ?? '') ?? Infinity,
      )
    const order = rounds[r].ties.map((tie, index) => ({ tie, index, place: place(tie) }))
    order.sort((a, b) => a.place - b.place || a.index - b.index)
    rounds[r].ties = order.map((entry) => entry.tie)
  }
}

function findByes(rounds: BracketRound[], seeds: ReadonlyMap<string, number>): void {
  for (let r = 0; r + 1 < rounds.length; r += 1) {
    const played = new Set<string>()
    for (const tie of rounds[r].ties)
      for (const side of [tie.home, tie.away]) {
        const id = teamIdentity(side.team)
        if (id !== undefined) played.add(id)
      }
    const earlier = new Set<string>()
    for (const round of rounds.slice(0, r))
      for (const tie of round.ties)
        for (const side of [tie.home, tie.away]) {
          const id = teamIdentity(side.team)
          if (id !== undefined) earlier.add(id)
        }
    for (const tie of rounds[r + 1].ties)
      for (const side of [tie.home, tie.away]) {
        const id = teamIdentity(side.team)
        if (side.team === undefined || id === undefined || played.has(id) || earlier.has(id))
          continue
        const seed = side.team.id === undefined ? undefined : seeds.get(side.team.id)
        rounds[r].byes.push(seed === undefined ? { team: side.team } : { team: side.team, seed })
      }
    rounds[r].byes.sort((a, b) => (a.seed ?? Infinity) - (b.seed ?? Infinity))
  }
}

function pendingRounds(rounds: readonly BracketRound[]): BracketRound[] {
  const last = rounds.at(-1)
  if (!last || last.key === 'playoffs' || last.key === 'finals') return []
  const out: BracketRound[] = []
  let ties = last.ties.length
  for (const stage of PLAYOFF_STAGES.slice(PLAYOFF_STAGES.indexOf(last.key) + 1)) {
    ties = stage === 'finals' ? 1 : Math.max(1, Math.ceil(ties / 2))
    out.push({
      key: stage,
      ties: Array.from({ length: ties }, () => ({
        status: 'upcoming' as const,
        home: EMPTY_SIDE(),
        away: EMPTY_SIDE(),
        overtime: false,
        shootout: false,
      })),
      byes: [],
    })
  }
  return out
}

const bracketMemo = /* @__PURE__ */ createMemo<Bracket>()

export function playoffBracket(league: League, divisionId: unknown): Bracket {
  const id = typeof divisionId === 'string' ? divisionId.trim() : ''
  const matches = id === '' ? [] : matchesFor(league, { divisionId: id })
  const games = matches.filter((match) => match.isPlayoff)
  const bracket: Bracket = { divisionId: id, status: 'none', rounds: [] }
  if (league.seasonId !== undefined) bracket.seasonId = league.seasonId
  if (games.length === 0) return bracket
  const standings = computeStandings(league, id)
  return bracketMemo(matches, [standings, league.seasonId], () => {
    const seeds = new Map<string, number>()
    for (const row of standings.rows) if (!seeds.has(row.team.id)) seeds.set(row.team.id, row.rank)
    const rounds: BracketRound[] = groupRounds(games).map((round) => ({
      key: round.key,
      ties: [...round.matches]
        .sort(
          (a, b) =>
            a.sortDay - b.sortDay || a.sortMinutes - b.sortMinutes || compareText(a.id, b.id),
        )
        .map((match) => toTie(match, seeds)),
      byes: [],
    }))
    rounds.push(...pendingRounds(rounds))
    orderTies(rounds)
    findByes(rounds, seeds)
    return finish({ ...bracket, divisionId: standings.divisionId || id }, rounds)
  })
}

function finish(bracket: Bracket, rounds: BracketRound[]): Bracket {
  const ties = rounds.flatMap((round) => round.ties)
  const current = rounds.findIndex((round) => round.ties.some((tie) => tie.status !== 'finished'))
  const out: Bracket = {
    ...bracket,
    rounds,
    currentRound: current === -1 ? rounds.length - 1 : current,
    status: ties.some((tie) => tie.status === 'finished') ? 'inProgress' : 'upcoming',
  }
  // A third-place game after the final does not hide the champion.
  const final = rounds.find((round) => round.key === 'finals')
  if (final?.ties.length === 1) {
    const tie = final.ties[0]
    const side = tie.winner === undefined ? undefined : tie[tie.winner]
    if (side?.team) {
      out.champion = side.seed === undefined ? { ...side.team } : { ...side.team, seed: side.seed }
      out.status = 'complete'
    }
  }
  return out
}

export type PlayoffResult =
  | { kind: 'champion' }
  | { kind: 'eliminated'; round: BracketRoundKey }
  | { kind: 'alive'; round: BracketRoundKey }
  | { kind: 'missed' }
  /** Not in the bracket yet, regular-season games left: still able to qualify, or sure to. */
  | { kind: 'contention' }
  | { kind: 'clinched' }

export function playoffResult(bracket: Bracket, teamId: string): PlayoffResult | undefined {
  if (bracket.status === 'none') return undefined
  if (bracket.champion?.id === teamId) return { kind: 'champion' }
  let last: { round: BracketRoundKey; tie: BracketTie; side: 'home' | 'away' } | undefined
  for (const round of bracket.rounds)
    for (const tie of round.ties)
      for (const side of ['home', 'away'] as const)
        if (tie[side].team?.id === teamId) last = { round: round.key, tie, side }
  if (!last) return { kind: 'missed' }
  const lost = last.tie.winner !== undefined && last.tie.winner !== last.side
  return lost ? { kind: 'eliminated', round: last.round } : { kind: 'alive', round: last.round }
}
