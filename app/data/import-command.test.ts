import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import {
  EmbeddedSource,
  readLeaguePath,
  storeFile,
  writeLeaguePath,
} from './embedded-source.server.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const exampleFile = path.join(root, 'app/league/fixtures/league-tree.example.json')
const example = JSON.parse(readFileSync(exampleFile, 'utf8'))

let dir: string

function runImport(args: string[], leagueKey = 'demo') {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/import.ts'), ...args], {
    env: {
      ...process.env,
      DATA_DIR: path.join(dir, 'data'),
      LEAGUE_KEY: leagueKey,
      LEAGUE_SOURCE: 'embedded',
    },
    encoding: 'utf8',
  })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

function file(name: string, content: string): string {
  const target = path.join(dir, name)
  writeFileSync(target, content)
  return target
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'import-cli-'))
})

afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

// Each test starts Node processes: allow for a busy machine.
describe('npm run import', { timeout: 60_000 }, () => {
  it('loads the example export and reads it back exactly', () => {
    const { code, stdout } = runImport([exampleFile])
    expect(code).toBe(0)
    expect(stdout).toContain('2 seasons, 3 divisions, 3 teams, 4 games, 3 players')
    expect(readLeaguePath(path.join(dir, 'data'), 'demo')).toEqual(example.leagues.demo)
    const source = new EmbeddedSource({ dataDir: path.join(dir, 'data') })
    try {
      expect(source.readSync('')).toEqual(example)
    } finally {
      source.closeSync()
    }
  })

  it('accepts the league subtree alone', () => {
    const subtree = file('subtree.json', JSON.stringify(example.leagues.demo))
    expect(runImport([subtree], 'k').code).toBe(0)
    expect(readLeaguePath(path.join(dir, 'data'), 'k')).toEqual(example.leagues.demo)
  })

  it('takes the only league of a whole export whatever LEAGUE_KEY is', () => {
    const { code, stdout } = runImport([exampleFile], 'k')
    expect(code).toBe(0)
    expect(stdout).toContain('leagues/demo of the export as league "k"')
    expect(readLeaguePath(path.join(dir, 'data'), 'k', 'Seasons/2025W/Season_nameE')).toBe(
      'Winter 2025-26',
    )
  })

  it('replaces the previous data of the league and nothing else', () => {
    const dataDir = path.join(dir, 'data')
    writeLeaguePath(dataDir, 'demo', 'Obsolete', { x: 1 })
    writeLeaguePath(dataDir, 'other', 'Seasons', { s: { isActive: true } })
    expect(runImport([exampleFile]).code).toBe(0)
    expect(readLeaguePath(dataDir, 'demo', 'Obsolete')).toBeNull()
    expect(readLeaguePath(dataDir, 'other', 'Seasons')).toEqual({ s: { isActive: true } })
  })

  it('keeps registrations saved on this site unless told to drop them', () => {
    const dataDir = path.join(dir, 'data')
    writeLeaguePath(dataDir, 'demo', 'RegisterTeamForm/-Nlocal0000000000000', { teamName: 'Local' })
    const kept = runImport([exampleFile])
    expect(kept.stdout).toContain('kept 1 registration')
    expect(readLeaguePath(dataDir, 'demo', 'RegisterTeamForm')).toEqual({
      '-Nlocal0000000000000': { teamName: 'Local' },
    })
    expect(runImport([exampleFile, '--replace-registrations']).code).toBe(0)
    expect(readLeaguePath(dataDir, 'demo', 'RegisterTeamForm')).toEqual({})
  })

  it.each([
    ['invalid JSON', '{"leagues": {', /not valid JSON/],
    ['an array', '[1, 2, 3]', /Expected a JSON object.*an array/],
    ['a number', '42', /Expected a JSON object.*a number/],
    ['an empty league', '{"leagues": {"demo": {}}}', /is empty/],
    ['a key the database cannot hold', '{"Seasons": {"a.b": 1}}', /cannot be stored.*"a\.b"/],
  ])('refuses %s with exit code 1 and changes nothing', (_name, content, message) => {
    const dataDir = path.join(dir, 'data')
    writeLeaguePath(dataDir, 'demo', 'Seasons', { kept: { isActive: true } })
    const before = readLeaguePath(dataDir, 'demo')
    const { code, stderr } = runImport([file('bad.json', content)])
    expect(code).toBe(1)
    expect(stderr).toMatch(message)
    expect(stderr).toContain('Nothing was changed.')
    expect(readLeaguePath(dataDir, 'demo')).toEqual(before)
  })

  it('does not even create a store when the file is bad', () => {
    expect(runImport([file('bad.json', 'nope')]).code).toBe(1)
    expect(existsSync(storeFile(path.join(dir, 'data')))).toBe(false)
  })

  /** The example export with the mistakes of a hand-edited one (docs/data-contract.md). */
  function mistakenExport(): string {
    const tree = structuredClone(example)
    const league = tree.leagues.demo
    league.Seasons['2025W'].isActiv = true
    delete league.Seasons['2025W'].isActive
    league.Schedule['2025W'].Divisions.M1['NOV 16, 2025'].G2.HomeTeamScore = 'one'
    return file('mistaken.json', JSON.stringify(tree))
  }

  it('refuses an export with errors, lists them with their paths and writes nothing', () => {
    const dataDir = path.join(dir, 'data')
    writeLeaguePath(dataDir, 'demo', 'Seasons', { kept: { isActive: true } })
    const before = readLeaguePath(dataDir, 'demo')
    const { code, stderr } = runImport([mistakenExport()])
    expect(code).toBe(1)
    expect(stderr).toContain('3 errors, 0 warnings')
    expect(stderr).toContain('error misspelt-field (1)\n  Seasons/2025W/isActiv: "isActiv"')
    expect(stderr).toContain(
      '  Schedule/2025W/Divisions/M1/NOV 16, 2025/G2/HomeTeamScore: The home score "one"',
    )
    expect(stderr).toContain(`nothing was written to league "demo" of ${storeFile(dataDir)}`)
    expect(readLeaguePath(dataDir, 'demo')).toEqual(before)
  })

  it('writes an export with errors when forced, and says so', () => {
    const { code, stderr } = runImport([mistakenExport(), '--force', '--lang', 'fr'])
    expect(code).toBe(0)
    expect(stderr).toContain('3 erreurs, 0 avertissement')
    expect(stderr).toContain('--force: written')
    expect(readLeaguePath(path.join(dir, 'data'), 'demo', 'Seasons/2025W/isActiv')).toBe(true)
  })

  it('writes an export with warnings only, and lists them', () => {
    const tree = structuredClone(example)
    tree.leagues.demo.Schedule['2025W'].Divisions.M1['NOV 9, 2025'].G1.Time = 'after dinner'
    const { code, stderr } = runImport([file('warned.json', JSON.stringify(tree))])
    expect(code).toBe(0)
    expect(stderr).toContain('0 errors, 1 warning')
    expect(stderr).toContain('warning unreadable-time (1)')
    expect(
      readLeaguePath(
        path.join(dir, 'data'),
        'demo',
        'Schedule/2025W/Divisions/M1/NOV 9, 2025/G1/Time',
      ),
    ).toBe('after dinner')
  })

  it('answers an unknown option with one line and exit code 2', () => {
    const { code, stderr } = runImport([exampleFile, '--frce'])
    expect(code).toBe(2)
    expect(stderr.trim().split('\n')).toHaveLength(1)
  })

  it('explains its usage when the file is missing or unreadable', () => {
    expect(runImport([]).stderr).toContain('Usage: npm run import -- FILE')
    const missing = runImport([path.join(dir, 'nope.json')])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('cannot read')
  })
})
