// Division standings from `Stats_`: docs/product.md#standings-rules.
import { inDivision } from './by-division.ts'
import { findDivision, type Division } from './divisions.ts'
import type { Bilingual } from './labels.ts'
import type { League } from './league.ts'
import { createMemo } from './memo.ts'
import { keepLatest, type FormEntry, type FormResult } from './standings-form.ts'
import { matchesFor } from './match-lists.ts'
import type { Match } from './schedule.ts'
import type { GameSideRef, TeamGameRecord } from './stats.ts'
import { unlistedTeam, type Team } from './teams.ts'
import { compareText, matchKey } from './text.ts'

export { type FormResult } from './standings-form.ts'

export const POINTS = { win: 3, draw: 1, loss: 0 } as const

export interface StandingsTeam {
  id: string
  key: string
  name: Bilingual
}

export interface StandingsRow {
  rank: number
  team: StandingsTeam
  gp: number
  w: number
  d: number
  l: number
  gf: number
  ga: number
  diff: number
  points: number
  /** Oldest first: the newest is at the right of the strip. */
  form: FormResult[]
  inPlayoffSpot: boolean
}

export interface Standings {
  divisionId: string
  division?: Division
  playoffSpots: number
  source: 'stats' | 'schedule' | 'none'
  rows: StandingsRow[]
}

interface Tally {
  team: Team
  gp: number
  w: number
  d: number
  l: number
  gf: number
  ga: number
  form: FormEntry[]
  games: Set<string> | undefined
}

function newTally(team: Team): Tally {
  return { team, gp: 0, w: 0, d: 0, l: 0, gf: 0, ga: 0, form: [], games: undefined }
}

function toRow({ team, gp, w, d, l, gf, ga, form }: Tally): StandingsRow {
  return {
    rank: 0,
    team: { id: team.id, key: team.key, name: team.name },
    gp,
    w,
    d,
    l,
    gf,
    ga,
    diff: gf - ga,
    points: w * POINTS.win + d * POINTS.draw + l * POINTS.loss,
    form: form.map((kept) => kept.result),
    inPlayoffSpot: false,
  }
}

function addResult(
  tally: Tally,
  goalsFor: number,
  goalsAgainst: number,
  forfeit: boolean,
  day: number,
  minutes: number,
  gameId: string,
): void {
  const result: FormResult = forfeit
    ? 'L'
    : goalsFor > goalsAgainst
      ? 'W'
      : goalsFor === goalsAgainst
        ? 'D'
        : 'L'
  tally.gp += 1
  tally.gf += goalsFor
  tally.ga += goalsAgainst
  if (result === 'W') tally.w += 1
  else if (result === 'D') tally.d += 1
  else tally.l += 1
  keepLatest(tally.form, result, day, minutes, gameId)
}

function refersTo(ref: GameSideRef, team: Team, league: League, divisionId: string): boolean {
  if (ref.teamId !== undefined) {
    if (ref.teamId === team.id) return true
    const byId = league.directory.byTeamId(ref.teamId)
    if (byId) return false
  }
  if (ref.name === undefined) return false
  const resolved = league.directory.resolve({ name: ref.name }, divisionId)
  if (resolved) return resolved.id === team.id
  const key = matchKey(ref.name)
  return key !== '' && (key === matchKey(team.name.en) || key === matchKey(team.key))
}

function tallyFromStats(
  records: readonly TeamGameRecord[],
  schedule: Map<string, Match>,
  tallies: Map<string, Tally>,
  tally: (team: Team) => Tally,
  league: League,
  divisionId: string,
): void {
  for (const record of records) {
    const homeGoals = record.homeGoals
    const awayGoals = record.awayGoals
    if (homeGoals === undefined || awayGoals === undefined) continue
    const scheduled = schedule.get(record.gameId)
    if (scheduled?.isPlayoff || scheduled?.isPreseason) continue
    if (tallies.get(record.team.id)?.games?.has(record.gameId)) continue
    const isHome = refersTo(record.home, record.team, league, divisionId)
    if (!isHome && !refersTo(record.away, record.team, league, divisionId)) continue
    const counted = tally(record.team)
    ;(counted.games ??= new Set()).add(record.gameId)
    addResult(
      counted,
      isHome ? homeGoals : awayGoals,
      isHome ? awayGoals : homeGoals,
      record.forfeit,
      scheduled?.sortDay ?? Infinity,
      scheduled?.sortMinutes ?? Infinity,
      record.gameId,
    )
  }
}

function tallyFromSchedule(
  matches: readonly Match[],
  tally: (team: Team) => Tally,
  league: League,
  divisionId: string,
): boolean {
  let any = false
  for (const match of matches) {
    if (
      match.status !== 'finished' ||
      match.isPlayoff ||
      match.isPreseason ||
      match.home.score === undefined ||
      match.away.score === undefined
    )
      continue
    const home = sideTeam(match.home, league, divisionId)
    const away = sideTeam(match.away, league, divisionId)
    if (!home || !away || home.id === away.id) continue
    any = true
    const { sortDay: day, sortMinutes: minutes, id } = match
    addResult(tally(home), match.home.score, match.away.score, match.homeForfeit, day, minutes, id)
    addResult(tally(away), match.away.score, match.home.score, match.awayForfeit, day, minutes, id)
  }
  return any
}

function sideTeam(side: Match['home'], league: League, divisionId: string): Team | undefined {
  if (side.tbd) return undefined
  return (
    league.directory.byTeamId(side.teamId) ??
    unlistedTeam({ id: side.teamId, name: side.name.en }, divisionId)
  )
}

