import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const NODE = path.resolve('node_modules/.bin/node')
const dataDir = mkdtempSync(path.join(tmpdir(), 'command-line-'))

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

async function command(file: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(NODE, [file, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, LEAGUE_KEY: 'demo', NODE_ENV: 'test' },
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

const OPERATOR_COMMANDS = {
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
  registrations: 'scripts/registrations.ts',
  'check-firebase': 'scripts/check-firebase.ts',
  serve: 'server/index.ts',
}

describe('every command behaves like a command', () => {
  it.each(Object.entries(OPERATOR_COMMANDS))(
    '%s answers --help with its usage (exit 0) and an unknown option with one line (exit 2)',
    async (_name, file) => {
      const [help, unknown] = await Promise.all([
        command(file, ['--help']),
        command(file, ['--colour']),
      ])
      expect(help.code).toBe(0)
      expect(help.stdout).toMatch(/^Usage: /)
      expect(unknown.code).toBe(2)
      expect(unknown.stderr.trimEnd().split('\n')).toHaveLength(1)
      expect(unknown.stderr).toMatch(/Unknown option '--colour' \(see --help\)/)
      expect(unknown.stderr).not.toMatch(/\n\s+at /)
    },
    60_000,
  )

  it('every npm script that runs a script of the project parses its arguments with the shared helper', () => {
    const scripts = (
      JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    ).scripts
    const files = Object.entries(scripts)
      .filter(([name]) => !['build', 'dev', 'serve'].includes(name))
      .flatMap(([, line]) => [...line.matchAll(/node (?:--\S+ )*(\S+\.ts)/g)].map((m) => m[1]!))
      .filter((file) => !/build-service-worker|compress-assets/.test(file))
    expect(files.length).toBeGreaterThan(10)
    const without = files.filter((file) => {
      const text = readFileSync(file, 'utf8')
      return !text.includes('parseCommand(') && !/process\.exit\(2\)/.test(text)
    })
    expect(without).toEqual([])
  })

  it('an operator command says which store and league it used', async () => {
    const result = await command('scripts/backup.ts', ['--out', path.join(dataDir, 'b.sqlite')])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      `backup: store ${path.join(dataDir, 'league.sqlite')}, league "demo"`,
    )
    expect(result.stderr).toMatch(/there is no store at/)
  }, 60_000)
})
