import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { loadEnvFiles } from './env-files.server.ts'

let dir: string | undefined

function folder(files: Record<string, string>): string {
  dir = mkdtempSync(path.join(os.tmpdir(), 'env-files-'))
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text)
  return dir
}

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

describe('loadEnvFiles', () => {
  it('reads .env, then .env.local over it, and the environment wins over both', () => {
    const where = folder({
      '.env': 'PORT=4000\nLEAGUE_KEY=from-env-file\n# a comment\nHOST="127.0.0.1"\n',
      '.env.local': 'PORT=5000\n',
    })
    const target: Record<string, string | undefined> = { LEAGUE_KEY: 'from-environment' }
    const read = loadEnvFiles(where, target)
    expect(read.map((file) => path.basename(file))).toEqual(['.env', '.env.local'])
    expect(target).toEqual({ PORT: '5000', LEAGUE_KEY: 'from-environment', HOST: '127.0.0.1' })
  })

  it('reads nothing and changes nothing when neither file exists', () => {
    const target: Record<string, string | undefined> = { PORT: '1' }
    expect(loadEnvFiles(folder({}), target)).toEqual([])
    expect(target).toEqual({ PORT: '1' })
  })
})
