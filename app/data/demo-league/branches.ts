/**
 * The league tree's season branches written from the played seasons: `Seasons`, `Divisions`, the
 * teams, the rosters (with suspensions), the schedule and the stats branches, whose results are
 * recorded through the domain's writer (record-results.ts).
 */
import {
  addDays,
  clockTime,
  compareDays,
  gameDate,
  isoDay,
  scheduleKey,
  type Day,
} from './calendar.ts'
import { recordPlayedGames } from './record-results.ts'
import { INACTIVE_DIVISION } from './divisions.ts'
import type { Division, Player, Team, Game, Result, Season } from './shapes.ts'

/** `Seasons` (each with its divisions), the top-level `Divisions` and the playoff spots under `2`. */
export function divisionTrees(
  divisions: Division[],
  past: Season,
  active: Season,
): Record<string, unknown> {
  const tree: Record<string, unknown> = {}
  const seasonsNode: Record<string, unknown> = {}
  for (const season of [past, active]) {
    const divisionsNode: Record<string, unknown> = {}
    for (const division of divisions) divisionsNode[division.key] = divisionRecord(division, true)
    if (season.active) {
      divisionsNode[INACTIVE_DIVISION.id] = {
        division_id: INACTIVE_DIVISION.id,
        division_name_en: INACTIVE_DIVISION.en,
        division_name_fr: INACTIVE_DIVISION.fr,
        division_code: 'HV-L',
        league_name: 'Laval',
        sex: 'men',
        division_type: '7v7',
        is_active: '0',
        division_playoff_spots: 0,
      }
    }
    seasonsNode[season.id] = {
      season_id: season.id,
      isActive: season.active,
      Season_nameE: season.nameE,
      Season_nameF: season.nameF,
      Divisions: divisionsNode,
    }
  }
  tree.Seasons = seasonsNode
  const topDivisions: Record<string, unknown> = {}
  for (const division of divisions) topDivisions[division.key] = divisionRecord(division, false)
  topDivisions[INACTIVE_DIVISION.id] = {
    division_id: INACTIVE_DIVISION.id,
    division_name_en: INACTIVE_DIVISION.en,
    division_name_fr: INACTIVE_DIVISION.fr,
    league_name: 'Laval',
    sex: 'men',
    is_active: '0',
  }
  tree.Divisions = topDivisions
  const spotsNode: Record<string, unknown> = {}
  for (const division of divisions) {
    spotsNode[division.key] = {
      division_id: division.key,
      division_playoff_spots: division.spotsAsString ? String(division.spots) : division.spots,
    }
  }
  tree['2'] = { Divisions: spotsNode }
  return tree
}

export function divisionRecord(division: Division, full: boolean): Record<string, unknown> {
  const record: Record<string, unknown> = {
    division_id: division.key,
    division_name_en: division.nameEn,
    division_name_fr: division.nameFr,
    [division.leagueField]: division.location,
  }
  if (division.sex) record.sex = division.sex
  record.is_active = '1'
  if (full) {
    record.division_code =
      division.group === 1 ? division.code : `${division.code}${division.group}`
    record.division_type = '7v7'
    record.division_playoff_spots = division.spotsAsString ? String(division.spots) : division.spots
  }
  return record
}

export function scheduleTree(season: Season, divisions: Division[]): Record<string, unknown> {
  const out: Record<string, Record<string, Record<string, unknown>>> = {}
  for (const division of divisions) out[division.key] = {}
  for (const game of season.games) {
    const division = game.division
    const entry: Record<string, unknown> = {
      gameId: game.id,
      HomeTeamName: game.home?.name ?? '',
      AwayTeamName: game.away?.name ?? '',
    }
    if (game.home) entry.HomeTeamID = game.home.id
    if (game.away) entry.AwayTeamID = game.away.id
    entry.Date = gameDate(game.day)
    entry.Time = game.tbdTime ? 'TBD' : clockTime(game.hour, game.minute, division.timeStyle)
    if (game.field) entry.Field = game.field
    entry.DivisionID = division.key
    if (game.type === 'playoffs') {
      entry.GameType = 'playoffs'
      entry[division.stageField] = game.stage
    } else if (division.id !== 'M4') {
      entry.GameType = 'regular'
    }
    // Unplayed: results are recorded afterwards, through the domain's writer (record-results.ts).
    entry.GameComplete = division.completion[1]
    const byDay = out[division.key]
    const key = scheduleKey(game.day)
    byDay[key] ??= {}
    ;(byDay[key] as Record<string, unknown>)[game.id] = entry
  }
  return out
}

export type Totals = { red: number; pom: number }

export const hasResult = (game: Game) =>
  game.complete && !!game.result && !!game.home && !!game.away

/** The order games were played in: day, then kick-off. */
export const byKickoff = (a: Game, b: Game) =>
  compareDays(a.day, b.day) || a.hour * 60 + a.minute - (b.hour * 60 + b.minute)

/** Writes `season`'s played games into `tree` through the domain's result writer. */
export function recordSeasonResults(tree: Record<string, unknown>, season: Season): void {
  recordPlayedGames(tree, season, byKickoff)
}

