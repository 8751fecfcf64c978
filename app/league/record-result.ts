// One result written to every branch that holds it, as one multi-path update, so the branches move
// together.
import { nextSequence, SEQUENCE_FIELD } from './game-sequence.ts'
import {
  entriesOf,
  findTeam,
  firstValue,
  seasonContext,
  type GameInfo,
  type SeasonContext,
  type TeamInfo,
} from './check-context.ts'
import { gameStatusOf } from './game-status.ts'
import { ownChild } from './record-keys.ts'
import { asRecord, firstText, matchKey, toNumber, type RawRecord } from './text.ts'
import { type LeagueUpdate, type WriteOutcome, refused } from './write-outcome.ts'

export interface ResultLine {
  playerId: string
  goals?: number
  assists?: number
  yellow?: number
  red?: number
}

export interface SideResult {
  players?: ResultLine[]
  keepers?: ResultLine[]
}

export interface GameResultInput {
  homeScore: number
  awayScore: number
  overtime?: boolean
  shootout?: { homeGoals: number; awayGoals: number; homeAttempts: number; awayAttempts: number }
  forfeit?: 'home' | 'away'
  home?: SideResult
  away?: SideResult
}

export interface GameRef {
  seasonId: string
  gameId: string
}

/** A scheduled game, its record and the season around it, as every writer of a game finds it. */
export interface LocatedGame {
  context: SeasonContext
  game: GameInfo
  record: RawRecord
}

interface Located extends LocatedGame {
  home: TeamInfo
  away: TeamInfo
}

export function locateGame(tree: unknown, ref: GameRef): LocatedGame | WriteOutcome {
  const league = asRecord(tree)
  if (!league) return refused('no-league')
  let found: { game: GameInfo; record: RawRecord } | undefined
  const context = seasonContext(league, ref.seasonId, (game, record) => {
    if (game.id === ref.gameId && !found) found = { game, record }
  })
  if (!found) return refused('game-not-scheduled', { game: ref.gameId, season: ref.seasonId })
  return { context, ...found }
}

function locate(tree: unknown, ref: GameRef): Located | WriteOutcome {
  const found = locateGame(tree, ref)
  if ('ok' in found) return found
  const home = findTeam(found.context, found.game.homeTeamId)
  const away = findTeam(found.context, found.game.awayTeamId)
  if (!home || !away) return refused('game-without-teams', { game: ref.gameId })
  return { ...found, home, away }
}

type Sums = { gp: number; goals: number; assists: number; yellow: number; red: number }
type LineEntry = Sums & { playerId: string }

function recordLines(record: RawRecord | undefined): LineEntry[] {
  if (!record) return []
  const count = (line: RawRecord, keys: string[]) => {
    const n = toNumber(firstValue(line, keys))
    return n !== undefined && n > 0 ? Math.trunc(n) : 0
  }
  return ['PLAYERS', 'KEEPERS'].flatMap((group) =>
    entriesOf(record[group]).map(([key, line]) => ({
      playerId: firstText(line, ['playerId', 'PlayerID', 'player_id']) ?? key,
      gp: count(line, ['GP', 'gp']),
      goals: count(line, ['GOALS', 'Goals', 'goals']),
      assists: count(line, ['assists', 'Assists', 'ASSISTS']),
      yellow: count(line, ['Yellow', 'yellow', 'YELLOW']),
      red: count(line, ['Red', 'red', 'RED']),
    })),
  )
}

function branchTeamKey(teamsNode: unknown, team: TeamInfo): string | undefined {
  const wanted = new Set([team.key, team.id, ...team.names].map(matchKey))
  return entriesOf(teamsNode).find(([key]) => wanted.has(matchKey(key)))?.[0]
}

function divisionKeyIn(divisionsNode: unknown, divisionKey: string): string {
  const wanted = matchKey(divisionKey)
  const found = Object.keys(asRecord(divisionsNode) ?? {}).find((key) => matchKey(key) === wanted)
  return found ?? divisionKey
}

function displayName(player: RawRecord | undefined, fallback: string): string {
  if (!player) return fallback
  const full = [firstText(player, ['player_fname']), firstText(player, ['player_lname'])]
    .filter(Boolean)
    .join(' ')
  return full || firstText(player, ['player_name', 'name', 'DisplayName']) || fallback
}

interface Writer {
  league: RawRecord
  located: Located
  update: LeagueUpdate
}

