// Applied as the data layer applies one: a new tree sharing every untouched branch.
import { isPlainObject, setAtPath } from '../../app/data/league-source.ts'

type Tree = Record<string, unknown>

const record = (value: unknown): Tree => (isPlainObject(value) ? (value as Tree) : {})
const bump = (value: unknown): unknown =>
  typeof value === 'string' ? String(Number(value) + 1) : Number(value ?? 0) + 1

function activeSeason(tree: Tree): string {
  const seasons = Object.entries(record(tree.Seasons))
  const active = seasons.find(([, season]) =>
    [true, '1', 1].includes(record(season).isActive as never),
  )
  return (active ?? seasons[0])?.[0] ?? ''
}

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
