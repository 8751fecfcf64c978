// `npm test`: independent suites side by side so both cores work, with each phase's time for the CI
// budget.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { parseArgs, stripVTControlCharacters } from 'node:util'

const USAGE = `Usage: npm test [-- --only <phase>[,<phase>…]]

Runs typecheck, lint, unit tests and the production build side by side, then the end-to-end
tests in Chromium, the integration tests and the Firefox and WebKit smoke, and prints a table of
each phase's time and tests. Stops after the first group if any of it failed.

Phases: ${'typecheck, lint, unit, build, e2e, integration, browsers'}`

type Phase = { name: string; command: string; args: string[] }
type Outcome = { name: string; seconds: number; code: number; tests: string; busy?: number }

/** The machine's CPU ticks so far, busy and all (Linux's /proc/stat); undefined elsewhere. */
function cpuTicks(): { busy: number; total: number } | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1)
    const ticks = fields.map(Number)
    const total = ticks.reduce((sum, n) => sum + n, 0)
    // idle and iowait are the 4th and 5th fields: a core waiting is a core the suite could use.
    return { busy: total - ticks[3]! - ticks[4]!, total }
  } catch {
    return undefined
  }
}

/** How busy the cores were between two readings, 0 to 1: under 1, a phase leaves time unused. */
function busyShare(
  from: ReturnType<typeof cpuTicks>,
  to: ReturnType<typeof cpuTicks>,
): number | undefined {
  if (!from || !to || to.total === from.total) return undefined
  return (to.busy - from.busy) / (to.total - from.total)
}

const FIRST: Phase[] = [
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'unit', command: 'npm', args: ['run', '--silent', 'test:unit'] },
  { name: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
]
const AFTER_BUILD: Phase[] = [
  { name: 'e2e', command: 'playwright', args: ['test'] },
  {
    name: 'integration',
    command: 'vitest',
    args: ['run', '--config', 'vitest.integration.config.ts'],
  },
  { name: 'browsers', command: 'vitest', args: ['run', '--config', 'vitest.browsers.config.ts'] },
]

function testCount(output: string): string {
  const plain = stripVTControlCharacters(output)
  const vitest = /^\s+Tests\s+(.+)$/m.exec(plain)
  if (vitest) return vitest[1]!.trim()
  const playwright = [...plain.matchAll(/^\s+(\d+) (passed|failed|flaky|skipped)\b/gm)]
  return playwright.map((match) => `${match[1]} ${match[2]}`).join(', ')
}

function run(phase: Phase, buffered: boolean): Promise<Outcome> {
  const started = performance.now()
  const ticks = cpuTicks()
  return new Promise((resolve) => {
    const child = spawn(phase.command, phase.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
        // The suites start Node about 600 times (servers, the operator's commands): Node's own
        // compile cache spares each start compiling the same modules again, about 40 % of it.
        NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.resolve(COMPILE_CACHE),
      },
    })
    let output = ''
    const take = (chunk: Buffer) => {
      output += chunk.toString()
      if (!buffered) process.stdout.write(chunk)
    }
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    child.on('error', (error) => {
      process.stderr.write(
        `test: cannot start ${phase.command}: ${error.message} (npm test puts it on the PATH)\n`,
      )
    })
    child.on('close', (code) => {
      if (buffered) process.stdout.write(`\n── ${phase.name} ──\n${output}`)
      const seconds = (performance.now() - started) / 1000
      process.stdout.write(
        `test: ${phase.name} ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s\n`,
      )
      const busy = busyShare(ticks, cpuTicks())
      resolve({ name: phase.name, seconds, code: code ?? 1, tests: testCount(output), busy })
    })
  })
}

const E2E_REPORT = 'tests/.tmp/e2e-report.json'
const COMPILE_CACHE = 'tests/.tmp/node-compile-cache'

type ReportResult = { duration: number; status: string; error?: { message?: string } }
type ReportSuite = {
  file?: string
  specs?: { title: string; tests: { results: ReportResult[] }[] }[]
  suites?: ReportSuite[]
}

