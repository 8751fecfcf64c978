/**
 * A live score change applied to a league tree the way the data layer applies one: a new tree
 * sharing every untouched branch (`setAtPath`). It touches one finished game of one division:
 * its schedule score and the goals in both teams' `Stats_` records.
 */
import { isPlainObject, setAtPath } from '../../app/data/league-source.ts'

type Tree = Record<string, unknown>

const record = (value: unknown): Tree => (isPlainObject(value) ? (value as Tree) : {})
const bump = (value: unknown): unknown =>
  typeof value === 'string' ? String(Number(value) + 1) : Number(value ?? 0) + 1

/** The key of the active season (isActive true, '1' or 1), else the first. */
function activeSeason(tree: Tree): string {
  const seasons = Object.entries(record(tree.Seasons))
  const active = seasons.find(([, season]) =>
    [true, '1', 1].includes(record(season).isActive as never),
  )
  return (active ?? seasons[0])?.[0] ?? ''
}

/**
 * The tree after one more home goal in the first finished game of the `n`-th division (spread
 * over the divisions), with that division's key; the same tree when it has no finished game there.
 */
export function scoreChange(tree: Tree, n: number): { tree: Tree; division?: string } {
  const season = activeSeason(tree)
  const divisions = record(record(record(tree.Schedule)[season]).Divisions)
  const keys = Object.keys(divisions)
  if (keys.length === 0) return { tree }
  const division = keys[(n * 7) % keys.length] as string
  for (const [day, games] of Object.entries(record(divisions[division]))) {
    for (const [gameKey, game] of Object.entries(record(games))) {
      const score = record(game).HomeTeamScore
      if (score === undefined || score === '' || Number.isNaN(Number(score))) continue
      const schedulePath = [
        'Schedule',
        season,
        'Divisions',
        division,
        day,
        gameKey,
        'HomeTeamScore',
      ]
      let next = setAtPath(tree, schedulePath, bump(score)) as Tree
      const statsTeams = record(
        record(record(record(tree[`Stats_${season}`]).Divisions)[division]).Teams,
      )
      for (const [teamKey, team] of Object.entries(statsTeams)) {
        const result = record(record(record(team).GAMES)[gameKey])
        if (result.Home_goals === undefined) continue
        const path = [
          `Stats_${season}`,
          'Divisions',
          division,
          'Teams',
          teamKey,
          'GAMES',
          gameKey,
          'Home_goals',
        ]
        next = setAtPath(next, path, bump(result.Home_goals)) as Tree
      }
      return { tree: next, division }
    }
  }
  return { tree }
}
