/**
 * Micro-benchmark of the league domain (issues 4 and 16): builds a synthetic league of
 * N divisions × 8 teams × a double round-robin season, computes every derived view the
 * pages need (home, standings, every team page, every match sheet, every player page),
 * from cold at 1×, 10× and 45× (~20 000 games), checks that the time grows linearly with the
 * number of games, and times one live score change in a 10× league reflected in every view.
 *
 * Run: npm run bench:domain [-- --scales 1,10,45]   (plain `node scripts/bench-domain.ts` on Node 24)
 */
import {
  activeSponsors,
  computeStandings,
  fines,
  latestNews,
  matchKey,
  matchSheet,
  parseLeague,
  playerProfile,
  rankDefence,
  rankDiscipline,
  rankOffence,
  recentMatches,
  sponsorPages,
  suspensions,
  teamRankingCards,
  teamStanding,
  todaysMatches,
  topStrikers,
  upcomingMatches,
  type League,
} from '../app/league/index.ts'
import { parseArgs } from 'node:util'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import { scoreChange } from './bench/score-change.ts'
import { NOW as SYNTHETIC_NOW, syntheticLeague } from './bench/synthetic-league.ts'

// A full collection before each timed run, so that a run does not pay for the garbage of
// the previous one (whose cost grows with the heap, not with the work measured).
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

const NOW = SYNTHETIC_NOW

/**
 * Every view of every page, as the loaders will ask for them; with `only`, the home page's
 * views and the pages of that division alone. Returns a count to keep the work observable.
 */
function everyView(league: League, only?: string): number {
  let items = 0
  const count = (value: unknown) => {
    items += Array.isArray(value) ? value.length : value === undefined ? 0 : 1
  }
  const included = (divisionId: string | undefined) =>
    only === undefined || (divisionId !== undefined && matchKey(divisionId) === matchKey(only))
  // Home
  count(todaysMatches(league, NOW))
  count(upcomingMatches(league, NOW, { limit: 6 }))
  count(recentMatches(league, { limit: 6 }))
  count(topStrikers(league, { limit: 5 }))
  count(sponsorPages(activeSponsors(league), 3))
  count(latestNews(league.news, 'fr'))
  // Standings page and home widgets, per division
  for (const division of league.divisions) {
    if (!included(division.id)) continue
    count(computeStandings(league, division.id).rows)
    count(rankOffence(league, division.id))
    count(rankDefence(league, division.id))
    count(rankDiscipline(league, division.id))
    count(topStrikers(league, { divisionId: division.id, limit: 10 }))
    count(upcomingMatches(league, NOW, { divisionId: division.id, limit: 5 }))
    count(recentMatches(league, { divisionId: division.id, limit: 5 }))
    count(suspensions(league, division.id))
    count(fines(league, { divisionId: division.id, seasonId: league.seasonId }))
  }
  // Team pages
  for (const team of league.teams) {
    if (!included(team.divisionId)) continue
    count(teamRankingCards(league, team.id, team.divisionId))
    count(teamStanding(league, team.id, team.divisionId))
    count(upcomingMatches(league, NOW, { teamId: team.id, limit: 3 }))
    count(recentMatches(league, { teamId: team.id, limit: 3 }))
    count(suspensions(league, { teamId: team.id }))
    count(fines(league, { teamId: team.id }))
  }
  // Match pages and player pages
  for (const match of league.matches)
    if (match.status === 'finished' && included(match.divisionId))
      count(matchSheet(league, match.id, match.divisionId))
  for (const player of league.players)
    if (included(player.divisionId)) count(playerProfile(league, { playerId: player.id }))
  return items
}

/** One timed run (parse, then every view) on a fresh copy of the tree, so no cache helps. */
function runOnce(tree: unknown): { parse: number; views: number; items: number } {
  const copy = structuredClone(tree)
  collectGarbage()
  const start = performance.now()
  const league = parseLeague(copy)
  const parsed = performance.now()
  const items = everyView(league)
  return { parse: parsed - start, views: performance.now() - parsed, items }
}

const ms = (value: number) => `${value.toFixed(1).padStart(8)} ms`

type Scale = { label: string; tree: unknown; games: number }

const { values } = parseArgs({ options: { scales: { type: 'string', default: '1,10,45' } } })
const scaleFactors = (values.scales ?? '1,10,45')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0)

/**
 * Measures several sizes of a league and reports whether time grew with the games, not faster.
 * Runs of the sizes are interleaved and the best run of each is kept: other processes
 * on the machine then slow every size alike instead of skewing the ratio.
 */
