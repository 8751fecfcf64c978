import * as L from '../../app/league/index.ts'
import { generateDemoLeague } from '../../app/data/demo-league/generate.ts'
import { Session } from 'node:inspector/promises'
import { writeFileSync } from 'node:fs'
const scale = Number(process.argv[2] ?? 10)
const NOW = new Date('2026-01-14T19:00:00-05:00')
const demo = generateDemoLeague({ now: NOW, scale })
const run = (tree: unknown) => {
const league = L.parseLeague(tree)
L.todaysMatches(league, NOW); L.upcomingMatches(league, NOW, {limit:6}); L.recentMatches(league,{limit:6}); L.topStrikers(league,{limit:5})
for (const d of league.divisions) {
  L.computeStandings(league, d.id)
  L.rankOffence(league, d.id); L.rankDefence(league, d.id); L.rankDiscipline(league, d.id)
  L.topStrikers(league, { divisionId: d.id, limit: 10 })
  L.upcomingMatches(league, NOW, { divisionId: d.id, limit: 5 }); L.recentMatches(league, { divisionId: d.id, limit: 5 })
  L.suspensions(league, d.id)
  L.fines(league, { divisionId: d.id, seasonId: league.seasonId })
}
for (const team of league.teams) {
  L.teamRankingCards(league, team.id, team.divisionId)
  L.teamStanding(league, team.id, team.divisionId)
  L.upcomingMatches(league, NOW, { teamId: team.id, limit: 3 }); L.recentMatches(league, { teamId: team.id, limit: 3 })
  L.suspensions(league, { teamId: team.id }); L.fines(league, { teamId: team.id })
}
}
run(structuredClone(demo.tree))
const s = new Session(); s.connect(); await s.post('Profiler.enable'); await s.post('Profiler.setSamplingInterval', { interval: 200 }); await s.post('Profiler.start')
const c = process.cpuUsage(); const t = performance.now()
for (let i = 0; i < 3; i++) run(structuredClone(demo.tree))
console.log('3 runs incl clone', performance.now() - t, 'cpu', (process.cpuUsage(c).user)/1000)
const { profile } = await s.post('Profiler.stop')
writeFileSync('/tmp/perf/p.cpuprofile', JSON.stringify(profile))
