// The one argument helper of the commands: `--help` exits 0, a usage error exits 2.
import path from 'node:path'
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util'

import { STORE_FILE_NAME } from '../app/data/embedded-source.server.ts'
import { loadEnvFiles } from '../app/env-files.server.ts'
import { type Env, getEnv } from '../app/env.server.ts'
import { leagueProfilePath, readLeagueProfile } from '../app/league-profile/profile.server.ts'
import { setLeagueTimeZone } from '../app/league/time.ts'

export type CommandSpec<O extends ParseArgsOptionsConfig> = {
  name: string
  usage: string
  options: O
  positionals?: boolean
  allowNegative?: boolean
}

export function fail(name: string, message: string, code = 1): never {
  process.stderr.write(`${name}: ${message}\n`)
  process.exit(code)
}

type Parsed<O extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O; allowPositionals: true; strict: true }>
>

export function parseCommand<const O extends ParseArgsOptionsConfig>(
  spec: CommandSpec<O>,
  args: string[] = process.argv.slice(2),
): Parsed<O> {
  let parsed
  try {
    parsed = parseArgs({
      args,
      options: { ...spec.options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: spec.positionals ?? false,
      allowNegative: spec.allowNegative ?? false,
      strict: true,
    })
  } catch (error) {
    const message = (error as Error).message.split('\n')[0]!.replace(/\. To specify .*$/, '')
    fail(spec.name, `${message} (see --help)`, 2)
  }
  if ((parsed.values as { help?: boolean }).help) {
    process.stdout.write(`${spec.usage.trimEnd()}\n`)
    process.exit(0)
  }
  return parsed as unknown as Parsed<O>
}

export function commandEnv(name: string): Env {
  loadEnvFiles()
  try {
    const env = getEnv()
    setLeagueTimeZone(readLeagueProfile(leagueProfilePath()).timeZone)
    return env
  } catch (error) {
    fail(name, (error as Error).message)
  }
}

export function describeStore(env: Env): string {
  const where =
    env.LEAGUE_SOURCE === 'firebase'
      ? `Firebase ${env.FIREBASE_DATABASE_URL ?? '(no FIREBASE_DATABASE_URL)'}`
      : `store ${path.resolve(env.DATA_DIR, STORE_FILE_NAME)}`
  return `${where}, league "${env.LEAGUE_KEY}"`
}

/** stdout stays the command's output. */
export function announceStore(name: string, env: Env): void {
  process.stderr.write(`${name}: ${describeStore(env)}\n`)
}
