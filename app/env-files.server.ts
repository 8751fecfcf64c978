// The process environment wins over both, and `.env.local` over `.env`, as other tools do.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'

export const ENV_FILES = ['.env', '.env.local'] as const

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