export function compareStandingsRows(
  a: Omit<StandingsRow, 'rank' | 'inPlayoffSpot'>,
  b: Omit<StandingsRow, 'rank' | 'inPlayoffSpot'>,
): number {
  return (
    b.points - a.points ||
    b.diff - a.diff ||
    b.gf - a.gf ||
    compareText(a.team.name.en, b.team.name.en) ||
    compareText(a.team.id, b.team.id)
  )
}

export function computeStandings(league: League, divisionId: unknown): Standings {
  const division = findDivision(league.divisions, divisionId)
  const id = division?.id ?? (typeof divisionId === 'string' ? divisionId.trim() : '')
  if (id === '')
    return { divisionId: id, playoffSpots: division?.playoffSpots ?? 0, source: 'none', rows: [] }
  const teams = inDivision(league.teams, id)
  const matches = matchesFor(league, { divisionId: id })
  const records = inDivision(league.teamGames, id)
  return standingsMemo(
    records.length > 0 ? records : matches,
    [id, division, teams, matches, records, league.directory],
    () => buildStandings(league, division, id, teams, matches, records),
  )
}

// Reused while the division's teams, schedule and results keep their identity.
const standingsMemo = /* @__PURE__ */ createMemo<Standings>()

function buildStandings(
  league: League,
  division: Division | undefined,
  id: string,
  teams: readonly Team[],
  matches: readonly Match[],
  records: readonly TeamGameRecord[],
): Standings {
  const playoffSpots = division?.playoffSpots ?? 0
  const tallies = new Map<string, Tally>()
  const tally = (team: Team) => {
    let entry = tallies.get(team.id)
    if (!entry) tallies.set(team.id, (entry = newTally(team)))
    return entry
  }
  for (const team of teams) tally(team)

  let source: Standings['source'] = 'none'
  if (records.length > 0) {
    tallyFromStats(records, firstOfEachId(matches), tallies, tally, league, id)
    source = 'stats'
  } else if (tallyFromSchedule(matches, tally, league, id)) {
    source = 'schedule'
  }

  const rows: StandingsRow[] = [...tallies.values()].map(toRow).sort(compareStandingsRows)
  rows.forEach((row, index) => {
    row.rank = index + 1
    row.inPlayoffSpot = index < playoffSpots
  })
  const standings: Standings = { divisionId: id, playoffSpots, source, rows }
  if (division) standings.division = division
  return standings
}

function firstOfEachId(matches: readonly Match[]): Map<string, Match> {
  const byId = new Map<string, Match>()
  for (const match of matches) if (!byId.has(match.id)) byId.set(match.id, match)
  return byId
}

export function teamStanding(
  league: League,
  teamId: string,
  divisionId: unknown,
): StandingsRow | undefined {
  const team = league.directory.resolve({ id: teamId, name: teamId })
  const id = team?.id ?? teamId
  return computeStandings(league, divisionId).rows.find((row) => row.team.id === id)
}

export interface ProvisionalRow extends StandingsRow {
  officialRank: number
  playing?: true
}

export interface ProvisionalStandings extends Omit<Standings, 'rows'> {
  rows: ProvisionalRow[]
  liveGames: Match[]
}

/** The official table never counts a live game: this one adds each at its running score. */
export function provisionalStandings(
  league: League,
  divisionId: unknown,
): ProvisionalStandings | undefined {
  const official = computeStandings(league, divisionId)
  if (official.divisionId === '') return undefined
  const matches = matchesFor(league, { divisionId: official.divisionId })
  const records = inDivision(league.teamGames, official.divisionId)
  const counted = new Set(records.map((record) => record.gameId))
  const liveGames = matches.filter(
    (match) =>
      match.status === 'live' &&
      !match.isPlayoff &&
      !match.isPreseason &&
      !counted.has(match.id) &&
      match.home.score !== undefined &&
      match.away.score !== undefined,
  )
  if (liveGames.length === 0) return undefined
  const rows = new Map<string, ProvisionalRow>(
    official.rows.map((row) => [row.team.id, { ...row, officialRank: row.rank }]),
  )
  const rowOf = (team: Team): ProvisionalRow => {
    let row = rows.get(team.id)
    if (!row) {
      row = { ...toRow(newTally(team)), officialRank: official.rows.length + 1 }
      rows.set(team.id, row)
    }
    return row
  }
  const add = (row: ProvisionalRow, goalsFor: number, goalsAgainst: number) => {
    row.gp += 1
    row.gf += goalsFor
    row.ga += goalsAgainst
    row.diff = row.gf - row.ga
    if (goalsFor > goalsAgainst) row.w += 1
    else if (goalsFor === goalsAgainst) row.d += 1
    else row.l += 1
    row.points = row.w * POINTS.win + row.d * POINTS.draw + row.l * POINTS.loss
    row.playing = true
  }
  const used: Match[] = []
  for (const match of liveGames) {
    const home = sideTeam(match.home, league, official.divisionId)
    const away = sideTeam(match.away, league, official.divisionId)
    if (!home || !away || home.id === away.id) continue
    const homeGoals = match.home.score as number
    const awayGoals = match.away.score as number
    add(rowOf(home), homeGoals, awayGoals)
    add(rowOf(away), awayGoals, homeGoals)
    used.push(match)
  }
  if (used.length === 0) return undefined
  const sorted = [...rows.values()].sort(compareStandingsRows)
  sorted.forEach((row, index) => {
    row.rank = index + 1
    row.inPlayoffSpot = index < official.playoffSpots
  })
  const provisional: ProvisionalStandings = {
    divisionId: official.divisionId,
    playoffSpots: official.playoffSpots,
    source: official.source,
    rows: sorted,
    liveGames: used,
  }
  if (official.division) provisional.division = official.division
  return provisional
}
