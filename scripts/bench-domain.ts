// The league domain on the demo league at 1×, 10× and 45×, against the budget of ADR 0013.
import {
  activeSponsors,
  computeStandings,
  fines,
  groupScheduleByDay,
  latestNews,
  matchesFor,
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
import { generateDemoLeague } from '../app/data/demo-league/generate.ts'
import { parseArgs } from 'node:util'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import { bareRead } from './bench/bare-read.ts'
import { scoreChange } from './bench/score-change.ts'

// A full collection first, so a run does not pay for the previous one's garbage.
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

/**
 * The forced collection leaves sweeping to helper threads for a few ms, which process CPU would
 * count.
 */
async function collectAllGarbage(): Promise<void> {
  collectGarbage()
  await new Promise((resolve) => setTimeout(resolve, 50))
}

const NOW = new Date('2026-01-14T19:00:00-05:00')

/** What the pages need to show everything once, as their loaders ask for it. */
function everyView(league: League, only?: string): number {
  let items = 0
  const count = (value: unknown) => {
    items += Array.isArray(value) ? value.length : value === undefined ? 0 : 1
  }
  const included = (divisionId: string | undefined) =>
    only === undefined || (divisionId !== undefined && matchKey(divisionId) === matchKey(only))
  count(todaysMatches(league, NOW))
  count(upcomingMatches(league, NOW, { limit: 6 }))
  count(recentMatches(league, { limit: 6 }))
  count(topStrikers(league, { limit: 5 }))
  count(sponsorPages(activeSponsors(league), 3))
  count(latestNews(league.news, 'fr'))
  for (const division of league.divisions) {
    if (!included(division.id)) continue
    count(computeStandings(league, division.id).rows)
    count(rankOffence(league, division.id))
    count(rankDefence(league, division.id))
    count(rankDiscipline(league, division.id))
    count(topStrikers(league, { divisionId: division.id, limit: 10 }))
    count(groupScheduleByDay(matchesFor(league, { divisionId: division.id }), NOW).days)
    count(upcomingMatches(league, NOW, { divisionId: division.id, limit: 5 }))
    count(recentMatches(league, { divisionId: division.id, limit: 5 }))
    count(suspensions(league, division.id))
    count(fines(league, { divisionId: division.id, seasonId: league.seasonId }))
  }
  for (const team of league.teams) {
    if (!included(team.divisionId)) continue
    count(teamRankingCards(league, team.id, team.divisionId))
    count(teamStanding(league, team.id, team.divisionId))
    count(matchesFor(league, { teamId: team.id }))
    count(upcomingMatches(league, NOW, { teamId: team.id, limit: 3 }))
    count(recentMatches(league, { teamId: team.id, limit: 3 }))
    count(suspensions(league, { teamId: team.id }))
    count(fines(league, { teamId: team.id }))
  }
  return items
}

function everyItemPage(league: League): number {
  let items = 0
  for (const match of league.matches)
    if (match.status === 'finished' && matchSheet(league, match.id, match.divisionId)) items += 1
  for (const player of league.players)
    if (playerProfile(league, { playerId: player.id })) items += 1
  return items
}

const cpuMs = (since?: NodeJS.CpuUsage) => {
  const usage = process.cpuUsage(since)
  return (usage.user + usage.system) / 1000
}

const median = (list: number[]) =>
  [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] as number

type Sample = { parseCpu: number; viewsCpu: number; cpu: number; wall: number }

async function coldRun(json: string): Promise<Sample & { items: number }> {
  const tree = JSON.parse(json) as unknown
  await collectAllGarbage()
  const cpu = process.cpuUsage()
  const start = performance.now()
  const league = parseLeague(tree)
  const parseCpu = cpuMs(cpu)
  const items = everyView(league)
  const wall = performance.now() - start
  const total = cpuMs(cpu)
  return { parseCpu, viewsCpu: total - parseCpu, cpu: total, wall, items }
}

async function bareRun(json: string, seasonId: string): Promise<number> {
  const tree = JSON.parse(json) as Record<string, unknown>
  await collectAllGarbage()
  const cpu = process.cpuUsage()
  if (bareRead(tree, seasonId) < 0) throw new Error('unreachable')
  return cpuMs(cpu)
}

function onDemand(json: string, count = 25): { sheet: number; profile: number; all: number } {
  const league = parseLeague(JSON.parse(json))
  everyView(league)
  const finished = league.matches.filter((match) => match.status === 'finished')
  const sheets: number[] = []
  const profiles: number[] = []
  for (let i = 0; i < count; i += 1) {
    const match = finished[Math.floor((i * finished.length) / count)]
    const player = league.players[Math.floor((i * league.players.length) / count)]
    let cpu = process.cpuUsage()
    if (match) matchSheet(league, match.id, match.divisionId)
    sheets.push(cpuMs(cpu))
    cpu = process.cpuUsage()
    if (player) playerProfile(league, { playerId: player.id })
    profiles.push(cpuMs(cpu))
  }
  const cpu = process.cpuUsage()
  everyItemPage(league)
  return { sheet: median(sheets), profile: median(profiles), all: cpuMs(cpu) }
}


async function incremental(
  json: string,
  changes = 11,
): Promise<{ line: string; allMainCpu: number }> {
  let current = JSON.parse(json) as Record<string, unknown>
  everyView(parseLeague(current)) // the views of the version before the change, as a server has them
  const samples = {
    divisionWall: [] as number[],
    divisionCpu: [] as number[],
    allWall: [] as number[],
    allCpu: [] as number[],
    allMainCpu: [] as number[],
  }
  for (let change = 0; change < changes; change += 1) {
    const { tree: next, division } = scoreChange(current, change)
    await collectAllGarbage()
    const cpu = process.cpuUsage()
    const mainCpu = process.threadCpuUsage()
    const start = performance.now()
    const league = parseLeague(next)
    everyView(league, division)
    samples.divisionWall.push(performance.now() - start)
    samples.divisionCpu.push(cpuMs(cpu))
    everyView(league) // then every other page too (memoised: a lookup each)
    samples.allWall.push(performance.now() - start)
    samples.allCpu.push(cpuMs(cpu))
    const main = process.threadCpuUsage(mainCpu)
    samples.allMainCpu.push((main.user + main.system) / 1000)
    current = next
  }
  const f = (list: number[]) => `${median(list.slice(1)).toFixed(1)} ms`.padStart(9)
  return {
    line: `${f(samples.divisionCpu)} CPU ${f(samples.divisionWall)} wall   ${f(samples.allCpu)} CPU ${f(samples.allMainCpu)} main ${f(samples.allWall)} wall`,
    allMainCpu: median(samples.allMainCpu.slice(1)),
  }
}

const USAGE = `Usage: npm run bench:domain [-- --scales 1,10,45] [--runs 5]

Times every view of the demo league from cold, one match sheet and one player page on demand,
and one live score change, at each scale (1× is the demo league, 10× ~4 600 games, 45× ~20 000).
  --scales LIST  comma-separated whole scale factors (default 1,10,45)
  --runs N       cold runs per scale; the figures are their medians (default 5)
  -h, --help     this text`

function usageError(message: string): never {
  process.stderr.write(`bench:domain: ${message} (see --help)\n`)
  process.exit(2)
}

let values: { scales?: string; runs?: string; help?: boolean }
try {
  ;({ values } = parseArgs({
    options: {
      scales: { type: 'string', default: '1,10,45' },
      runs: { type: 'string', default: '5' },
      help: { type: 'boolean', short: 'h' },
    },
  }))
} catch (error) {
  usageError((error as Error).message.split('\n')[0] ?? 'bad arguments')
}
if (values.help) {
  process.stdout.write(`${USAGE}\n`)
  process.exit(0)
}
const scaleFactors = (values.scales ?? '').split(',').map(Number)
if (scaleFactors.length === 0 || !scaleFactors.every((n) => Number.isInteger(n) && n > 0))
  usageError(`--scales wants whole numbers above 0, got "${values.scales}"`)
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1)
  usageError(`--runs wants a whole number above 0, got "${values.runs}"`)

