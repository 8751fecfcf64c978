import { generateDemoLeague } from '../../app/data/demo-league/generate.ts'
import { readPlayers } from '../../app/league/players.ts'
import { Session } from 'node:inspector/promises'
import { writeFileSync } from 'node:fs'
const demo = generateDemoLeague({ now: new Date('2026-01-14T19:00:00-05:00'), scale: 10 })
const node = (demo.tree as any)['2025W_Players']
console.log(JSON.stringify(Object.values(node)[0]))
const s = new Session(); s.connect(); await s.post('Profiler.enable'); await s.post('Profiler.start')
for (let i = 0; i < 5; i++) { const c = structuredClone(node); const t = performance.now(); readPlayers(c); console.log(performance.now() - t) }
const { profile } = await s.post('Profiler.stop')
writeFileSync('/tmp/perf/pl.cpuprofile', JSON.stringify(profile))
