import { generateDemoLeague } from '../../app/data/demo-league/generate.ts'
const demo = generateDemoLeague({ now: new Date('2026-01-14T19:00:00-05:00'), scale: 1 })
const tree = demo.tree as Record<string, unknown>
for (const [k, v] of Object.entries(tree)) console.log(k, (JSON.stringify(v).length/1e3).toFixed(0), 'KB')
console.log(demo.facts.counts)
const s = (tree as any)[Object.keys(tree).find(k=>k.startsWith('Stats_'))!]
const d = s.Divisions[Object.keys(s.Divisions)[0]]
console.log(JSON.stringify(d).slice(0, 3000))
