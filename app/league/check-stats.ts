// Standings count `Stats_` and result cards read `Schedule`, so a finished game must be in both
// with the same score.
import { entriesOf, findTeam, type GameInfo, type SeasonContext } from './check-context.ts'
import { pathOf, shown, type FindingList } from './check-findings.ts'
import { checkFieldNames, KNOWN_FIELDS } from './check-keys.ts'
import {
  asRecord,
  cleanText,
  firstText,
  isTruthyFlag,
  matchKey,
  toNumber,
  type RawRecord,
} from './text.ts'

export interface RosterLineSums {
  gp: number
  goals: number
  assists: number
  yellow: number
  red: number
}

export interface TeamGameEntry {
  gameId: string
  counted: boolean
  forfeit: boolean
  hasRoster: boolean
  lines: Map<string, RosterLineSums>
}

export interface StatsIndex {
  present: boolean
  byTeam: Map<string, TeamGameEntry[]>
}

const LINE_FIELDS = {
  gp: ['GP', 'gp'],
  goals: ['GOALS', 'Goals', 'goals'],
  assists: ['assists', 'Assists', 'ASSISTS'],
  yellow: ['Yellow', 'yellow', 'YELLOW'],
  red: ['Red', 'red', 'RED'],
} as const

function count(
  record: RawRecord,
  keys: readonly string[],
): { value: number; bad?: [string, unknown] } {
  for (const key of keys) {
    const raw = record[key]
    if (raw === undefined || raw === null) continue
    const number = toNumber(raw)
    if (number === undefined || number < 0) return { value: 0, bad: [key, raw] }
    return { value: Math.trunc(number) }
  }
  return { value: 0 }
}

function readLines(
  record: RawRecord,
  at: string,
  context: SeasonContext,
  findings: FindingList,
): { lines: Map<string, RosterLineSums>; hasRoster: boolean } {
  const lines = new Map<string, RosterLineSums>()
  let hasRoster = false
  for (const group of ['PLAYERS', 'KEEPERS']) {
    for (const [key, line] of entriesOf(record[group])) {
      hasRoster = true
      const linePath = pathOf(at, group, key)
      checkFieldNames(line, KNOWN_FIELDS.rosterLine, linePath, findings)
      const id = firstText(line, ['playerId', 'PlayerID', 'player_id']) ?? key
      if (context.players && !context.players.has(id)) {
        findings.error(
          'unknown-player',
          linePath,
          `Player "${id}" is not in ${context.seasonId}_Players: the match sheet links to a missing player page. Fix the id or add the player.`,
          `Le joueur « ${id} » n’est pas dans ${context.seasonId}_Players : la feuille de match renvoie à une page de joueur absente. Corrigez l’identifiant ou ajoutez le joueur.`,
        )
      }
      const sums = { gp: 0, goals: 0, assists: 0, yellow: 0, red: 0 }
      for (const field of Object.keys(LINE_FIELDS) as Array<keyof typeof LINE_FIELDS>) {
        const read = count(line, LINE_FIELDS[field])
        sums[field] = read.value
        if (read.bad) {
          findings.warning(
            'count-not-a-number',
            pathOf(linePath, read.bad[0]),
            `${read.bad[0]} ${shown(read.bad[1])} is not a count, so it is not counted. Write a whole number.`,
            `${read.bad[0]} ${shown(read.bad[1])} n’est pas un nombre, il n’est donc pas compté. Inscrivez un nombre entier.`,
          )
        }
      }
      const previous = lines.get(id)
      if (previous)
        for (const field of Object.keys(sums) as Array<keyof RosterLineSums>)
          previous[field] += sums[field]
      else lines.set(id, sums)
    }
  }
  return { lines, hasRoster }
}

function goalsOf(
  record: RawRecord,
  keys: readonly string[],
  at: string,
  findings: FindingList,
): number | undefined {
  const key = keys.find((k) => record[k] !== undefined && record[k] !== null)
  if (key === undefined) return undefined
  const number = toNumber(record[key])
  if (number !== undefined && number >= 0 && Number.isInteger(number)) return number
  findings.error(
    'score-not-a-number',
    pathOf(at, key),
    `${key} ${shown(record[key])} is not a whole number: the standings skip this game. Write the number of goals.`,
    `${key} ${shown(record[key])} n’est pas un nombre entier : le classement ignore ce match. Inscrivez le nombre de buts.`,
  )
  return undefined
}

function compareWithSchedule(
  gameId: string,
  at: string,
  game: GameInfo | undefined,
  home: number | undefined,
  away: number | undefined,
  findings: FindingList,
): void {
  if (game === undefined) {
    findings.error(
      'stats-only',
      at,
      `Game "${gameId}" is counted in the standings but is not in the schedule. Add it to Schedule or delete this record.`,
      `Le match « ${gameId} » est compté au classement mais n’est pas au calendrier. Ajoutez-le à Schedule ou supprimez cet enregistrement.`,
    )
  } else if (!game.finished) {
    findings.error(
      'stats-only',
      at,
      `Game "${gameId}" is counted in the standings but is not finished in the schedule (${game.path}). Set GameComplete and the scores there, or delete this record.`,
      `Le match « ${gameId} » est compté au classement mais n’est pas terminé au calendrier (${game.path}). Inscrivez-y GameComplete et les pointages, ou supprimez cet enregistrement.`,
    )
  } else if (
    home !== undefined &&
    away !== undefined &&
    game.homeScore !== undefined &&
    game.awayScore !== undefined &&
    (home !== game.homeScore || away !== game.awayScore)
  ) {
    findings.error(
      'score-mismatch',
      at,
      `The standings count ${home}-${away} but the schedule shows ${game.homeScore}-${game.awayScore} (${game.path}). Write the same score in both.`,
      `Le classement compte ${home}-${away} mais le calendrier affiche ${game.homeScore}-${game.awayScore} (${game.path}). Inscrivez le même pointage aux deux endroits.`,
    )
  }
}

