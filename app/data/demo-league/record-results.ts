/**
 * The demo's played games, written the way our tools write results: each one through the domain's
 * `recordResult`, in the order they were played, so the schedule, `Stats_`, `TeamStats_`,
 * `PlayerStats_` and the roster totals agree because one function wrote them
 * (docs/data-contract.md#stats). The writer spells fields one way; a division's own spellings
 * (docs/data-contract.md#variants) are put back afterwards, so readers still meet them.
 */
import { applyLeagueUpdateInPlace } from '../../league/apply-update.ts'
import { recordResult, type GameResultInput, type ResultLine } from '../../league/record-result.ts'

// The generator's own shapes, as far as this module reads them (the generator calls this module:
// importing its types would make an import cycle).
type Player = { id: string; keeper: boolean }
type Team = { id: string; key: string; players: readonly Player[] }
type Line = { player: Player; goals: number; assists: number; yellow: number; red: number }
type Division = {
  key: string
  completion: readonly [done: unknown, notDone: unknown]
  scoresAsStrings: boolean
  /** `PlayerStats_` goals written as text. */
  goalsAsStrings: boolean
}
type Game = {
  id: string
  division: Division
  home: Team | undefined
  away: Team | undefined
  forfeit: 'home' | 'away' | undefined
  complete: boolean
  result:
    | {
        homeGoals: number
        awayGoals: number
        overtime: boolean
        shootout?: {
          homeGoals: number
          awayGoals: number
          homeAttempts: number
          awayAttempts: number
        }
        homeLines: readonly Line[]
        awayLines: readonly Line[]
      }
    | undefined
}

type Tree = Record<string, unknown>
const node = (parent: unknown, key: string): Tree => (parent as Tree)[key] as Tree

function sideResult(lines: readonly Line[]): GameResultInput['home'] {
  const line = ({ player, goals, assists, yellow, red }: Line): ResultLine => ({
    playerId: player.id,
    goals,
    assists,
    yellow,
    red,
  })
  return {
    players: lines.filter((l) => !l.player.keeper).map(line),
    keepers: lines.filter((l) => l.player.keeper).map(line),
  }
}

function resultOf(game: Game): GameResultInput | undefined {
  const r = game.result
  if (!game.complete || !r || !game.home || !game.away) return undefined
  return {
    homeScore: r.homeGoals,
    awayScore: r.awayGoals,
    overtime: r.overtime,
    ...(r.shootout ? { shootout: r.shootout } : {}),
    ...(game.forfeit ? { forfeit: game.forfeit } : {}),
    home: sideResult(r.homeLines),
    away: sideResult(r.awayLines),
  }
}

/**
 * The part of the tree one division's results touch: the writer reads a whole season each time,
 * so giving it one division keeps a large league's generation linear in its games.
 */
function divisionScope(tree: Tree, seasonId: string, division: string, teams: Team[]): Tree {
  const pick = (record: Tree, keys: string[]) => {
    const out: Tree = {}
    for (const key of keys) if (record[key] !== undefined) out[key] = record[key]
    return out
  }
  const playerIds = teams.flatMap((t) => t.players.map((p) => p.id))
  return {
    [`${seasonId}_Teams`]: pick(
      node(tree, `${seasonId}_Teams`),
      teams.map((t) => t.key),
    ),
    [`${seasonId}_Players`]: pick(node(tree, `${seasonId}_Players`), playerIds),
    Schedule: {
      [seasonId]: { Divisions: { [division]: node(scheduleDivisions(tree, seasonId), division) } },
    },
    [`Stats_${seasonId}`]: {
      Divisions: { [division]: node(node(tree, `Stats_${seasonId}`).Divisions, division) },
    },
    [`TeamStats_${seasonId}`]: {
      Divisions: { [division]: node(node(tree, `TeamStats_${seasonId}`).Divisions, division) },
    },
    [`PlayerStats_${seasonId}`]: { [division]: node(tree[`PlayerStats_${seasonId}`], division) },
  }
}

const scheduleDivisions = (tree: Tree, seasonId: string) =>
  node(node(tree.Schedule, seasonId), 'Divisions')

/** Puts the division's spellings back on what the writer wrote. */
function respell(scope: Tree, seasonId: string, division: Division): void {
  for (const day of Object.values(node(scheduleDivisions(scope, seasonId), division.key))) {
    for (const entry of Object.values(day as Tree) as Tree[]) {
      if (entry.GameComplete !== true) continue
      entry.GameComplete = division.completion[0]
      if (division.scoresAsStrings) {
        entry.HomeTeamScore = String(entry.HomeTeamScore)
        entry.AwayTeamScore = String(entry.AwayTeamScore)
      }
    }
  }
  if (!division.goalsAsStrings) return
  const teams = node(node(scope[`PlayerStats_${seasonId}`], division.key), 'Teams')
  for (const team of Object.values(teams) as Tree[])
    for (const entry of Object.values(team) as Tree[]) entry.Goals = String(entry.Goals)
}

/**
 * Records every played game of `season` into `tree` (its teams, players, schedule and stats
 * branches already there, with no result in them), division by division, in the order played.
 */
export function recordPlayedGames<G extends Game>(
  tree: Tree,
  season: { id: string; games: readonly G[] },
  order: (a: G, b: G) => number,
): void {
  const byDivision = new Map<Division, G[]>()
  for (const game of season.games)
    byDivision.set(game.division, [...(byDivision.get(game.division) ?? []), game])
  for (const [division, games] of byDivision) {
    const teams = [
      ...new Set(games.flatMap((g) => [g.home, g.away]).filter((t) => t !== undefined)),
    ]
    const scope = divisionScope(tree, season.id, division.key, teams)
    for (const game of games.filter((g) => g.complete).sort(order)) {
      const result = resultOf(game)
      if (!result) continue
      const outcome = recordResult(scope, { seasonId: season.id, gameId: game.id }, result)
      if (!outcome.ok) throw new Error(`demo game ${game.id}: ${JSON.stringify(outcome.refusal)}`)
      applyLeagueUpdateInPlace(scope, outcome.update)
    }
    respell(scope, season.id, division)
    writeBack(tree, scope, season.id, division.key)
  }
}

function writeBack(tree: Tree, scope: Tree, seasonId: string, division: string): void {
  Object.assign(node(tree, `${seasonId}_Players`), node(scope, `${seasonId}_Players`))
  scheduleDivisions(tree, seasonId)[division] = node(scheduleDivisions(scope, seasonId), division)
  for (const branch of [`Stats_${seasonId}`, `TeamStats_${seasonId}`])
    node(node(tree, branch), 'Divisions')[division] = node(node(scope, branch).Divisions, division)
  node(tree, `PlayerStats_${seasonId}`)[division] = node(scope[`PlayerStats_${seasonId}`], division)
}