const ms = (value: number, digits = 1) => `${value.toFixed(digits).padStart(8)} ms`

console.log(
  `League domain benchmark: Node ${process.version}; demo league (app/data/demo-league) at scales ${scaleFactors.join(', ')}; now = ${NOW.toISOString()}
"All views" = home; per division: standings, 3 rankings, strikers, schedule by day, upcoming, recent, suspensions, fines;
per team: standing, ranking cards, schedule, upcoming, recent, suspensions, fines. Match sheets and player pages are built
one at a time when asked for (timed apart). Medians of ${runs} cold runs, each on a fresh JSON.parse copy after a full GC.
League CPU: parseLeague, which reads the season's large branches when a view first asks (so most reading counts as views).
Bare read: every value of every record the views need, nothing built (scripts/bench/bare-read.ts), the floor for this data.`,
)
console.log(
  '\nscale  games  players  League CPU   views CPU   total CPU  total wall   bare read  ×bare  µs/game (CPU)   one sheet  one player   every sheet+player page',
)
const results: Array<{ factor: number; games: number; cpu: number; floor: number }> = []
const changes = new Map<number, Awaited<ReturnType<typeof incremental>>>()
for (const factor of scaleFactors) {
  const demo = generateDemoLeague({ now: NOW, scale: factor })
  const json = JSON.stringify(demo.tree)
  const games = demo.facts.counts.games
  await coldRun(json) // warm-up: JIT and Intl caches
  const seasonId = parseLeague(JSON.parse(json)).seasonId ?? ''
  const samples: Sample[] = []
  const bare: number[] = []
  for (let run = 0; run < runs; run += 1) {
    samples.push(await coldRun(json))
    bare.push(await bareRun(json, seasonId))
  }
  const pick = (key: keyof Sample) => median(samples.map((sample) => sample[key]))
  const items = onDemand(json)
  const cpu = pick('cpu')
  const floor = median(bare)
  results.push({ factor, games, cpu, floor })
  console.log(
    `${`${factor}×`.padStart(5)} ${String(games).padStart(6)} ${String(demo.facts.counts.players).padStart(8)} ${ms(pick('parseCpu'))} ${ms(pick('viewsCpu'))} ${ms(cpu)} ${ms(pick('wall'))} ${ms(floor)} ${(cpu / floor).toFixed(1).padStart(5)}× ${((cpu * 1000) / games).toFixed(1).padStart(14)} ${ms(items.sheet, 2)} ${ms(items.profile, 2)} ${ms(items.all)}`,
  )
  // Timed before a larger scale's heap makes every later collection slower.
  if (factor <= 10) changes.set(factor, await incremental(json))
}

