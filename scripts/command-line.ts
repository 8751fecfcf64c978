// The one argument helper of the commands: `--help` exits 0, a usage error exits 2.
import { existsSync } from 'node:fs'
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

type SystemError = Error & {
  code?: string
  syscall?: string
  path?: string
  dest?: string
  address?: string
  port?: number
  hostname?: string
  cause?: unknown
}

const VERB: Record<string, string> = {
  open: 'open',
  mkdir: 'create',
  rename: 'rename',
  unlink: 'remove',
  rmdir: 'remove',
  copyfile: 'copy',
  scandir: 'list',
  stat: 'read',
  lstat: 'read',
  chmod: 'change the mode of',
  access: 'use',
}

/**
 * One line for a mistake in the operator's surroundings (a path, a port, a host) rather than a
 * bug: the commands answer it instead of a stack trace. Undefined for anything else.
 */
export function systemErrorLine(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined
  const e = error as SystemError
  // fetch() wraps the network's error in its cause.
  if (!e.code && e.cause instanceof Error) return systemErrorLine(e.cause)
  const target = e.path ?? ''
  const verb = VERB[e.syscall ?? ''] ?? 'use'
  const where = e.address ? `${e.address}:${e.port ?? ''}` : `${e.hostname ?? ''}`
  switch (e.code) {
    case 'ENOENT': {
      const folder = path.dirname(target)
      return target && !existsSync(folder)
        ? `cannot ${verb} ${target}: the folder ${folder} does not exist`
        : `cannot ${verb} ${target || 'a file'}: it does not exist`
    }
    case 'EISDIR':
      return `cannot ${verb} ${target}: it is a folder; give a file name`
    case 'ENOTDIR':
      return `cannot ${verb} ${target}: part of that path is a file, not a folder`
    case 'EEXIST':
      return `cannot ${verb} ${e.dest ?? target}: it already exists`
    case 'EACCES':
    case 'EPERM':
      return e.syscall === 'listen' || e.syscall === 'bind'
        ? `cannot listen on ${where}: permission denied (ports below 1024 need privileges: use a higher PORT behind nginx)`
        : `cannot ${verb} ${target}: permission denied (check the owner and mode of it and its folder)`
    case 'EROFS':
      return `cannot ${verb} ${target}: the file system is read-only`
    case 'ENOSPC':
      return `cannot ${verb} ${target}: no space left on the device`
    case 'EMFILE':
    case 'ENFILE':
      return `cannot ${verb} ${target}: too many open files`
    case 'EADDRINUSE':
      return `cannot listen on ${where}: the port is already in use (another server runs there: stop it or choose another PORT)`
    case 'EADDRNOTAVAIL':
      return `cannot listen on ${where}: that is not an address of this machine (check HOST)`
    case 'ECONNREFUSED':
      return `cannot reach ${where}: the connection was refused (is the service running?)`
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `cannot reach ${e.hostname ?? where}: no such host name (check the address)`
    case 'ETIMEDOUT':
    case 'ECONNRESET':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `cannot reach ${where}: the network failed (${e.code})`
    default:
      return undefined
  }
}

/** Every command's last resort: a surroundings mistake in one line, exit 1; a bug keeps its stack. */
function answerUncaught(name: string) {
  return (error: unknown) => {
    const line = systemErrorLine(error)
    if (line === undefined) {
      process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`)
      process.exit(1)
    }
    fail(name, line)
  }
}

type Parsed<O extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O; allowPositionals: true; strict: true }>
>

export function parseCommand<const O extends ParseArgsOptionsConfig>(
  spec: CommandSpec<O>,
  args: string[] = process.argv.slice(2),
): Parsed<O> {
  process.on('uncaughtException', answerUncaught(spec.name))
  process.on('unhandledRejection', answerUncaught(spec.name))
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

const shellWord = (word: string) =>
  /^[\w./:@=-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`

/** The command that lists every finding of what was checked: an export file, else the store. */
export function checkDataHint(file?: string, from?: string): string {
  const words = ['npm run check-data --']
  if (file !== undefined) words.push(shellWord(file))
  if (from !== undefined) words.push('--from', shellWord(from))
  return [...words, '--format json'].join(' ')
}
