import { generateDemoLeague } from '../../app/data/demo-league/generate.ts'
const demo = generateDemoLeague({ now: new Date('2026-01-14T19:00:00-05:00'), scale: 1 })
const s = (demo.tree as any).Schedule['2025W'].Divisions
const d = Object.values(s)[0] as any
const day = Object.entries(d)[0] as any
console.log(day[0], JSON.stringify(day[1]).slice(0, 800))
const ps = (demo.tree as any).PlayerStats_2025W
console.log(JSON.stringify(ps).slice(0, 400))
