/**
 * The one argument helper of the operator commands and developer tools (node:util parseArgs):
 * `--help` prints the usage and exits 0; an unknown option or a missing value prints one line and
 * exits 2; a failure the operator can act on prints one line and exits 1. Never a stack trace.
 * Operator commands also read `.env` and `.env.local` and say which store and league they used.
 */
import path from 'node:path'
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util'

import { STORE_FILE_NAME } from '../app/data/embedded-source.server.ts'
import { loadEnvFiles } from '../app/env-files.server.ts'
import { type Env, getEnv } from '../app/env.server.ts'
import { leagueProfilePath, readLeagueProfile } from '../app/league-profile/profile.server.ts'
import { setLeagueTimeZone } from '../app/league/time.ts'

export type CommandSpec<O extends ParseArgsOptionsConfig> = {
  /** How the command is named in its messages, e.g. `backup`. */
  name: string
  usage: string
  options: O
  /** Whether the command takes operands (files); none by default. */
  positionals?: boolean
  /** Whether `--no-X` turns a boolean option off. */
  allowNegative?: boolean
}

/** Ends the process with one line on stderr: what went wrong and what to do. */
export function fail(name: string, message: string, code = 1): never {
  process.stderr.write(`${name}: ${message}\n`)
  process.exit(code)
}

type Parsed<O extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O; allowPositionals: true; strict: true }>
>

/** Parses the process's arguments, or answers `--help` / a usage error and exits. */
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

/**
 * The validated environment of an operator command, `.env` and `.env.local` included; an invalid
 * setting ends the command with the list of bad variables, an invalid league profile with its
 * one line; the league domain then dates in the profile's time zone.
 */
export function commandEnv(name: string): Env {
  loadEnvFiles()
  try {
    const env = getEnv()
    // The league's dates (a demo laid out around today, the checks of a schedule) in its zone.
    setLeagueTimeZone(readLeagueProfile(leagueProfilePath()).timeZone)
    return env
  } catch (error) {
    fail(name, (error as Error).message)
  }
}

/** Where the league a command works on lives, for its first line: store (or database) and key. */
export function describeStore(env: Env): string {
  const where =
    env.LEAGUE_SOURCE === 'firebase'
      ? `Firebase ${env.FIREBASE_DATABASE_URL ?? '(no FIREBASE_DATABASE_URL)'}`
      : `store ${path.resolve(env.DATA_DIR, STORE_FILE_NAME)}`
  return `${where}, league "${env.LEAGUE_KEY}"`
}

/** Says on stderr which store and league the command used (stdout stays the command's output). */
export function announceStore(name: string, env: Env): void {
  process.stderr.write(`${name}: ${describeStore(env)}\n`)
}
