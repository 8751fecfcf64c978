import * as L from '/work/wt-perf/app/league/index.ts'
import { generateDemoLeague } from '/work/wt-perf/app/data/demo-league/generate.ts'
const scale = Number(process.argv[2] ?? 45)
const NOW = new Date('2026-01-14T19:00:00-05:00')
let t = performance.now()
const demo = generateDemoLeague({ now: NOW, scale })
console.log('generate', (performance.now()-t).toFixed(0), 'games', demo.facts.counts.games, 'json MB', (JSON.stringify(demo.tree).length/1e6).toFixed(1))
for (let r=0;r<3;r++){
const tree = structuredClone(demo.tree)
const c0 = process.cpuUsage()
t = performance.now()
const league = L.parseLeague(tree)
const tp = performance.now()
const timings: Record<string, number> = {}
const time = (k: string, f: () => unknown) => { const s = performance.now(); f(); timings[k] = (timings[k] ?? 0) + performance.now() - s }
time('home', () => { L.todaysMatches(league, NOW); L.upcomingMatches(league, NOW, {limit:6}); L.recentMatches(league,{limit:6}); L.topStrikers(league,{limit:5}) })
for (const d of league.divisions) {
  time('standings', () => L.computeStandings(league, d.id))
  time('rank', () => { L.rankOffence(league, d.id); L.rankDefence(league, d.id); L.rankDiscipline(league, d.id) })
  time('strikers', () => L.topStrikers(league, { divisionId: d.id, limit: 10 }))
  time('divlists', () => { L.upcomingMatches(league, NOW, { divisionId: d.id, limit: 5 }); L.recentMatches(league, { divisionId: d.id, limit: 5 }) })
  time('susp', () => L.suspensions(league, d.id))
  time('fines', () => L.fines(league, { divisionId: d.id, seasonId: league.seasonId }))
}
for (const team of league.teams) {
  time('teamcards', () => L.teamRankingCards(league, team.id, team.divisionId))
  time('teamstanding', () => L.teamStanding(league, team.id, team.divisionId))
  time('teamlists', () => { L.upcomingMatches(league, NOW, { teamId: team.id, limit: 3 }); L.recentMatches(league, { teamId: team.id, limit: 3 }) })
  time('teamsf', () => { L.suspensions(league, { teamId: team.id }); L.fines(league, { teamId: team.id }) })
}
for (const m of league.matches) if (m.status === 'finished') time('sheets', () => L.matchSheet(league, m.id, m.divisionId))
for (const p of league.players) time('profiles', () => L.playerProfile(league, { playerId: p.id }))
const cpu = process.cpuUsage(c0)
console.log('parse', (tp-t).toFixed(0), 'total', (performance.now()-t).toFixed(0), 'cpu', ((cpu.user+cpu.system)/1000).toFixed(0), Object.entries(timings).map(([k,v])=>`${k}=${v.toFixed(0)}`).join(' '))
}
