import { createHash } from 'node:crypto'
import { generateDemoLeague } from '../../app/data/demo-league/generate.ts'
for (const [now, scale] of [['2026-01-15T03:30:00Z', 1], ['2026-07-01T16:00:00Z', 1], ['2026-01-15T03:30:00Z', 3]] as const)
  console.log(now, scale, createHash('sha256').update(JSON.stringify(generateDemoLeague({ now: new Date(now), scale }))).digest('hex'))
