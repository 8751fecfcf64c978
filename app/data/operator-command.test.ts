import { execFile, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SqliteConsoleStore } from './console-store-sqlite.server.ts'
import { EmbeddedSource } from './embedded-source.server.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
let dir: string

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/operator.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dir, LEAGUE_SOURCE: 'embedded' },
    encoding: 'utf8',
  })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

function runAsync(...args: string[]): Promise<ReturnType<typeof run>> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'scripts/operator.ts'), ...args],
      { env: { ...process.env, DATA_DIR: dir, LEAGUE_SOURCE: 'embedded' }, encoding: 'utf8' },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error.code as number | undefined) ?? 1) : 0, stdout, stderr }),
    )
  })
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'operator-cli-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('npm run operator', { timeout: 60_000 }, () => {
  it('adds, lists and removes operators; removing one ends their sessions', async () => {
    expect(run('add', 'Ana@Example.org', '--name', 'Ana Roy')).toMatchObject({
      code: 0,
      stdout: 'operator: added ana@example.org (Ana Roy)\n',
    })
    // Adding again without a name keeps the name.
    expect(run('add', 'ana@example.org').stdout).toBe('operator: updated ana@example.org\n')
    const listed = run('list')
    expect(listed.stdout).toMatch(/^ana@example\.org\tAna Roy\t\d{4}-\d\d-\d\dT/)
    expect(listed.stderr).toContain('1 operator(s)')

    const source = new EmbeddedSource({ dataDir: dir })
    const session = await new SqliteConsoleStore(source.database).createSession('ana@example.org')
    expect(run('remove', 'ana@example.org').code).toBe(0)
    expect(await new SqliteConsoleStore(source.database).session(session)).toBeUndefined()
    source.closeSync()
    expect(run('list').stdout).toBe('')
  })

  // Eight processes, started together: on a busy machine one after another took past a minute.
  it('answers --help with its usage, bad usage with one line and 2, an unknown operator with 1', async () => {
    const badUsages = [
      [],
      ['frob'],
      ['add'],
      ['add', 'not-an-address'],
      ['list', '--bad'],
      ['remove', 'a@b.org', '--name', 'x'],
    ]
    const [help, unknown, ...answers] = await Promise.all(
      [['--help'], ['remove', 'nobody@example.org'], ...badUsages].map((args) => runAsync(...args)),
    )
    expect(help!.code).toBe(0)
    expect(help!.stdout).toContain('Usage: npm run operator -- add EMAIL [--name NAME]')
    answers.forEach((answer, index) => {
      const args = badUsages[index]!.join(' ')
      expect(answer.code, args).toBe(2)
      expect(answer.stderr.trim().split('\n').at(-1), args).toMatch(/^operator: .*/)
      expect(answer.stderr, args).not.toContain('    at ')
    })
    expect(unknown).toMatchObject({ code: 1 })
  }, 120_000)
})