let linear = true
const [small] = results
for (const large of results.slice(1)) {
  const gameRatio = large.games / small.games
  const timeRatio = large.cpu / small.cpu
  const floorRatio = large.floor / small.floor
  console.log(
    `games ×${gameRatio.toFixed(1)} → CPU time ×${timeRatio.toFixed(1)} (per-game cost ratio ${(timeRatio / gameRatio).toFixed(2)}; 1.00 is linear); bare read ×${floorRatio.toFixed(1)}`,
  )
  // A view quadratic in the games would multiply the per-game cost by about the game ratio.
  if (timeRatio / gameRatio > 2 && timeRatio / floorRatio > 2) linear = false
}
const COLD_BUDGET_MS: Record<number, number> = { 1: 20, 10: 150 }
const SCORE_CHANGE_BUDGET_MS = 20
for (const result of results) {
  const budget = COLD_BUDGET_MS[result.factor]
  if (budget !== undefined)
    console.log(
      `budget ${result.factor}×: every view from cold ≤ ${budget} ms CPU: ${result.cpu.toFixed(1)} ms (${result.cpu <= budget ? 'within' : 'OVER'})`,
    )
}

console.log(`\nOne score change in an already computed league (median of 10; budget at 10×: ≤ ${SCORE_CHANGE_BUDGET_MS} ms on the main thread):
                    new League + home + changed division's pages    + every other page (memo lookups)
                    (CPU: the process, GC helper threads included; main: the thread that answers requests)`)
for (const [factor, change] of changes) {
  const budget = factor === 10 ? SCORE_CHANGE_BUDGET_MS : undefined
  const verdict =
    budget === undefined ? '' : change.allMainCpu <= budget ? '  (within)' : '  (OVER)'
  console.log(`${`demo ${factor}×`.padEnd(19)} ${change.line}${verdict}`)
}

if (!linear) {
  console.error('\nTime grew faster than the number of games: some view is not linear.')
  process.exitCode = 1
}