function teamName(league: RawRecord, located: Located, team: TeamInfo): string {
  const record = asRecord(ownChild(league[`${located.context.seasonId}_Teams`], team.key))
  return (record && firstText(record, ['team_name', 'name', 'team_name_en'])) ?? team.key
}

function statsRecord(
  writer: Writer,
  input: GameResultInput | undefined,
  side: 'home' | 'away',
): Record<string, unknown> | null {
  if (!input) return null
  const { league, located } = writer
  const players = (list: ResultLine[] | undefined) => {
    if (!list || list.length === 0) return undefined
    const out: Record<string, unknown> = {}
    for (const line of list) {
      const player = asRecord(
        ownChild(
          league[`${located.context.seasonId}_Players`],
          located.context.players?.get(line.playerId)?.key ?? line.playerId,
        ),
      )
      const number = player && toNumber(firstValue(player, ['jersey_number', 'jersey', 'number']))
      out[line.playerId] = {
        DisplayName: displayName(player, line.playerId),
        ...(number !== undefined ? { Player_number: number } : {}),
        GP: 1,
        GOALS: line.goals ?? 0,
        assists: line.assists ?? 0,
        Yellow: line.yellow ?? 0,
        Red: line.red ?? 0,
        playerId: line.playerId,
      }
    }
    return out
  }
  const sideResult = side === 'home' ? input.home : input.away
  const record: Record<string, unknown> = {
    Home_goals: input.homeScore,
    Away_goals: input.awayScore,
    FFT: input.forfeit === side,
    HOMETEAM: { TeamID: located.home.id, Name: teamName(league, located, located.home) },
    AWAYTEAM: { TeamID: located.away.id, Name: teamName(league, located, located.away) },
  }
  if (!located.game.counted) record.GameType = 'playoffs'
  const playersNode = players(sideResult?.players)
  const keepersNode = players(sideResult?.keepers)
  if (playersNode) record.PLAYERS = playersNode
  if (keepersNode) record.KEEPERS = keepersNode
  return record
}

const SCHEDULE_ALIASES = {
  complete: ['gameComplete'],
  home: ['HomeScore', 'homeScore'],
  away: ['AwayScore', 'awayScore'],
  overtime: ['overtime', 'OT'],
  homeForfeit: ['HomeFFT'],
  awayForfeit: ['AwayFFT'],
}

function scheduleUpdate(writer: Writer, input: GameResultInput | undefined): void {
  const { located, update } = writer
  const at = located.game.path
  const record = located.record
  const set = (field: string, value: unknown, aliases: string[] = []) => {
    update[`${at}/${field}`] = value
    for (const alias of aliases) if (record[alias] !== undefined) update[`${at}/${alias}`] = null
  }
  set('GameComplete', input !== undefined, SCHEDULE_ALIASES.complete)
  set('HomeTeamScore', input?.homeScore ?? null, SCHEDULE_ALIASES.home)
  set('AwayTeamScore', input?.awayScore ?? null, SCHEDULE_ALIASES.away)
  set('Overtime', input?.overtime ? true : null, SCHEDULE_ALIASES.overtime)
  const shootout = input?.shootout
  set('HomeShootoutGoals', shootout?.homeGoals ?? null)
  set('AwayShootoutGoals', shootout?.awayGoals ?? null)
  set('HomeShootoutAttempts', shootout?.homeAttempts ?? null)
  set('AwayShootoutAttempts', shootout?.awayAttempts ?? null)
  const forfeit = input?.forfeit
  set('HomeTeamFFT', forfeit ? forfeit === 'home' : null, SCHEDULE_ALIASES.homeForfeit)
  set('AwayTeamFFT', forfeit ? forfeit === 'away' : null, SCHEDULE_ALIASES.awayForfeit)
  set(SEQUENCE_FIELD, nextSequence(record))
}

function cards(lines: readonly LineEntry[]): { yellow: number; red: number } {
  let yellow = 0
  let red = 0
  for (const line of lines) {
    yellow += line.yellow
    red += line.red
  }
  return { yellow, red }
}

