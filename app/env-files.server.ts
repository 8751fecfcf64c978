/**
 * `.env` and `.env.local`, read at start when present (the server and every operator command):
 * the process environment wins over both, and `.env.local` over `.env`, as operators expect from
 * other tools. Parsed by Node's own `util.parseEnv`.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'

export const ENV_FILES = ['.env', '.env.local'] as const

/**
 * Fills `target` (the process environment by default) from the env files of `dir` for every
 * variable it does not already have; returns the files read.
 */
export function loadEnvFiles(
  dir: string = process.cwd(),
  target: Record<string, string | undefined> = process.env,
): string[] {
  const read: string[] = []
  const fromFiles: Record<string, string> = {}
  for (const name of ENV_FILES) {
    const file = path.join(dir, name)
    if (!existsSync(file)) continue
    Object.assign(fromFiles, parseEnv(readFileSync(file, 'utf8')))
    read.push(file)
  }
  for (const [key, value] of Object.entries(fromFiles)) {
    if (target[key] === undefined) target[key] = value
  }
  return read
}
