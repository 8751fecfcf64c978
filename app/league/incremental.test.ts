/**
 * Incremental views (ADR 0013): a score change under one division rebuilds that
 * division's views and leaves the other divisions' views the very same objects, and every
 * view of the new version equals the one computed from cold. Roster lines are read lazily.
 */
import { describe, expect, it } from 'vitest'

// A test may build its league with the demo generator (pure, no I/O); domain code may not.
// eslint-disable-next-line import-x/no-restricted-paths
import { generateDemoLeague } from '../data/demo-league/generate.ts'
import { parseLeague, type League } from './league.ts'
import { matchesFor, recentMatches, upcomingMatches } from './match-lists.ts'
import { matchSheet } from './match-sheet.ts'
import { rankDefence, rankOffence } from './rankings.ts'
import { computeStandings, teamStanding } from './standings.ts'
import { readRosterLines } from './stats.ts'
import { topStrikers } from './strikers.ts'

const NOW = new Date('2026-01-14T19:00:00-05:00')
type Tree = Record<string, unknown>

/** `tree` with `value` at `path`, sharing every untouched branch (as the mirror publishes versions). */
function setIn(tree: Tree, path: readonly string[], value: unknown): Tree {
  const [head, ...rest] = path as [string, ...string[]]
  return { ...tree, [head]: rest.length === 0 ? value : setIn(tree[head] as Tree, rest, value) }
}

const child = (node: unknown, key: string) => (node as Tree)[key] as Tree

/** One more home goal in the first finished game of `division`: its schedule score and both teams' Stats_ records. */
function scoreChange(tree: Tree, division: string): { tree: Tree; gameId: string } {
  const season = 'Schedule' in tree ? Object.keys(child(tree, 'Schedule')).at(-1)! : ''
  const days = child(child(child(child(tree, 'Schedule'), season), 'Divisions'), division)
  for (const [day, games] of Object.entries(days))
    for (const [gameId, game] of Object.entries(games as Tree)) {
      const score = (game as Tree).HomeTeamScore
      if (typeof score !== 'number') continue
      let next = setIn(
        tree,
        ['Schedule', season, 'Divisions', division, day, gameId, 'HomeTeamScore'],
        score + 1,
      )
      const teams = child(child(child(tree, `Stats_${season}`), 'Divisions'), division)
        .Teams as Tree
      for (const [teamKey, team] of Object.entries(teams)) {
        const record = child(child(team, 'GAMES'), gameId)
        if (!record) continue
        const path = [
          `Stats_${season}`,
          'Divisions',
          division,
          'Teams',
          teamKey,
          'GAMES',
          gameId,
          'Home_goals',
        ]
        next = setIn(next, path, (record.Home_goals as number) + 1)
      }
      return { tree: next, gameId }
    }
  throw new Error(`no finished game in ${division}`)
}

/** The views of one division's pages, by name. */
function divisionViews(league: League, divisionId: string) {
  const team = league.teams.find((t) => t.divisionId === divisionId)!
  const finished = matchesFor(league, { divisionId }).find((m) => m.status === 'finished')!
  return {
    standings: computeStandings(league, divisionId),
    offence: rankOffence(league, divisionId),
    defence: rankDefence(league, divisionId),
    strikers: topStrikers(league, { divisionId, limit: 10 }),
    schedule: matchesFor(league, { divisionId }),
    teamStanding: teamStanding(league, team.id, divisionId),
    sheet: matchSheet(league, finished.id, divisionId),
  }
}

