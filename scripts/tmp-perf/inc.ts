import * as L from '../../app/league/index.ts'
import { generateDemoLeague } from '../../app/data/demo-league/generate.ts'
import { scoreChange } from '../bench/score-change.ts'
import { Session } from 'node:inspector/promises'
import { writeFileSync } from 'node:fs'
const NOW = new Date('2026-01-14T19:00:00-05:00')
const demo = generateDemoLeague({ now: NOW, scale: 10 })
let cur = JSON.parse(JSON.stringify(demo.tree))
const all = (league: L.League) => {
  for (const d of league.divisions) {
    L.computeStandings(league, d.id); L.rankOffence(league, d.id); L.rankDefence(league, d.id); L.rankDiscipline(league, d.id)
    L.topStrikers(league, { divisionId: d.id, limit: 10 })
    L.groupScheduleByDay(L.matchesFor(league, { divisionId: d.id }), NOW)
    L.upcomingMatches(league, NOW, { divisionId: d.id, limit: 5 }); L.recentMatches(league, { divisionId: d.id, limit: 5 })
    L.suspensions(league, d.id); L.fines(league, { divisionId: d.id, seasonId: league.seasonId })
  }
  for (const team of league.teams) {
    L.teamRankingCards(league, team.id, team.divisionId); L.teamStanding(league, team.id, team.divisionId)
    L.matchesFor(league, { teamId: team.id })
    L.upcomingMatches(league, NOW, { teamId: team.id, limit: 3 }); L.recentMatches(league, { teamId: team.id, limit: 3 })
    L.suspensions(league, { teamId: team.id }); L.fines(league, { teamId: team.id })
  }
}
all(L.parseLeague(cur))
const s = new Session(); s.connect(); await s.post('Profiler.enable'); await s.post('Profiler.setSamplingInterval', { interval: 100 }); await s.post('Profiler.start')
for (let i = 0; i < 20; i++) { const { tree } = scoreChange(cur, i); cur = tree; all(L.parseLeague(cur)) }
const { profile } = await s.post('Profiler.stop')
writeFileSync('/tmp/perf/inc.cpuprofile', JSON.stringify(profile))
