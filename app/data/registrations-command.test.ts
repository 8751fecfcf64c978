import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SqliteConsoleStore } from './console-store-sqlite.server.ts'
import { EmbeddedSource } from './embedded-source.server.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
let dir: string

function run(args: string[], dataDir = path.join(dir, 'data')) {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/registrations.ts'), ...args],
    {
      env: { ...process.env, DATA_DIR: dataDir, LEAGUE_KEY: 'k', LEAGUE_SOURCE: 'embedded' },
      encoding: 'utf8',
    },
  )
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'registrations-cli-'))
  const source = new EmbeddedSource({ dataDir: path.join(dir, 'data') })
  source.set('leagues/k/Seasons', { '2025W': { isActive: true } })
  source.set('leagues/k/RegisterTeamForm', {
    '-OAolder0000000000000': {
      status: 'pending',
      submittedAt: '2025-10-01T12:00:00.000Z',
      name: 'Julie Côté',
      phone: '+1 514 555-0100',
      email: 'julie@example.test',
      teamName: 'Les Étincelles',
      seasonId: '2025W',
      players: [
        {
          firstName: 'Julie',
          lastName: 'Côté',
          dob: '1990-02-03',
          tel: '514-555-0100',
          email: 'julie@example.test',
          isCaptain: true,
        },
        { firstName: 'Ana', lastName: 'Silva', dob: '', tel: '', email: '', isCaptain: false },
      ],
      goalkeepers: [{ firstName: 'Léa', lastName: 'Roy', dob: '', tel: '', email: '' }],
    },
    '-OBnewer0000000000000': {
      status: 'pending',
      // New records hold epoch milliseconds, older ones an ISO string: both are read.
      submittedAt: Date.parse('2025-11-01T12:00:00.000Z'),
      name: 'Karim Haddad',
      teamName: '=HYPERLINK("http://evil.test")',
      notes: 'Line one\nLine "two", with comma',
    },
  })
  source.closeSync()
})

afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

// Each test starts a Node process: allow for a busy machine.
describe('npm run registrations', { timeout: 60_000 }, () => {
  it('gives a registration the status operators set in the console, pending until they do', async () => {
    const source = new EmbeddedSource({ dataDir: path.join(dir, 'data') })
    const store = new SqliteConsoleStore(source.database)
    await store.reviews.set(
      '-OAolder0000000000000',
      { status: 'accepted', notes: '' },
      'ana@example.org',
      {
        operator: 'ana@example.org',
        action: 'registration.reviewed',
        target: '-OAolder0000000000000',
        before: {},
        after: {},
      },
      0,
    )
    source.closeSync()
    try {
      const { code, stdout } = run(['--format', 'json'])
      expect(code).toBe(0)
      expect(JSON.parse(stdout).map((r: { status: string }) => r.status)).toEqual([
        'pending',
        'accepted',
      ])
    } finally {
      const again = new EmbeddedSource({ dataDir: path.join(dir, 'data') })
      again.database.exec('DELETE FROM registration_reviews')
      again.closeSync()
    }
  })

  it('exports JSON newest first with players and goalkeepers', () => {
    const { code, stdout, stderr } = run(['--format', 'json'])
    expect(code).toBe(0)
    const list = JSON.parse(stdout)
    expect(list.map((r: { id: string }) => r.id)).toEqual([
      '-OBnewer0000000000000',
      '-OAolder0000000000000',
    ])
    expect(list.map((r: { submittedAt: string }) => r.submittedAt)).toEqual([
      '2025-11-01T12:00:00.000Z',
      '2025-10-01T12:00:00.000Z',
    ])
    expect(list[1].players).toHaveLength(2)
    expect(list[1].players[0]).toMatchObject({ firstName: 'Julie', isCaptain: true })
    expect(list[1].goalkeepers).toEqual([
      { firstName: 'Léa', lastName: 'Roy', dob: '', tel: '', email: '', isCaptain: false },
    ])
    expect(stderr).toContain('2 registration(s), 2 player(s), 1 goalkeeper(s)')
  })

  it('exports CSV with one row per person, safe for spreadsheets', () => {
    const { code, stdout } = run([])
    expect(code).toBe(0)
    const lines = stdout.trimEnd().split('\r\n')
    expect(lines[0].startsWith('registrationId,submittedAt,status')).toBe(true)
    expect(stdout).toContain(`'=HYPERLINK(""http://evil.test"")`)
    // Push ids are exported exactly, not prefixed like a formula.
    expect(stdout).toContain('\r\n-OBnewer0000000000000,2025-11-01T12:00:00.000Z,pending')
    expect(stdout).toContain('\r\n-OAolder0000000000000,2025-10-01T12:00:00.000Z,pending')
    expect(stdout).toContain('"Line one\nLine ""two"", with comma"')
    expect(stdout).toContain('+1 514 555-0100')
    expect(stdout).not.toContain("'+1 514")
    const people = lines.filter((line) => line.includes('-OAolder0000000000000'))
    expect(people).toHaveLength(3)
    expect(people[0]).toContain(',player,Julie,Côté,1990-02-03,514-555-0100,julie@example.test,yes')
    expect(people[2]).toContain(',goalkeeper,Léa,Roy,,,,')
  })

  it('writes to a file with --out that only its owner can read, even one that existed', () => {
    const out = path.join(dir, 'registrations.csv')
    expect(run(['--out', out]).code).toBe(0)
    const content = readFileSync(out, 'utf8')
    expect(content.startsWith('\uFEFFregistrationId')).toBe(true)
    expect(statSync(out).mode & 0o777).toBe(0o600)
    const existing = path.join(dir, 'existing.json')
    writeFileSync(existing, '')
    chmodSync(existing, 0o644)
    expect(run(['--format', 'json', '--out', existing]).code).toBe(0)
    expect(statSync(existing).mode & 0o777).toBe(0o600)
  })

  it('exports CSV with semicolons for French spreadsheets, read back by a CSV parser', () => {
    const { code, stdout } = run(['--separator', ';'])
    expect(code).toBe(0)
    const rows = parse(stdout, { delimiter: ';', columns: true }) as Array<Record<string, string>>
    expect(rows.map((row) => row.registrationId)).toEqual([
      '-OBnewer0000000000000',
      '-OAolder0000000000000',
      '-OAolder0000000000000',
      '-OAolder0000000000000',
    ])
    expect(rows[0]!.notes).toBe('Line one\nLine "two", with comma')
    expect(run(['--separator', '|']).code).toBe(1)
  })

  it('refuses an unknown format and a store that does not exist', () => {
    expect(run(['--format', 'xml']).code).toBe(1)
    const missing = run([], path.join(dir, 'nowhere'))
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('there is no store')
  })
})
