// Season totals must add up to the finished regular-season games: docs/data-contract.md#team-stats.
import { entriesOf, findTeam, type SeasonContext } from './check-context.ts'
import { pathOf, shown, type FindingList } from './check-findings.ts'
import { checkFieldNames, KNOWN_FIELDS } from './check-keys.ts'
import type { RosterLineSums, StatsIndex } from './check-stats.ts'
import { asRecord, firstText, matchKey, toNumber, type RawRecord } from './text.ts'

interface TeamTotals {
  games: number
  gf: number
  ga: number
}

function scheduleTotals(context: SeasonContext): Map<string, TeamTotals | 'unknown'> {
  const totals = new Map<string, TeamTotals | 'unknown'>()
  for (const game of context.games.values()) {
    if (!game.finished || !game.counted) continue
    if (game.homeScore === undefined || game.awayScore === undefined) {
      for (const ref of [game.homeTeamId, game.awayTeamId]) {
        const team = findTeam(context, ref)
        if (team) totals.set(team.id, 'unknown')
      }
      continue
    }
    for (const [ref, gf, ga] of [
      [game.homeTeamId, game.homeScore, game.awayScore],
      [game.awayTeamId, game.awayScore, game.homeScore],
    ] as const) {
      const team = findTeam(context, ref)
      if (!team) continue
      const known = totals.get(team.id)
      if (known === 'unknown') continue
      const t = known ?? { games: 0, gf: 0, ga: 0 }
      t.games += 1
      t.gf += gf
      t.ga += ga
      totals.set(team.id, t)
    }
  }
  return totals
}

function number(
  record: RawRecord,
  keys: readonly string[],
  at: string,
  findings: FindingList,
  severity: 'error' | 'warning',
): number {
  for (const key of keys) {
    const raw = record[key]
    if (raw === undefined || raw === null) continue
    const value = toNumber(raw)
    if (value !== undefined && value >= 0) return value
    findings[severity](
      'count-not-a-number',
      pathOf(at, key),
      `${key} ${shown(raw)} is not a number, so it is not counted. Write a whole number.`,
      `${key} ${shown(raw)} n’est pas un nombre, il n’est donc pas compté. Inscrivez un nombre entier.`,
    )
    return 0
  }
  return 0
}

export function checkTeamStats(
  league: RawRecord,
  context: SeasonContext,
  findings: FindingList,
): void {
  const branch = `TeamStats_${context.seasonId}`
  const node = asRecord(league[branch])
  if (!node) return
  const expected = scheduleTotals(context)
  const seen = new Set<string>()
  for (const [divisionKey, division] of entriesOf(node.Divisions)) {
    for (const [teamKey, teamNode] of entriesOf(division.Teams)) {
      const at = pathOf(branch, 'Divisions', divisionKey, 'Teams', teamKey)
      const team = findTeam(context, teamKey)
      if (context.teams && !team) {
        findings.error(
          'unknown-team',
          at,
          `Team key "${teamKey}" matches no team of ${context.seasonId}_Teams: its rankings row links nowhere.`,
          `La clé d’équipe « ${teamKey} » ne correspond à aucune équipe de ${context.seasonId}_Teams : sa ligne de palmarès ne mène nulle part.`,
        )
      }
      const actual: TeamTotals = { games: 0, gf: 0, ga: 0 }
      for (const [gameKey, game] of entriesOf(teamNode)) {
        if (!gameKey.startsWith('game')) continue
        const gamePath = pathOf(at, gameKey)
        checkFieldNames(game, KNOWN_FIELDS.teamStatGame, gamePath, findings)
        actual.games += 1
        actual.gf += number(game, ['GF', 'gf'], gamePath, findings, 'error')
        actual.ga += number(game, ['GA', 'ga'], gamePath, findings, 'error')
      }
      if (!team) continue
      seen.add(team.id)
      const want = expected.get(team.id) ?? { games: 0, gf: 0, ga: 0 }
      if (want === 'unknown') continue
      if (want.games !== actual.games || want.gf !== actual.gf || want.ga !== actual.ga) {
        findings.error(
          'team-stats-total',
          at,
          `Best offence and defence count ${actual.games} games, ${actual.gf} goals for and ${actual.ga} against, but the schedule's finished games give ${want.games}, ${want.gf} and ${want.ga}. Make one game_* entry per finished game.`,
          `Les meilleures attaques et défenses comptent ${actual.games} matchs, ${actual.gf} buts pour et ${actual.ga} contre, mais les matchs terminés du calendrier donnent ${want.games}, ${want.gf} et ${want.ga}. Faites une entrée game_* par match terminé.`,
        )
      }
    }
  }
  for (const [teamId, want] of expected) {
    if (seen.has(teamId) || want === 'unknown' || want.games === 0) continue
    findings.error(
      'team-stats-total',
      branch,
      `Team "${teamId}" played ${want.games} finished games but has no entry in ${branch}: it is missing from best offence and defence.`,
      `L’équipe « ${teamId} » a joué ${want.games} matchs terminés mais n’a pas d’entrée dans ${branch} : elle manque aux meilleures attaques et défenses.`,
    )
  }
}

