// npm run audit-log -- [--format jsonl|csv] [--separator ,|;] [--since YYYY-MM-DD] [--out FILE]
import { chmodSync, existsSync, writeFileSync } from 'node:fs'

import { auditToCsv, auditToJsonLines } from '../app/data/audit-export.ts'
import { storeFile } from '../app/data/embedded-source.server.ts'
import { announceStore, commandEnv, fail, parseCommand } from './command-line.ts'
import { openConsoleStore } from './console-store.ts'

const USAGE = `Usage: npm run audit-log -- [--format jsonl|csv] [--separator ,|;] [--since YYYY-MM-DD] [--out FILE]

Exports the console's audit log, oldest first: who changed what, when, and each path's value
before and after.
  --format jsonl  one change a line, as JSON (default)
  --format csv    one row per path changed: id, at, operator, action, target, path, before, after
  --separator ;   CSV field separator: , (default) or ; (spreadsheets in French locales)
  --since DATE    only the changes from that day on (UTC), e.g. 2026-09-01
  --out FILE      write to FILE instead of standard output, readable by its owner only (0600)
Environment: DATA_DIR (default ./data), LEAGUE_SOURCE; .env and .env.local are read.`

const parsed = parseCommand({
  name: 'audit-log',
  usage: USAGE,
  options: {
    format: { type: 'string', default: 'jsonl' },
    separator: { type: 'string', default: ',' },
    since: { type: 'string' },
    out: { type: 'string' },
  },
})
const { format, separator, since: sinceText, out } = parsed.values
if (format !== 'jsonl' && format !== 'csv')
  fail('audit-log', `unknown format "${format}" (jsonl or csv)`, 2)
if (separator !== ',' && separator !== ';')
  fail('audit-log', `unknown separator "${separator}" (, or ;)`, 2)
let since = 0
if (sinceText !== undefined) {
  since = /^\d{4}-\d\d-\d\d$/.test(sinceText) ? Date.parse(`${sinceText}T00:00:00Z`) : Number.NaN
  if (Number.isNaN(since))
    fail('audit-log', `--since wants a date like 2026-09-01, got "${sinceText}"`, 2)
}

const env = commandEnv('audit-log')
announceStore('audit-log', env)
if (env.LEAGUE_SOURCE !== 'firebase' && !existsSync(storeFile(env.DATA_DIR)))
  fail('audit-log', `there is no store at ${storeFile(env.DATA_DIR)} (check DATA_DIR)`)

const { store, close } = openConsoleStore(env)
let entries
try {
  entries = await store.auditEntriesSince(since)
} catch (error) {
  fail('audit-log', `cannot read the audit log: ${(error as Error).message}`)
} finally {
  close()
}
const output = format === 'csv' ? auditToCsv(entries, { separator }) : auditToJsonLines(entries)
const summary = `${entries.length} change(s)${sinceText ? ` since ${sinceText}` : ''}`
if (out) {
  // Operators' e-mail addresses and the league's data: the owner only.
  writeFileSync(out, '', { mode: 0o600 })
  chmodSync(out, 0o600)
  writeFileSync(out, format === 'csv' ? `\uFEFF${output}` : output)
  process.stderr.write(`audit-log: wrote ${summary} to ${out}\n`)
} else {
  process.stdout.write(output)
  process.stderr.write(`audit-log: ${summary}\n`)
}
