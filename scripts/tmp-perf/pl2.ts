import { generateDemoLeague } from '../../app/data/demo-league/generate.ts'
import { readPlayers } from '../../app/league/players.ts'
import { readSchedule } from '../../app/league/schedule.ts'
const demo = generateDemoLeague({ now: new Date('2026-01-14T19:00:00-05:00'), scale: 10 })
const node = (demo.tree as any)['2025W_Players']
const json = JSON.stringify(node)
const gc = (globalThis as any).gc
let best = Infinity, bestK = Infinity, bestJ = Infinity
for (let i = 0; i < 15; i++) {
  const c = structuredClone(node); gc()
  let t = performance.now(); readPlayers(c); best = Math.min(best, performance.now() - t)
  const j = JSON.parse(json); gc()
  t = performance.now(); readPlayers(j); bestJ = Math.min(bestJ, performance.now() - t)
  const d = structuredClone(node); gc()
  t = performance.now(); let n = 0; for (const k in d) { const r = d[k]; for (const kk of Object.keys(r)) n += (r[kk] === undefined ? 0 : 1) } bestK = Math.min(bestK, performance.now() - t)
}
console.log('players', Object.keys(node).length, 'readPlayers min', best.toFixed(1), 'on JSON.parse', bestJ.toFixed(1), 'keys scan', bestK.toFixed(1))
