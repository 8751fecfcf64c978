import { generateDemoLeague } from '../../app/data/demo-league/generate.ts'
import { readPlayers } from '../../app/league/players.ts'
import { readPlayers as oldRead } from './players-old.ts'
const demo = generateDemoLeague({ now: new Date('2026-01-14T19:00:00-05:00'), scale: 10 })
const node = JSON.parse(JSON.stringify((demo.tree as any)['2025W_Players']))
const a = JSON.stringify(readPlayers(node)), b = JSON.stringify(oldRead(node)); console.log('same', a === b)
const best = { new: Infinity, old: Infinity }
for (let i = 0; i < 40; i++) {
  let t = performance.now(); readPlayers(node); best.new = Math.min(best.new, performance.now() - t)
  t = performance.now(); oldRead(node); best.old = Math.min(best.old, performance.now() - t)
}
console.log(best)