describe('a score change under one division', () => {
  const tree = generateDemoLeague({ now: NOW, scale: 1 }).tree as Tree
  const season = Object.keys(child(tree, 'Schedule')).at(-1)!
  const [x, y] = Object.keys(child(child(child(tree, 'Schedule'), season), 'Divisions')) as [
    string,
    string,
  ]
  const before = parseLeague(tree)
  const viewsXBefore = divisionViews(before, x)
  const viewsYBefore = divisionViews(before, y)
  const { tree: changed, gameId } = scoreChange(tree, x)
  const after = parseLeague(changed)

  it("leaves another division's views the very same objects", () => {
    const viewsY = divisionViews(after, y)
    for (const [name, view] of Object.entries(viewsY)) {
      const old = viewsYBefore[name as keyof typeof viewsY]
      // Limited lists (rankings, strikers) are fresh slices of a memoised list: their rows are the same.
      if (Array.isArray(view) && view !== old) {
        expect(view.length, name).toBe((old as unknown[]).length)
        view.forEach((row: { team?: unknown }, index: number) => {
          const before = (old as Array<{ team?: unknown }>)[index]!
          // Striker rows get their rank per call ({ ...row, rank }) from the memoised ranking.
          if (name === 'strikers') {
            expect(row).toEqual(before)
            expect(row.team, `${name}[${index}].team`).toBe(before.team)
          } else expect(row, `${name}[${index}]`).toBe(before)
        })
      } else if (name === 'sheet')
        expect(view, name).toEqual(old) // built per request
      else expect(view, name).toBe(old)
    }
  })

  it("keeps the season's TeamStats lines, the very same list, when the change leaves TeamStats_ alone", () => {
    expect(after.teamStats).toBe(before.teamStats)
  })

  it("reads the season's TeamStats lines again when TeamStats_ changes", () => {
    const teams = child(child(child(changed, `TeamStats_${season}`), 'Divisions'), x).Teams as Tree
    const [teamKey, team] = Object.entries(teams)[0]!
    const game = Object.keys(team as Tree).find((key) => key.startsWith('game'))!
    const gf = Number(child(team, game).GF)
    const path = [`TeamStats_${season}`, 'Divisions', x, 'Teams', teamKey, game, 'GF']
    const next = parseLeague(setIn(changed, path, gf + 2))
    expect(next.teamStats).not.toBe(after.teamStats)
    const total = (league: League) => league.teamStats.reduce((sum, line) => sum + line.gf, 0)
    expect(total(next)).toBe(total(after) + 2)
  })

  it("rebuilds the changed division's views, which show the new score", () => {
    const viewsX = divisionViews(after, x)
    expect(viewsX.standings).not.toBe(viewsXBefore.standings)
    expect(viewsX.schedule).not.toBe(viewsXBefore.schedule)
    const goals = (standings: typeof viewsX.standings) =>
      standings.rows.reduce((sum, row) => sum + row.gf, 0)
    expect(goals(viewsX.standings)).toBe(goals(viewsXBefore.standings) + 1)
    const match = (league: League) =>
      matchesFor(league, { divisionId: x }).find((m) => m.id === gameId)!
    expect(match(after).home.score).toBe(match(before).home.score! + 1)
  })

  it('shows the new score in the changed game only', () => {
    const old = new Map(matchesFor(before, { divisionId: x }).map((m) => [m.id, m]))
    const games = matchesFor(after, { divisionId: x })
    expect(games).toHaveLength(old.size)
    for (const match of games)
      if (match.id === gameId) expect(match.home.score).toBe(old.get(match.id)!.home.score! + 1)
      else expect(match, match.id).toEqual(old.get(match.id))
  })

  it('gives the same views as a cold computation of the new version', () => {
    const cold = parseLeague(JSON.parse(JSON.stringify(changed)))
    for (const division of [x, y])
      expect(divisionViews(after, division)).toEqual(divisionViews(cold, division))
    expect(after.matches).toEqual(cold.matches)
    expect(upcomingMatches(after, NOW, { limit: 6 })).toEqual(
      upcomingMatches(cold, NOW, { limit: 6 }),
    )
    expect(recentMatches(after, { limit: 6 })).toEqual(recentMatches(cold, { limit: 6 }))
    expect(topStrikers(after, { limit: 5 })).toEqual(topStrikers(cold, { limit: 5 }))
  })
})

describe('roster lines of a game record', () => {
  it('are read when first asked for, once, and equal a direct read of the node', () => {
    const tree = generateDemoLeague({ now: NOW, scale: 1 }).tree as Tree
    const league = parseLeague(tree)
    const record = league.teamGames.find((r) => r.homeGoals !== undefined)!
    const season = league.seasonId!
    const teams = child(
      child(child(child(tree, `Stats_${season}`), 'Divisions'), record.divisionId),
      'Teams',
    )
    const games = Object.values(teams)
      .map((team) => child(child(team, 'GAMES'), record.gameId))
      .filter(Boolean)
    expect(record.players).toBe(record.players)
    expect(games.map((game) => readRosterLines(game.PLAYERS))).toContainEqual(record.players)
    expect(games.map((game) => readRosterLines(game.KEEPERS))).toContainEqual(record.keepers)
    expect(record.players.length).toBeGreaterThan(0)
  })
})

describe('a League from cold', () => {
  /** `node[key]` read through a getter that counts its reads. */
  function countReads(node: Tree, key: string): { count: number } {
    const reads = { count: 0 }
    const value = node[key]
    Object.defineProperty(node, key, {
      enumerable: true,
      get: () => {
        reads.count += 1
        return value
      },
    })
    return reads
  }

  it('reads the schedule and the roster only when a view asks for them', () => {
    const tree = JSON.parse(JSON.stringify(generateDemoLeague({ now: NOW }).tree)) as Tree
    const league = parseLeague(tree)
    const season = league.seasonId!
    const divisions = child(child(child(tree, 'Schedule'), season), 'Divisions')
    const schedule = countReads(divisions, Object.keys(divisions)[0]!)
    const players = child(tree, `${season}_Players`)
    const roster = countReads(players, Object.keys(players)[0]!)

    const fresh = parseLeague({ ...tree })
    expect(fresh.news.length).toBeGreaterThan(0)
    expect([schedule.count, roster.count]).toEqual([0, 0])
    expect(fresh.matches.length).toBeGreaterThan(0)
    expect(schedule.count).toBeGreaterThan(0)
    expect(topStrikers(fresh).length).toBeGreaterThan(0)
    expect(roster.count).toBeGreaterThan(0)
  })
})