/** Only teams whose every counted game has a roster: elsewhere the totals cannot be checked. */
function rosterSums(stats: StatsIndex): {
  sums: Map<string, RosterLineSums>
  complete: Set<string>
} {
  const sums = new Map<string, RosterLineSums>()
  const complete = new Set<string>()
  for (const [teamId, entries] of stats.byTeam) {
    const counted = entries.filter((entry) => entry.counted)
    if (counted.some((entry) => !entry.forfeit && !entry.hasRoster)) continue
    complete.add(matchKey(teamId))
    for (const entry of counted) {
      for (const [playerId, line] of entry.lines) {
        const total = sums.get(playerId) ?? { gp: 0, goals: 0, assists: 0, yellow: 0, red: 0 }
        total.gp += line.gp
        total.goals += line.goals
        total.assists += line.assists
        total.yellow += line.yellow
        total.red += line.red
        sums.set(playerId, total)
      }
    }
  }
  return { sums, complete }
}

export function checkPlayerTotals(
  league: RawRecord,
  context: SeasonContext,
  stats: StatsIndex,
  findings: FindingList,
): void {
  const { sums, complete } = stats.present
    ? rosterSums(stats)
    : { sums: new Map(), complete: new Set<string>() }
  const zero = { gp: 0, goals: 0, assists: 0, yellow: 0, red: 0 }

  const branch = `PlayerStats_${context.seasonId}`
  for (const [divisionKey, division] of entriesOf(league[branch])) {
    for (const [teamKey, teamNode] of entriesOf(division.Teams)) {
      const team = findTeam(context, teamKey)
      const teamPath = pathOf(branch, divisionKey, 'Teams', teamKey)
      if (context.teams && !team) {
        findings.error(
          'unknown-team',
          teamPath,
          `Team key "${teamKey}" matches no team of ${context.seasonId}_Teams: its strikers show no team.`,
          `La clé d’équipe « ${teamKey} » ne correspond à aucune équipe de ${context.seasonId}_Teams : ses buteurs n’affichent pas d’équipe.`,
        )
      }
      for (const [playerKey, record] of entriesOf(teamNode)) {
        const at = pathOf(teamPath, playerKey)
        checkFieldNames(record, KNOWN_FIELDS.playerStat, at, findings)
        const id = firstText(record, ['PlayerID', 'playerId', 'player_id'])
        if (id !== undefined && context.players && !context.players.has(id)) {
          findings.error(
            'unknown-player',
            at,
            `Player "${id}" is not in ${context.seasonId}_Players: the striker links to a missing player page.`,
            `Le joueur « ${id} » n’est pas dans ${context.seasonId}_Players : le buteur renvoie à une page de joueur absente.`,
          )
        }
        const goals = number(record, ['Goals', 'goals', 'GOALS'], at, findings, 'warning')
        if (id === undefined || !team || !complete.has(matchKey(team.id))) continue
        const want = (sums.get(id) ?? zero).goals
        if (want !== goals) {
          findings.error(
            'player-stats-total',
            pathOf(at, 'Goals'),
            `The strikers count ${goals} goals but the match sheets give ${want}. Write ${want}.`,
            `Les buteurs comptent ${goals} buts mais les feuilles de match en donnent ${want}. Inscrivez ${want}.`,
          )
        }
      }
    }
  }

  const rosterBranch = `${context.seasonId}_Players`
  for (const [playerKey, record] of entriesOf(league[rosterBranch])) {
    const id = firstText(record, ['player_id', 'playerId', 'PlayerID', 'id']) ?? playerKey
    const teamId = firstText(record, ['team_id', 'teamId', 'TeamID'])
    const team = findTeam(context, teamId)
    if (!team || !complete.has(matchKey(team.id))) continue
    const want = sums.get(id) ?? zero
    for (const [field, keys] of [
      ['gp', ['GP', 'gp', 'games_played']],
      ['goals', ['Goals', 'goals', 'GOALS']],
      ['assists', ['Assists', 'assists', 'ASSISTS']],
      ['yellow', ['Yellow', 'yellow', 'YellowCards', 'yellow_cards']],
      ['red', ['Red', 'red', 'RedCards', 'red_cards']],
    ] as const) {
      const key = keys.find((k) => record[k] !== undefined && record[k] !== null)
      if (key === undefined) continue
      const have = toNumber(record[key])
      if (have === undefined || have === want[field]) continue
      findings.warning(
        'player-totals',
        pathOf(rosterBranch, playerKey, key),
        `The player page shows ${key} ${have} but the match sheets give ${want[field]}. Write ${want[field]}.`,
        `La page du joueur affiche ${key} ${have} mais les feuilles de match donnent ${want[field]}. Inscrivez ${want[field]}.`,
      )
    }
  }
}