function teamStatsUpdate(
  writer: Writer,
  team: TeamInfo,
  input: GameResultInput | undefined,
  newLines: readonly LineEntry[],
): void {
  const { league, located, update } = writer
  const seasonId = located.context.seasonId
  const statsTeams = asRecord(
    ownChild(asRecord(league[`Stats_${seasonId}`])?.Divisions, located.game.divisionKey),
  )?.Teams
  const statsKey = branchTeamKey(statsTeams, team)
  const games = asRecord(asRecord(ownChild(statsTeams, statsKey ?? ''))?.GAMES)
  const entries: Record<string, unknown> = {}
  for (const game of located.context.games.values()) {
    if (!game.counted) continue
    const isThis = game.id === located.game.id
    const finished = isThis ? input !== undefined : game.finished
    if (!finished) continue
    const isHome = findTeam(located.context, game.homeTeamId) === team
    if (!isHome && findTeam(located.context, game.awayTeamId) !== team) continue
    const home = isThis ? input?.homeScore : game.homeScore
    const away = isThis ? input?.awayScore : game.awayScore
    if (home === undefined || away === undefined) continue
    const lines = isThis ? newLines : recordLines(asRecord(ownChild(games, game.id)))
    const { yellow, red } = cards(lines)
    entries[`game_${Object.keys(entries).length + 1}`] = {
      GF: isHome ? home : away,
      GA: isHome ? away : home,
      Yellow: yellow,
      Red: red,
    }
  }
  const divisions = asRecord(asRecord(league[`TeamStats_${seasonId}`])?.Divisions)
  const division = divisionKeyIn(divisions, located.game.divisionKey)
  const key =
    branchTeamKey(asRecord(ownChild(divisions, division))?.Teams, team) ?? statsKey ?? team.key
  update[`TeamStats_${seasonId}/Divisions/${division}/Teams/${key}`] =
    Object.keys(entries).length > 0 ? entries : null
}

function sumsOf(lines: readonly LineEntry[]): Map<string, Sums> {
  const out = new Map<string, Sums>()
  for (const line of lines) {
    const sums = out.get(line.playerId) ?? { gp: 0, goals: 0, assists: 0, yellow: 0, red: 0 }
    sums.gp += line.gp
    sums.goals += line.goals
    sums.assists += line.assists
    sums.yellow += line.yellow
    sums.red += line.red
    out.set(line.playerId, sums)
  }
  return out
}

const TOTAL_FIELDS: Array<[keyof Sums, string[]]> = [
  ['gp', ['GP', 'gp', 'games_played']],
  ['goals', ['Goals', 'goals', 'GOALS']],
  ['assists', ['Assists', 'assists', 'ASSISTS']],
  ['yellow', ['Yellow', 'yellow', 'YellowCards', 'yellow_cards']],
  ['red', ['Red', 'red', 'RedCards', 'red_cards']],
]