export function checkStatsGames(
  league: RawRecord,
  context: SeasonContext,
  findings: FindingList,
): StatsIndex {
  const branch = `Stats_${context.seasonId}`
  const node = asRecord(league[branch])
  const index: StatsIndex = { present: node !== undefined, byTeam: new Map() }
  if (!node) return index
  const present = new Set<string>()
  for (const [divisionKey, division] of entriesOf(node.Divisions)) {
    const divisionPath = pathOf(branch, 'Divisions', divisionKey)
    if (context.divisions && !context.divisions.has(matchKey(divisionKey))) {
      findings.error(
        'unknown-division',
        divisionPath,
        `Division "${divisionKey}" is not listed in the season's divisions: its standings are never shown.`,
        `La division « ${divisionKey} » n’est pas listée dans les divisions de la saison : son classement n’est jamais affiché.`,
      )
    }
    for (const [teamKey, teamNode] of entriesOf(division.Teams)) {
      const teamPath = pathOf(divisionPath, 'Teams', teamKey)
      const team = findTeam(context, teamKey)
      if (context.teams && !team) {
        findings.error(
          'unknown-team',
          teamPath,
          `Team key "${teamKey}" matches no team of ${context.seasonId}_Teams: its standings row links nowhere. Rename it after the team's key.`,
          `La clé d’équipe « ${teamKey} » ne correspond à aucune équipe de ${context.seasonId}_Teams : sa ligne de classement ne mène nulle part. Renommez-la d’après la clé de l’équipe.`,
        )
      }
      const teamId = team?.id ?? teamKey
      const entries = index.byTeam.get(teamId) ?? []
      index.byTeam.set(teamId, entries)
      for (const [gameKey, record] of entriesOf(teamNode.GAMES ?? teamNode.Games)) {
        const at = pathOf(teamPath, 'GAMES', gameKey)
        checkFieldNames(record, KNOWN_FIELDS.teamGame, at, findings)
        const gameId = firstText(record, ['gameId', 'GameID', 'game_id']) ?? gameKey
        const home = goalsOf(record, ['Home_goals', 'home_goals', 'HomeGoals'], at, findings)
        const away = goalsOf(record, ['Away_goals', 'away_goals', 'AwayGoals'], at, findings)
        if (
          home === undefined &&
          away === undefined &&
          record.Home_goals === undefined &&
          record.Away_goals === undefined
        ) {
          findings.error(
            'stats-without-score',
            at,
            'This record has no Home_goals and Away_goals: the standings skip the game. Write both.',
            'Cet enregistrement n’a ni Home_goals ni Away_goals : le classement ignore le match. Inscrivez les deux.',
          )
        }
        for (const side of ['HOMETEAM', 'AWAYTEAM']) {
          const ref = asRecord(record[side])
          const id = ref && firstText(ref, ['TeamID', 'teamId', 'team_id', 'id'])
          if (id !== undefined && context.teams && !findTeam(context, id)) {
            findings.error(
              'unknown-team',
              pathOf(at, side, 'TeamID'),
              `Team "${id}" is not in ${context.seasonId}_Teams. Fix the id.`,
              `L’équipe « ${id} » n’est pas dans ${context.seasonId}_Teams. Corrigez l’identifiant.`,
            )
          }
        }
        const game = context.games.get(gameId)
        compareWithSchedule(gameId, at, game, home, away, findings)
        if (
          game &&
          team &&
          ![game.homeTeamId, game.awayTeamId].some((id) => matchKey(id) === matchKey(team.id))
        ) {
          findings.error(
            'stats-wrong-team',
            at,
            `Game "${gameId}" is filed under ${teamKey}, which does not play in it (${game.path}). Move the record under its teams.`,
            `Le match « ${gameId} » est classé sous ${teamKey}, qui n’y joue pas (${game.path}). Déplacez l’enregistrement sous ses équipes.`,
          )
        }
        const { lines, hasRoster } = readLines(record, at, context, findings)
        const own = game && team && matchKey(game.awayTeamId) === matchKey(team.id) ? away : home
        let rosterGoals = 0
        for (const line of lines.values()) rosterGoals += line.goals
        if (own !== undefined && rosterGoals > own) {
          findings.error(
            'roster-goals',
            at,
            `The players' goals add up to ${rosterGoals} but the team scored ${own}. Fix the goals on the match sheet or the score.`,
            `Les buts des joueurs totalisent ${rosterGoals} mais l’équipe en a marqué ${own}. Corrigez les buts de la feuille de match ou le pointage.`,
          )
        }
        present.add(`${matchKey(teamId)}|${gameId}`)
        entries.push({
          gameId,
          counted: game
            ? game.counted
            : !cleanText(record.GameType)?.toLowerCase().startsWith('playoff'),
          forfeit: isTruthyFlag(record.FFT) || (game?.forfeit ?? false),
          hasRoster,
          lines,
        })
      }
    }
  }
  for (const game of context.games.values()) {
    if (!game.finished || !game.counted) continue
    for (const teamRef of [game.homeTeamId, game.awayTeamId]) {
      const team = findTeam(context, teamRef)
      if (!team || present.has(`${matchKey(team.id)}|${game.id}`)) continue
      findings.error(
        'schedule-only',
        game.path,
        `The game is finished in the schedule but missing from ${branch} under ${team.key}: the standings do not count it. Add its record there.`,
        `Le match est terminé au calendrier mais absent de ${branch} sous ${team.key} : le classement ne le compte pas. Ajoutez-y son enregistrement.`,
      )
    }
  }
  return index
}
