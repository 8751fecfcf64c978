import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { writeLeaguePath } from './embedded-source.server.ts'
import { FirebaseProtocolServer } from '../../tests/support/firebase-protocol-server.ts'

const run = promisify(execFile)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const example = JSON.parse(
  readFileSync(path.join(root, 'app/league/fixtures/league-tree.example.json'), 'utf8'),
)

let dir: string

/** Runs the command in its own process (async: a protocol server in this one must answer). */
async function checkData(args: string[], env: Record<string, string | undefined> = {}, cwd = root) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(root, 'scripts/check-data.ts'), ...args],
      {
        cwd,
        env: {
          LEAGUE_PROFILE: path.join(root, 'league-profile.json'),
          ...process.env,
          DATA_DIR: dir,
          LEAGUE_KEY: 'demo',
          LEAGUE_SOURCE: 'embedded',
          ...env,
        },
      },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

function mistaken(): Record<string, unknown> {
  const league = structuredClone(example.leagues.demo)
  league.Schedule['2025W'].Divisions.M1['NOV 16, 2025'].G2.HomeTeamScroe = 3
  delete league.Schedule['2025W'].Divisions.M1['NOV 16, 2025'].G2.HomeTeamScore
  return league
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'check-data-'))
})

afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('npm run check-data', { timeout: 180_000 }, () => {
  it('finds nothing in the contract example in the store, and says where it looked', async () => {
    writeLeaguePath(dir, 'demo', '', example.leagues.demo)
    const { code, stdout } = await checkData([])
    expect(code).toBe(0)
    expect(stdout).toBe(
      `League "demo" of ${path.join(dir, 'league.sqlite')}: 0 errors, 0 warnings.\n`,
    )
  })

  it("reads .env like the other commands, says which store it read, and checks an export file for import's full list", async () => {
    writeFileSync(
      path.join(dir, '.env'),
      `DATA_DIR=${path.join(dir, 'elsewhere')}\nLEAGUE_KEY=ligue\n`,
    )
    const exportFile = path.join(dir, 'export.json')
    writeFileSync(exportFile, JSON.stringify({ leagues: { ligue: mistaken() } }))
    const env = { DATA_DIR: undefined, LEAGUE_KEY: undefined }
    const [store, file] = await Promise.all([
      checkData([], env, dir),
      checkData([exportFile, '--format', 'json'], env, dir),
    ])
    expect(store.code).toBe(1)
    expect(store.stderr).toBe(
      `check-data: store ${path.join(dir, 'elsewhere', 'league.sqlite')}, league "ligue"\n` +
        `check-data: there is no store at ${path.join(dir, 'elsewhere', 'league.sqlite')} (check DATA_DIR).\n`,
    )
    expect(file.code).toBe(1)
    expect(file.stderr).toBe(`check-data: file ${exportFile}, league "ligue"\n`)
    expect(JSON.parse(file.stdout)).toMatchObject({ league: 'ligue', source: 'file', errors: 2 })
  })

  it('lists errors with their paths and exits 1, as JSON for machines', async () => {
    writeLeaguePath(dir, 'demo', '', mistaken())
    const { code, stdout } = await checkData(['--format', 'json'])
    expect(code).toBe(1)
    const report = JSON.parse(stdout)
    expect(report).toMatchObject({ league: 'demo', source: 'store', errors: 2, warnings: 0 })
    expect(report.findings.map((f: { path: string }) => f.path)).toEqual([
      'Schedule/2025W/Divisions/M1/NOV 16, 2025/G2',
      'Schedule/2025W/Divisions/M1/NOV 16, 2025/G2/HomeTeamScroe',
    ])
  })

  it("reads the league's Firebase database child by child and reports the same", async () => {
    const server = new FirebaseProtocolServer({ tree: { leagues: { demo: mistaken() } } })
    try {
      const url = await server.listen()
      const { code, stdout } = await checkData(['--lang', 'fr'], {
        LEAGUE_SOURCE: 'firebase',
        FIREBASE_DATABASE_URL: url,
      })
      expect(code).toBe(1)
      expect(stdout).toContain(`Ligue « demo » de ${url} : 2 erreurs, 0 avertissement.`)
      expect(stdout).toContain(
        'Schedule/2025W/Divisions/M1/NOV 16, 2025/G2/HomeTeamScroe: « HomeTeamScroe »',
      )
      expect(server.requests.every((request) => request.method === 'GET')).toBe(true)
    } finally {
      await server.close()
    }
  })

  it('says when there is no store, answers --help, and refuses an unknown option in one line', async () => {
    const missing = await checkData([])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('there is no store')
    const help = await checkData(['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('Usage: npm run check-data')
    const bad = await checkData(['--format', 'xml'])
    expect(bad.code).toBe(2)
    expect(bad.stderr.trim().split('\n')).toHaveLength(1)
  })
})
