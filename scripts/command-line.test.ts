import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, describe, expect, it } from 'vitest'

import { writeLeaguePath } from '../app/data/embedded-source.server.ts'
import { checkDataHint, systemErrorLine } from './command-line.ts'

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

function thrown(action: () => unknown): unknown {
  try {
    action()
  } catch (error) {
    return error
  }
  throw new Error('expected the action to throw')
}

function errno(code: string, syscall: string, extra: Record<string, unknown>): Error {
  return Object.assign(new Error(`${code}: ${syscall}`), { code, syscall, ...extra })
}

describe('a mistake in the surroundings is one line', () => {
  it('names the missing folder of a file to write', () => {
    const file = path.join(dataDir, 'no-such-folder', 'out.csv')
    expect(systemErrorLine(thrown(() => writeFileSync(file, 'x')))).toBe(
      `cannot open ${file}: the folder ${path.dirname(file)} does not exist`,
    )
  })

  it('says a folder was given for a file', () => {
    expect(systemErrorLine(thrown(() => writeFileSync(dataDir, 'x')))).toBe(
      `cannot open ${dataDir}: it is a folder; give a file name`,
    )
  })

  it('says permission was denied, and how a low port is refused', () => {
    expect(systemErrorLine(errno('EACCES', 'open', { path: '/srv/out.csv' }))).toBe(
      'cannot open /srv/out.csv: permission denied (check the owner and mode of it and its folder)',
    )
    expect(systemErrorLine(errno('EACCES', 'listen', { address: '0.0.0.0', port: 80 }))).toMatch(
      /^cannot listen on 0\.0\.0\.0:80: permission denied/,
    )
  })

  it('says the port is in use, from a real second listener', async () => {
    const first = createServer()
    await new Promise<void>((resolve) => first.listen(0, '127.0.0.1', resolve))
    const { port } = first.address() as { port: number }
    const second = createServer()
    const error = await new Promise((resolve) => {
      second.once('error', resolve)
      second.listen(port, '127.0.0.1')
    })
    first.close()
    expect(systemErrorLine(error)).toBe(
      `cannot listen on 127.0.0.1:${port}: the port is already in use (another server runs there: stop it or choose another PORT)`,
    )
  })

  it("reads a network failure through fetch's cause, and leaves a bug to its stack", () => {
    const refused = errno('ECONNREFUSED', 'connect', { address: '127.0.0.1', port: 9 })
    expect(systemErrorLine(new TypeError('fetch failed', { cause: refused }))).toBe(
      'cannot reach 127.0.0.1:9: the connection was refused (is the service running?)',
    )
    expect(
      systemErrorLine(new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe(undefined)
  })

  it('the exports answer a missing folder and a folder for a file with one line and exit 1', async () => {
    writeLeaguePath(dataDir, 'demo', '', { Seasons: {} })
    mkdirSync(path.join(dataDir, 'a-folder'), { recursive: true })
    const missing = path.join(dataDir, 'missing', 'r.csv')
    const [registrations, audit] = await Promise.all([
      command('scripts/registrations.ts', ['--out', missing]),
      command('scripts/audit-log.ts', ['--out', path.join(dataDir, 'a-folder')]),
    ])
    expect(registrations.code).toBe(1)
    expect(registrations.stderr.trimEnd().split('\n').at(-1)).toBe(
      `registrations: cannot open ${missing}: the folder ${path.dirname(missing)} does not exist`,
    )
    expect(audit.code).toBe(1)
    expect(audit.stderr.trimEnd().split('\n').at(-1)).toBe(
      `audit-log: cannot open ${path.join(dataDir, 'a-folder')}: it is a folder; give a file name`,
    )
    expect(`${registrations.stderr}${audit.stderr}`).not.toMatch(/\n\s+at /)
  }, 60_000)
})

describe('checkDataHint', () => {
  it('names the export file and league a refused import checked, quoted for the shell', () => {
    expect(checkDataHint()).toBe('npm run check-data -- --format json')
    expect(checkDataHint('my export.json', 'ligue')).toBe(
      "npm run check-data -- 'my export.json' --from ligue --format json",
    )
  })
})