function compare(title: string, scales: Scale[], rounds = 5): boolean {
  const best = scales.map(() => ({ parse: Infinity, views: Infinity, items: 0 }))
  const largest = Math.max(...scales.map((scale) => scale.games))
  for (let round = -1; round < rounds; round += 1) {
    scales.forEach((scale, index) => {
      // About as much time on each size per round: the small league runs several times.
      const repeats = Math.min(10, Math.max(1, Math.round(largest / scale.games / 4)))
      for (let repeat = 0; repeat < repeats; repeat += 1) {
        const run = runOnce(scale.tree)
        if (round < 0) continue // warm-up round: JIT and Intl caches
        if (run.parse + run.views < best[index].parse + best[index].views) best[index] = run
      }
    })
  }
  const results = scales.map((scale, index) => ({ ...scale, ...best[index] }))
  console.log(`\n${title}`)
  console.log('league               games     parse     views     total   µs/game   view items')
  for (const result of results) {
    const total = result.parse + result.views
    const perGame = ((total * 1000) / result.games).toFixed(1)
    console.log(
      `${result.label.padEnd(19)} ${String(result.games).padStart(6)} ${ms(result.parse)} ${ms(result.views)} ${ms(total)} ${perGame.padStart(8)}   ${result.items}`,
    )
  }
  let linear = true
  const [small] = results
  for (const large of results.slice(1)) {
    const gameRatio = large.games / small.games
    const timeRatio = (large.parse + large.views) / (small.parse + small.views)
    const perGameRatio = timeRatio / gameRatio
    console.log(
      `games ×${gameRatio.toFixed(1)} → time ×${timeRatio.toFixed(1)} (per-game cost ratio ${perGameRatio.toFixed(2)}; 1.00 is linear)`,
    )
    // A view that is quadratic in the games would show a ratio near 10 here; GC and a busy
    // machine move a linear one by a few tenths.
    if (perGameRatio > 2) linear = false
  }
  const twenty = results.find((result) => result.games >= 15_000)
  if (twenty)
    console.log(
      `target: all views of a ~20 000-game league ≤ 200 ms from cold: ${(twenty.parse + twenty.views).toFixed(0)} ms (${twenty.games} games)`,
    )
  return linear
}

const median = (list: number[]) =>
  [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] as number

/**
 * One live score change after another (each a new tree sharing untouched branches, as the
 * mirror publishes them), each followed by every view of every page: wall time and CPU time
 * (process.cpuUsage, so other processes on the machine do not count), medians.
 */
function incremental(label: string, tree: unknown, changes = 11): void {
  let current = structuredClone(tree) as Record<string, unknown>
  everyView(parseLeague(current)) // the views of the version before the change, as a server has them
  const samples = {
    divisionWall: [] as number[],
    divisionCpu: [] as number[],
    allWall: [] as number[],
    allCpu: [] as number[],
  }
  for (let change = 0; change < changes; change += 1) {
    const { tree: next, division } = scoreChange(current, change)
    collectGarbage()
    let cpu = process.cpuUsage()
    let start = performance.now()
    // What the change makes stale: the new League, the home page, the changed division's pages.
    const league = parseLeague(next)
    everyView(league, division)
    const divisionWall = performance.now() - start
    const divisionCpu = process.cpuUsage(cpu)
    cpu = process.cpuUsage()
    start = performance.now()
    everyView(league) // then every other page too (memoised: a lookup each)
    const allWall = performance.now() - start + divisionWall
    const allCpu = process.cpuUsage(cpu)
    if (change > 0) {
      samples.divisionWall.push(divisionWall)
      samples.divisionCpu.push((divisionCpu.user + divisionCpu.system) / 1000)
      samples.allWall.push(allWall)
      samples.allCpu.push(
        (allCpu.user + allCpu.system + divisionCpu.user + divisionCpu.system) / 1000,
      )
    }
    current = next
  }
  const f = (list: number[]) => `${median(list).toFixed(1)} ms`.padStart(9)
  console.log(
    `${label.padEnd(19)} ${f(samples.divisionCpu)} CPU ${f(samples.divisionWall)} wall   ${f(samples.allCpu)} CPU ${f(samples.allWall)} wall`,
  )
}

console.log(
  `League domain benchmark: Node ${process.version}; best of interleaved runs, each on a fresh tree copy after a full GC`,
)
const synthetic = scaleFactors.map((factor) => ({ factor, ...syntheticLeague(8 * factor) }))
let linear = compare(
  'Synthetic league: divisions × 8 teams × double round robin (14 rounds), from cold',
  synthetic.map(({ factor, tree, games }) => ({
    label: `${factor}× (${8 * factor} divisions)`,
    tree,
    games,
  })),
)

const INCREMENTAL_HEADER = `\nOne score change in an already computed league (median of 10; target ≤ 20 ms CPU at 10×):
                    new League + home + changed division's pages    + every other page (memo lookups)`
console.log(INCREMENTAL_HEADER)
for (const { factor, tree } of synthetic)
  if (factor <= 10) incremental(`${factor}× synthetic`, tree)

// The demo league of app/data (another module, maybe absent): measured too when present.
try {
  const { generateDemoLeague } = await import('../app/data/demo-league/generate.ts')
  const demo = [1, 10].map((scale) => generateDemoLeague({ now: NOW, scale }))
  linear =
    compare('Demo league (app/data/demo-league, scale 1 and 10), from cold', [
      { label: 'demo 1×', tree: demo[0].tree, games: demo[0].facts.counts.games },
      { label: 'demo 10×', tree: demo[1].tree, games: demo[1].facts.counts.games },
    ]) && linear
  console.log(INCREMENTAL_HEADER)
  incremental('demo 1×', demo[0].tree)
  incremental('demo 10×', demo[1].tree)
} catch (error) {
  console.log(
    `\nDemo league not measured (${error instanceof Error ? error.message : String(error)})`,
  )
}

if (!linear) {
  console.error('\nTime grew faster than the number of games: some view is not linear.')
  process.exitCode = 1
}