function pathKey(name: string): string {
  return name.replace(/[.#$/[\]\s]+/g, '_').replace(/^_+|_+$/g, '') || 'player'
}

function playerUpdates(
  writer: Writer,
  team: TeamInfo,
  before: readonly LineEntry[],
  after: readonly LineEntry[],
): void {
  const { league, located, update } = writer
  const seasonId = located.context.seasonId
  const old = sumsOf(before)
  const next = sumsOf(after)
  const ids = new Set([...old.keys(), ...next.keys()])
  const zero = { gp: 0, goals: 0, assists: 0, yellow: 0, red: 0 }
  const statsDivisions = asRecord(league[`PlayerStats_${seasonId}`])
  const division = divisionKeyIn(statsDivisions, located.game.divisionKey)
  const teamsNode = asRecord(asRecord(ownChild(statsDivisions, division))?.Teams)
  const teamKey = branchTeamKey(teamsNode, team) ?? team.key
  const teamNode = asRecord(ownChild(teamsNode, teamKey))
  const usedKeys = new Set(Object.keys(teamNode ?? {}))
  for (const id of ids) {
    const a = old.get(id) ?? zero
    const b = next.get(id) ?? zero
    const player = located.context.players?.get(id)
    const playerRecord = player && asRecord(ownChild(league[`${seasonId}_Players`], player.key))
    if (player && playerRecord) {
      for (const [field, keys] of TOTAL_FIELDS) {
        const delta = b[field] - a[field]
        if (delta === 0) continue
        const key = keys.find((k) => playerRecord[k] !== undefined) ?? keys[0]
        const have = toNumber(playerRecord[key]) ?? 0
        update[`${seasonId}_Players/${player.key}/${key}`] = Math.max(0, have + delta)
      }
    }
    const goalsDelta = b.goals - a.goals
    if (goalsDelta === 0) continue
    const entry = entriesOf(teamNode).find(
      ([key, record]) =>
        (firstText(record, ['PlayerID', 'playerId', 'player_id']) ?? key) === id ||
        key === player?.key,
    )
    const base = `PlayerStats_${seasonId}/${division}/Teams/${teamKey}`
    if (entry) {
      const [key, record] = entry
      const field = ['Goals', 'goals', 'GOALS'].find((k) => record[k] !== undefined) ?? 'Goals'
      update[`${base}/${key}/${field}`] = Math.max(0, (toNumber(record[field]) ?? 0) + goalsDelta)
    } else if (goalsDelta > 0) {
      let key = pathKey(displayName(playerRecord, id))
      while (usedKeys.has(key)) key = `${key}_2`
      usedKeys.add(key)
      update[`${base}/${key}`] = { Goals: goalsDelta, PlayerID: id }
    }
  }
}

function validate(located: Located, input: GameResultInput): WriteOutcome | undefined {
  const isCount = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0
  const counts = [input.homeScore, input.awayScore]
  if (input.shootout) counts.push(...Object.values(input.shootout))
  if (!counts.every(isCount)) return refused('figures-not-counts')
  const decided =
    input.forfeit !== undefined ||
    input.homeScore !== input.awayScore ||
    (input.shootout !== undefined && input.shootout.homeGoals !== input.shootout.awayGoals)
  if (located.game.playoff && !decided) return refused('playoff-without-winner')
  const seen = new Set<string>()
  for (const [side, score] of [
    ['home', input.homeScore],
    ['away', input.awayScore],
  ] as const) {
    const lines = [...(input[side]?.players ?? []), ...(input[side]?.keepers ?? [])]
    let goals = 0
    for (const line of lines) {
      const figures = [line.goals ?? 0, line.assists ?? 0, line.yellow ?? 0, line.red ?? 0]
      if (!figures.every(isCount))
        return refused('player-figures-not-counts', { player: line.playerId })
      if (seen.has(line.playerId)) return refused('player-listed-twice', { player: line.playerId })
      seen.add(line.playerId)
      if (located.context.players && !located.context.players.has(line.playerId))
        return refused('player-not-on-roster', { player: line.playerId })
      goals += line.goals ?? 0
    }
    if (goals > score) return refused(`${side}-goals-exceed-score`, { goals, score })
  }
  return undefined
}

function write(tree: unknown, ref: GameRef, input: GameResultInput | undefined): WriteOutcome {
  const located = locate(tree, ref)
  if ('ok' in located) return located
  if (input) {
    // A postponed or cancelled game was not played: its result waits until it is back on the schedule.
    if (gameStatusOf(located.record)) return refused('game-called-off', { game: ref.gameId })
    const problem = validate(located, input)
    if (problem) return problem
  }
  const league = tree as RawRecord
  const writer: Writer = { league, located, update: {} }
  const { context, game } = located
  scheduleUpdate(writer, input)
  const statsDivisions = asRecord(asRecord(league[`Stats_${context.seasonId}`])?.Divisions)
  const division = divisionKeyIn(statsDivisions, game.divisionKey)
  const teamsNode = asRecord(asRecord(ownChild(statsDivisions, division))?.Teams)
  for (const side of ['home', 'away'] as const) {
    const team = located[side]
    const teamKey = branchTeamKey(teamsNode, team) ?? team.key
    const gamesNode = asRecord(asRecord(ownChild(teamsNode, teamKey))?.GAMES)
    const oldRecord = asRecord(ownChild(gamesNode, game.id))
    const newRecord = statsRecord(writer, input, side)
    writer.update[
      `Stats_${context.seasonId}/Divisions/${division}/Teams/${teamKey}/GAMES/${game.id}`
    ] = newRecord
    if (!game.counted) continue
    const before = game.finished ? recordLines(oldRecord) : []
    const after = recordLines(newRecord ?? undefined)
    teamStatsUpdate(writer, team, input, after)
    playerUpdates(writer, team, before, after)
  }
  return { ok: true, update: writer.update }
}

export function recordResult(tree: unknown, ref: GameRef, result: GameResultInput): WriteOutcome {
  return write(tree, ref, result)
}

export function unfinishGame(tree: unknown, ref: GameRef): WriteOutcome {
  return write(tree, ref, undefined)
}