export function seasonTrees(
  season: Season,
  teams: Team[],
  divisions: Division[],
  today: Day,
  suspended: string[],
): Record<string, unknown> {
  const totals = new Map<Player, Totals>()
  const total = (p: Player) => {
    let t = totals.get(p)
    if (!t) {
      t = { red: 0, pom: 0 }
      totals.set(p, t)
    }
    return t
  }
  const redCards: Array<{ player: Player; day: Day }> = []
  const yellowDays = new Map<Player, Day[]>()
  // The branches start empty: recordPlayedGames writes every result into them.
  const stats: Record<string, { Teams: Record<string, { GAMES: Record<string, unknown> }> }> = {}
  const teamStats: Record<string, { Teams: Record<string, Record<string, unknown>> }> = {}
  for (const division of divisions) {
    stats[division.key] = { Teams: {} }
    teamStats[division.key] = { Teams: {} }
    for (const team of teams.filter((t) => t.division === division)) {
      stats[division.key].Teams[team.key] = { GAMES: {} }
      teamStats[division.key].Teams[team.key] = {}
    }
  }
  // What the league decides from the results: suspensions and players of the match.
  for (const game of season.games.filter(hasResult).sort(byKickoff)) {
    const r = game.result as Result
    if (game.type !== 'regular') continue
    for (const line of [...r.homeLines, ...r.awayLines]) {
      if (line.red) {
        redCards.push({ player: line.player, day: game.day })
        total(line.player).red++
      }
      if (line.yellow)
        yellowDays.set(line.player, [...(yellowDays.get(line.player) ?? []), game.day])
    }
    if (!game.forfeit) {
      const winnerLines = r.homeGoals >= r.awayGoals ? r.homeLines : r.awayLines
      const best = [...winnerLines].sort(
        (a, b) => b.goals * 2 + b.assists - (a.goals * 2 + a.assists),
      )[0]
      if (best) total(best.player).pom++
    }
  }

  // Rosters with season totals and (for the active season) suspensions.
  const playersNode: Record<string, unknown> = {}
  const playerStats: Record<string, { Teams: Record<string, Record<string, unknown>> }> = {}
  const teamsNode: Record<string, unknown> = {}
  const flagVariants: unknown[] = ['yes', true, 1, '1', 2]
  let flagIndex = 0
  for (const team of teams) {
    const division = team.division.key
    teamsNode[team.key] = teamRecord(team)
    playerStats[division] ??= { Teams: {} }
    const teamPlayerStats: Record<string, unknown> = {}
    playerStats[division].Teams[team.key] = teamPlayerStats
    const usedKeys = new Set<string>()
    team.players.forEach((player, i) => {
      const t = totals.get(player) ?? { red: 0, pom: 0 }
      const record: Record<string, unknown> = { player_id: player.id }
      if (player.nameVariant === 'single') record.player_name = player.fullName
      else {
        record.player_fname = player.first
        record.player_lname = player.last
      }
      Object.assign(record, {
        team_id: team.id,
        division_id: division,
        position: player.position,
        jersey_number: player.jersey,
        GP: 0,
        Goals: 0,
        Assists: 0,
        Yellow: 0,
        Red: 0,
        POM: t.pom,
      })
      if (player.photo) record[player.photoField] = player.photo
      if (season.active) {
        const lastRed = redCards.filter((c) => c.player === player).at(-1)
        const yellows = yellowDays.get(player) ?? []
        const fifthYellow = yellows.length >= 5 ? yellows[4] : undefined
        if (lastRed) {
          const recent = compareDays(lastRed.day, addDays(today, -13)) >= 0
          const games = t.red >= 2 ? 2 : 1
          Object.assign(record, {
            player_suspended: recent
              ? flagVariants[flagIndex++ % flagVariants.length]
              : flagIndex % 2 === 0
                ? 'no'
                : 0,
            player_suspended_asof_date: isoDay(lastRed.day),
            player_returndate: isoDay(addDays(lastRed.day, 7 * games + 1)),
            // As a Québec league writes it: in French; the site shows the catalogue's label.
            notes_offence: t.red >= 2 ? 'Deuxième carton rouge' : 'Carton rouge',
            player_fine: t.red >= 2 ? 30 : 15,
            suspended_games: games,
          })
          if (recent) suspended.push(player.id)
        } else if (fifthYellow && compareDays(fifthYellow, addDays(today, -10)) >= 0) {
          Object.assign(record, {
            player_suspended: true,
            player_suspended_asof_date: isoDay(fifthYellow),
            player_returndate: isoDay(addDays(fifthYellow, 8)),
            notes_offence: '5 cartons jaunes',
            suspended_games: 1,
          })
          suspended.push(player.id)
        }
      }
      playersNode[player.id] = record
      let key = player.key
      while (usedKeys.has(key)) key = `${key}_2`
      usedKeys.add(key)
      const idField = ['PlayerID', 'player_id', 'playerId'][i % 3]
      const stat: Record<string, unknown> = {
        Goals: 0,
        [idField]: player.id,
      }
      if (player.photo) stat.photo = player.photo
      teamPlayerStats[key] = stat
    })
  }
  return {
    [`${season.id}_Teams`]: teamsNode,
    [`${season.id}_Players`]: playersNode,
    [`PlayerStats_${season.id}`]: playerStats,
    [`TeamStats_${season.id}`]: { Divisions: teamStats },
    [`Stats_${season.id}`]: { Divisions: stats },
  }
}

export function teamRecord(team: Team): Record<string, unknown> {
  const record: Record<string, unknown> = { team_id: team.id }
  if (team.variant === 'team_name') {
    record.team_name = team.name
    if (team.nameFr) record.team_name_fr = team.nameFr
  } else if (team.variant === 'name') {
    record.name = team.name
  } else {
    record.team_name_en = team.nameEn
    record.team_name_fr = team.nameFr
  }
  record.team_short_name = team.shortName
  record.team_code = `${team.division.key}-${team.shortName}`
  record.division_id = team.division.key
  if (team.picture) {
    record[team.picture.field] = team.picture.file
    if (team.picture.logo) record.team_logo = team.picture.file
  }
  return record
}
