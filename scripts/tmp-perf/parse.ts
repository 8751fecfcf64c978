import { generateDemoLeague } from '../../app/data/demo-league/generate.ts'
import { readSchedule } from '../../app/league/schedule.ts'
import { readTeamGameRecords, readTeamStats, readPlayerStats } from '../../app/league/stats.ts'
import { readPlayers } from '../../app/league/players.ts'
import { readTeams, TeamDirectory } from '../../app/league/teams.ts'
import { readDivisions } from '../../app/league/divisions.ts'
import { readFines } from '../../app/league/fines.ts'
const scale = Number(process.argv[2] ?? 10)
const NOW = new Date('2026-01-14T19:00:00-05:00')
const demo = generateDemoLeague({ now: NOW, scale })
const json = JSON.stringify(demo.tree)
const gc = (globalThis as any).gc as () => void
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000 }
const phases: Record<string, number[]> = {}
for (let r = 0; r < 5; r++) {
  const root = JSON.parse(json) as any
  gc()
  let c = cpu()
  const step = <T>(k: string, f: () => T): T => { const v = f(); const n = cpu(); (phases[k] ??= []).push(n - c); c = n; return v }
  const seasonId = '2025W'
  const divisions = step('divisions', () => readDivisions(root, seasonId))
  const teams = step('teams', () => readTeams(root[`${seasonId}_Teams`]))
  const directory = step('directory', () => new TeamDirectory(teams))
  const ctx = { seasonId, divisions, teams: directory }
  step('players', () => readPlayers(root[`${seasonId}_Players`]))
  step('schedule', () => readSchedule(root.Schedule[seasonId], ctx))
  step('teamStats', () => readTeamStats(root[`TeamStats_${seasonId}`], ctx))
  step('teamGames', () => readTeamGameRecords(root[`Stats_${seasonId}`], ctx))
  step('playerStats', () => readPlayerStats(root[`PlayerStats_${seasonId}`], ctx))
  step('fines', () => readFines(root.Team_Fines))
}
const med = (l: number[]) => [...l].sort((a, b) => a - b)[Math.floor(l.length / 2)]
console.log(`scale ${scale}: ` + Object.entries(phases).map(([k, v]) => `${k}=${med(v).toFixed(1)}`).join(' '))