function printSlowestSpecs() {
  if (!existsSync(E2E_REPORT)) return
  const report = JSON.parse(readFileSync(E2E_REPORT, 'utf8')) as { suites: ReportSuite[] }
  const outcomes: { file: string; title: string; results: ReportResult[] }[] = []
  const walk = (suite: ReportSuite, file: string) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        outcomes.push({ file, title: spec.title, results: test.results })
    for (const child of suite.suites ?? []) walk(child, child.file ?? file)
  }
  for (const suite of report.suites) walk(suite, suite.file ?? '?')
  // Every attempt counts: a retried test cost its worker each run.
  const tests = outcomes.flatMap(({ file, title, results }) =>
    results.map((result) => ({ file, title, seconds: result.duration / 1000 })),
  )
  const byFile = new Map<string, number>()
  for (const test of tests) byFile.set(test.file, (byFile.get(test.file) ?? 0) + test.seconds)
  const files = [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12)
  const slowest = tests.sort((a, b) => b.seconds - a.seconds).slice(0, 12)
  const line = (seconds: number, text: string) =>
    `  ${seconds.toFixed(1).padStart(6)} s  ${text.slice(0, 110)}`
  process.stdout.write(
    `\ntest: e2e worker time by file (the costliest)\n${files.map(([file, seconds]) => line(seconds, file)).join('\n')}\n` +
      `test: e2e slowest tests\n${slowest.map((test) => line(test.seconds, `${test.file}: ${test.title}`)).join('\n')}\n`,
  )
  // CI keeps only the end of the output: failures (and flaky passes) are repeated here.
  for (const { file, title, results } of outcomes) {
    const failed = results.filter((result) => !['passed', 'skipped'].includes(result.status))
    if (failed.length === 0) continue
    const verdict = results.at(-1)?.status === 'passed' ? 'FLAKY (passed on a retry)' : 'FAILED'
    const reason = stripVTControlCharacters(failed[0]!.error?.message ?? failed[0]!.status)
    process.stdout.write(
      `test: e2e ${verdict} ${file}: ${title}\n    ${reason.split('\n').slice(0, 3).join('\n    ')}\n`,
    )
  }
}

function printTable(outcomes: Outcome[], started: number) {
  const rows = outcomes.map(
    (outcome) =>
      `  ${outcome.name.padEnd(12)} ${outcome.seconds.toFixed(0).padStart(5)} s  ${outcome.busy === undefined ? '    ' : `${(outcome.busy * 100).toFixed(0).padStart(3)}%`}  ${outcome.code === 0 ? 'ok    ' : 'FAILED'}  ${outcome.tests}`,
  )
  const total = ((performance.now() - started) / 1000).toFixed(0)
  process.stdout.write(
    `\ntest: phases (the first four side by side; % is how busy the cores were meanwhile)\n${rows.join('\n')}\n  ${'total'.padEnd(12)} ${total.padStart(5)} s\n`,
  )
}

async function main() {
  const { values } = parseArgs({
    options: { only: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  })
  if (values.help) {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  const only = values.only?.split(',').map((name) => name.trim())
  const known = [...FIRST, ...AFTER_BUILD].map((phase) => phase.name)
  const unknown = only?.filter((name) => !known.includes(name)) ?? []
  if (unknown.length > 0) {
    process.stderr.write(
      `test: unknown phase ${unknown.join(', ')} (phases: ${known.join(', ')})\n`,
    )
    process.exit(2)
  }
  const chosen = (phases: Phase[]) => phases.filter((phase) => !only || only.includes(phase.name))

  const started = performance.now()
  const first = chosen(FIRST)
  const outcomes = await Promise.all(first.map((phase) => run(phase, first.length > 1)))
  rmSync(E2E_REPORT, { force: true })
  if (outcomes.every((outcome) => outcome.code === 0))
    for (const phase of chosen(AFTER_BUILD)) outcomes.push(await run(phase, false))
  printSlowestSpecs()
  printTable(outcomes, started)
  const failed = outcomes.filter((outcome) => outcome.code !== 0)
  const count = (word: string) =>
    outcomes
      .map((outcome) => Number(new RegExp(`(\\d+) ${word}`).exec(outcome.tests)?.[1] ?? 0))
      .reduce((sum, n) => sum + n, 0)
  process.stdout.write(`${count('passed')} passed, ${count('failed')} failed\n`)
  if (failed.length > 0) {
    process.stderr.write(`test: failed: ${failed.map((outcome) => outcome.name).join(', ')}\n`)
    process.exit(1)
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`test: ${(error as Error).message}\n`)
  process.exit(1)
})
