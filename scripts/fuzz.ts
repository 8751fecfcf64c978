// The long fuzzing run against the built server (rules: scripts/fuzz/requests.ts).

import fc from 'fast-check'

import { startLeagueServer } from '../tests/e2e/support/league-server.ts'
import { type FuzzRequest, problemWith, requestArb, send } from './fuzz/requests.ts'
import { parseCommand } from './command-line.ts'

const USAGE = `Usage: npm run build && npm run fuzz -- [--runs 10000] [--seed N] [--concurrency 8]

Generated requests against the built server; exit code 1 when one broke a rule (developer tool).`

const { values } = parseCommand({
  name: 'fuzz',
  usage: USAGE,
  options: {
    runs: { type: 'string', default: '10000' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    concurrency: { type: 'string', default: '8' },
  },
})
const runs = Number(values.runs)
const seed = Number(values.seed)

const server = await startLeagueServer({ leagueKey: 'demo', env: { REGISTRATION_OPEN: 'true' } })
const requests = fc.sample(requestArb, { numRuns: runs, seed })
const statuses = new Map<number, number>()
const failures: Array<{ request: FuzzRequest; problem: string }> = []
let errors = 0
let next = 0
const started = performance.now()

async function worker() {
  while (next < requests.length) {
    const request = requests[next++]!
    try {
      const response = await send(server.baseURL, request)
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      const problem = problemWith(request, response)
      if (problem) failures.push({ request, problem })
    } catch (error) {
      errors += 1
      failures.push({ request, problem: `no answer: ${String(error)}` })
    }
  }
}

try {
  await Promise.all(Array.from({ length: Number(values.concurrency) }, worker))
} finally {
  await server.stop()
}

const seconds = (performance.now() - started) / 1000
const fiveHundreds = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0)
console.log(`fuzz: ${runs} requests (seed ${seed}) in ${seconds.toFixed(1)} s`)
console.log(
  `statuses: ${[...statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, c]) => `${s}×${c}`)
    .join(' ')}`,
)
console.log(`5xx: ${fiveHundreds}, connection errors: ${errors}, rule breaks: ${failures.length}`)
for (const { request, problem } of failures.slice(0, 20)) {
  console.log(`  ${problem}: ${JSON.stringify(request).slice(0, 400)}`)
}
process.exit(failures.length > 0 ? 1 : 0)
