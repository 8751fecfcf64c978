import * as L from '../../app/league/index.ts'
import { generateDemoLeague } from '../../app/data/demo-league/generate.ts'
const scale = Number(process.argv[2] ?? 10)
const runs = Number(process.argv[3] ?? 5)
const NOW = new Date('2026-01-14T19:00:00-05:00')
const demo = generateDemoLeague({ now: NOW, scale })
const json = JSON.stringify(demo.tree)
const gc = (globalThis as any).gc as () => void
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000 }
const phases: Record<string, number[]> = {}
const add = (k: string, v: number) => (phases[k] ??= []).push(v)
for (let r = 0; r < runs; r++) {
  const tree = JSON.parse(json)
  gc()
  let c = cpu(); const c0 = c; const w0 = performance.now()
  const step = (k: string, f: () => void) => { f(); const n = cpu(); add(k, n - c); c = n }
  let league!: L.League
  step('parse', () => { league = L.parseLeague(tree) })
  step('home', () => { L.todaysMatches(league, NOW); L.upcomingMatches(league, NOW, {limit:6}); L.recentMatches(league,{limit:6}); L.topStrikers(league,{limit:5}) })
  step('divisions', () => { for (const d of league.divisions) {
    L.computeStandings(league, d.id)
    L.rankOffence(league, d.id); L.rankDefence(league, d.id); L.rankDiscipline(league, d.id)
    L.topStrikers(league, { divisionId: d.id, limit: 10 })
    L.upcomingMatches(league, NOW, { divisionId: d.id, limit: 5 }); L.recentMatches(league, { divisionId: d.id, limit: 5 })
    L.suspensions(league, d.id)
    L.fines(league, { divisionId: d.id, seasonId: league.seasonId })
  }})
  step('teams', () => { for (const team of league.teams) {
    L.teamRankingCards(league, team.id, team.divisionId)
    L.teamStanding(league, team.id, team.divisionId)
    L.upcomingMatches(league, NOW, { teamId: team.id, limit: 3 }); L.recentMatches(league, { teamId: team.id, limit: 3 })
    L.suspensions(league, { teamId: team.id }); L.fines(league, { teamId: team.id })
  }})
  add('TOTAL cpu', c - c0); add('TOTAL wall', performance.now() - w0)
  step('sheets(all)', () => { for (const m of league.matches) if (m.status === 'finished') L.matchSheet(league, m.id, m.divisionId) })
  step('profiles(all)', () => { for (const p of league.players) L.playerProfile(league, { playerId: p.id }) })
}
const med = (l: number[]) => [...l].sort((a, b) => a - b)[Math.floor(l.length / 2)]
console.log(`scale ${scale} games ${demo.facts.counts.games}: ` + Object.entries(phases).map(([k, v]) => `${k}=${med(v).toFixed(0)}`).join(' '))
