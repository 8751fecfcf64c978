import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SqliteConsoleStore } from './console-store-sqlite.server.ts'
import { EmbeddedSource } from './embedded-source.server.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
let dir: string

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/audit-log.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dir, LEAGUE_SOURCE: 'embedded' },
    encoding: 'utf8',
  })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'audit-cli-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('npm run audit-log', { timeout: 60_000 }, () => {
  it('says there is no store before the league has one', () => {
    const answer = run()
    expect(answer.code).toBe(1)
    expect(answer.stderr).toContain('there is no store at')
  })

  it('exports every change oldest first, as JSON lines or CSV, to a file only its owner reads', async () => {
    const source = new EmbeddedSource({ dataDir: dir })
    let now = Date.parse('2026-09-01T12:00:00Z')
    const store = new SqliteConsoleStore(source.database, () => now)
    await store.recordAudit({
      operator: 'ana@example.org',
      action: 'result.recorded',
      target: '2026W/G1',
      before: { 'Schedule/2026W/G1/HomeTeamScore': null },
      after: { 'Schedule/2026W/G1/HomeTeamScore': 2 },
    })
    now = Date.parse('2026-11-20T12:00:00Z')
    await store.recordAudit({
      operator: 'ben@example.org',
      action: 'result.corrected',
      target: '2026W/G1',
      before: { 'Schedule/2026W/G1/HomeTeamScore': 2 },
      after: { 'Schedule/2026W/G1/HomeTeamScore': 3 },
    })
    source.closeSync()

    const all = run()
    expect(all.code).toBe(0)
    expect(
      all.stdout
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line).action),
    ).toEqual(['result.recorded', 'result.corrected'])
    expect(all.stderr).toContain('audit-log: 2 change(s)')

    const recent = run('--since', '2026-11-01', '--format', 'csv')
    expect(recent.stdout.split('\r\n')[1]).toBe(
      '2,2026-11-20T12:00:00.000Z,ben@example.org,result.corrected,2026W/G1,Schedule/2026W/G1/HomeTeamScore,2,3',
    )
    expect(recent.stderr).toContain('1 change(s) since 2026-11-01')

    const out = path.join(dir, 'audit.csv')
    expect(run('--format', 'csv', '--out', out).code).toBe(0)
    expect(statSync(out).mode & 0o777).toBe(0o600)
    expect(readFileSync(out, 'utf8').startsWith('\uFEFFid,at,operator')).toBe(true)
  })

  it('answers --help with its usage and a mistake with one line and 2', () => {
    const help = run('--help')
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('Usage: npm run audit-log --')
    for (const args of [
      ['--format', 'xml'],
      ['--since', 'yesterday'],
      ['--separator', '|'],
      ['--bad'],
    ]) {
      const answer = run(...args)
      expect(answer.code, args.join(' ')).toBe(2)
      expect(answer.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1)
      expect(answer.stderr, args.join(' ')).not.toMatch(/\n\s+at /)
    }
  })
})
