// The race for the playoffs while the regular season is on: docs/product.md#playoffs.
import { playoffBracket, playoffResult, type Bracket, type PlayoffResult } from './bracket.ts'
import type { League } from './league.ts'
import { matchesFor } from './match-lists.ts'
import type { Match } from './schedule.ts'
import { computeStandings, POINTS, type Standings } from './standings.ts'

export type RaceState = 'clinched' | 'contention' | 'eliminated'

export interface RaceRow {
  team: { id: string }
  points: number
}

/** A regular-season game still to be played: not finished and not cancelled (a postponed one is). */
function stillToPlay(match: Match): boolean {
  return (
    !match.isPlayoff &&
    !match.isPreseason &&
    match.status !== 'finished' &&
    match.calledOff?.status !== 'cancelled'
  )
}

/** Each team's regular-season games still to be played, by team id. */
export function gamesLeft(league: League, divisionId: string): Map<string, number> {
  const left = new Map<string, number>()
  for (const match of matchesFor(league, { divisionId }))
    if (stillToPlay(match))
      for (const side of [match.home, match.away])
        if (!side.tbd && side.teamId !== undefined)
          left.set(side.teamId, (left.get(side.teamId) ?? 0) + 1)
  return left
}

/**
 * Out when `spots` other teams already have more points than the team can reach; in when fewer
 * than `spots` others can still reach its points. Ties count for the others, so neither is said
 * before it is certain whatever the tie-breakers decide.
 */
export function playoffRace(
  rows: readonly RaceRow[],
  left: ReadonlyMap<string, number>,
  spots: number,
): Map<string, RaceState> {
  const states = new Map<string, RaceState>()
  const best = (row: RaceRow) => row.points + POINTS.win * (left.get(row.team.id) ?? 0)
  for (const row of rows) {
    const others = rows.filter((other) => other !== row)
    const ahead = others.filter((other) => other.points > best(row)).length
    const canReach = others.filter((other) => best(other) >= row.points).length
    if (spots <= 0 || ahead >= spots) states.set(row.team.id, 'eliminated')
    else if (canReach < spots) states.set(row.team.id, 'clinched')
    else states.set(row.team.id, 'contention')
  }
  return states
}

export function regularSeasonOver(league: League, divisionId: string): boolean {
  return gamesLeft(league, divisionId).size === 0
}

/**
 * Where a team stands in a season's playoffs: its bracket result once it plays in it, else the
 * race while regular-season games are left, else out (when the division has playoffs).
 */
export function teamPlayoffStatus(
  league: League,
  divisionId: string,
  teamId: string,
): PlayoffResult | undefined {
  const bracket = playoffBracket(league, divisionId)
  const result = playoffResult(bracket, teamId)
  if (result && result.kind !== 'missed') return result
  const standings = computeStandings(league, divisionId)
  const left = gamesLeft(league, divisionId)
  if (left.size === 0 || standings.playoffSpots <= 0 || standings.source === 'none') return result
  const state = playoffRace(standings.rows, left, standings.playoffSpots).get(teamId)
  if (state === undefined) return result
  return state === 'eliminated' ? { kind: 'missed' } : { kind: state }
}

/**
 * Seeds facing each other in a first round of `ties` games among `spots` qualifiers, in bracket
 * order. With a full power-of-two field the top two seeds can only meet in the final; with more
 * spots than players the best seeds skip the round and the others meet best against worst.
 */
export function projectedSeeds(spots: number, ties: number): Array<[number, number]> {
  if (!Number.isInteger(ties) || ties <= 0 || spots < ties * 2) return []
  const byes = spots - ties * 2
  const field = ties * 2
  if (byes > 0 || (field & (field - 1)) !== 0)
    return Array.from({ length: ties }, (_, i): [number, number] => [byes + i + 1, spots - i])
  let order = [1]
  while (order.length < field) {
    const size = order.length * 2
    order = order.flatMap((seed) => [seed, size + 1 - seed])
  }
  return Array.from({ length: ties }, (_, i): [number, number] => [order[2 * i], order[2 * i + 1]])
}

/**
 * The bracket with its first round filled from the current standings, each side marked
 * projected, while that round's games have no team yet; undefined when nothing can be projected.
 */
export function projectedBracket(bracket: Bracket, standings: Standings): Bracket | undefined {
  const first = bracket.rounds[0]
  if (bracket.status !== 'upcoming' || !first || first.ties.length === 0) return undefined
  if (first.ties.some((tie) => tie.home.team !== undefined || tie.away.team !== undefined))
    return undefined
  const pairs = projectedSeeds(standings.playoffSpots, first.ties.length)
  const bySeed = new Map(standings.rows.map((row) => [row.rank, row]))
  if (pairs.length === 0 || pairs.some(([a, b]) => !bySeed.has(a) || !bySeed.has(b)))
    return undefined
  const side = (seed: number) => {
    const row = bySeed.get(seed)
    return row && { team: { ...row.team }, seed, forfeit: false, winner: false, projected: true }
  }
  const ties = first.ties.map((tie, index) => ({
    ...tie,
    home: side(pairs[index][0]) ?? tie.home,
    away: side(pairs[index][1]) ?? tie.away,
  }))
  return { ...bracket, projected: true, rounds: [{ ...first, ties }, ...bracket.rounds.slice(1)] }
}
