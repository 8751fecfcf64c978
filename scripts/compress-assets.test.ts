import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { compressDirectory, formatSummary, isCompressible } from './compress-assets.ts'

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'compress-assets.ts')

const TEXT = Array.from({ length: 300 }, (_, i) => `.rule-${i} { color: red; }`).join('\n')

let dir: string

function put(name: string, content: string | Buffer) {
  const file = path.join(dir, name)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
  return file
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'league-compress-'))
})

afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('compressing the built assets', () => {
  it('writes brotli and gzip copies beside text files that decompress to the original', async () => {
    const css = put('assets/root-abc.css', TEXT)
    const js = put('assets/nested/entry-abc.js', TEXT.replaceAll('.rule', 'const x'))
    const summary = await compressDirectory(dir)
    for (const file of [css, js]) {
      const original = readFileSync(file)
      const br = readFileSync(`${file}.br`)
      const gz = readFileSync(`${file}.gz`)
      expect(br.length).toBeLessThan(original.length)
      expect(gz.length).toBeLessThan(original.length)
      expect(zlib.brotliDecompressSync(br)).toEqual(original)
      expect(zlib.gunzipSync(gz)).toEqual(original)
    }
    expect(summary.compressed.map((r) => path.basename(r.file)).sort()).toEqual([
      'entry-abc.js',
      'root-abc.css',
    ])
    expect(summary.brBytes).toBeLessThan(summary.gzipBytes)
  })

  it('leaves small files and already-compressed formats alone', async () => {
    put('robots.txt', 'User-agent: *\n')
    put('assets/photo.png', Buffer.alloc(5000, 1))
    put('assets/font.woff2', Buffer.alloc(5000, 1))
    put('assets/image.webp', Buffer.alloc(5000, 1))
    const summary = await compressDirectory(dir)
    expect(summary.scanned).toBe(4)
    expect(summary.compressed).toHaveLength(0)
    for (const name of [
      'robots.txt',
      'assets/photo.png',
      'assets/font.woff2',
      'assets/image.webp',
    ]) {
      expect(existsSync(path.join(dir, `${name}.br`)), name).toBe(false)
      expect(existsSync(path.join(dir, `${name}.gz`)), name).toBe(false)
    }
  })

  it('writes no copy that would not be smaller, and removes a stale one', async () => {
    // Random bytes do not compress.
    const random = () => Buffer.from(crypto.getRandomValues(new Uint8Array(4000)))
    const ico = put('favicon.ico', random())
    const json = put('data.json', random())
    writeFileSync(`${ico}.br`, 'stale')
    writeFileSync(`${ico}.gz`, 'stale')
    const summary = await compressDirectory(dir)
    expect(summary.compressed).toHaveLength(0)
    for (const file of [ico, json]) {
      expect(existsSync(`${file}.br`)).toBe(false)
      expect(existsSync(`${file}.gz`)).toBe(false)
    }
  })

  it('does not compress its own copies when run again, and refreshes them', async () => {
    const css = put('assets/root-abc.css', TEXT)
    await compressDirectory(dir)
    writeFileSync(css, TEXT.replaceAll('red', 'blue'))
    const summary = await compressDirectory(dir)
    expect(summary.scanned).toBe(1)
    expect(existsSync(`${css}.br.br`)).toBe(false)
    expect(existsSync(`${css}.gz.gz`)).toBe(false)
    expect(zlib.brotliDecompressSync(readFileSync(`${css}.br`)).toString()).toContain('blue')
  })

  it('knows which files compress', () => {
    for (const name of [
      'a.js',
      'a.mjs',
      'a.css',
      'a.svg',
      'a.html',
      'a.json',
      'a.txt',
      'a.xml',
      'site.webmanifest',
      'favicon.ico',
    ])
      expect(isCompressible(name), name).toBe(true)
    for (const name of ['a.png', 'a.jpg', 'a.webp', 'a.avif', 'a.woff2', 'a.woff', 'a.gz', 'a.br'])
      expect(isCompressible(name), name).toBe(false)
  })

  it('prints a one-line summary when run as a command', () => {
    put('assets/root-abc.css', TEXT)
    put('favicon.svg', '<svg/>')
    const result = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' })
    expect(result.status).toBe(0)
    const lines = result.stdout.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^compress-assets: 1 of 2 files in .+ precompressed, .* kB → br .* kB \(\d+%\), gzip .* kB \(\d+%\); largest root-abc\.css /,
    )
  })

  it('fails with a message when the folder does not exist', () => {
    const result = spawnSync(process.execPath, [script, path.join(dir, 'missing')], {
      encoding: 'utf8',
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('compress-assets:')
  })

  it('summarises an empty folder', async () => {
    expect(formatSummary(await compressDirectory(dir), dir)).toMatch(
      /^compress-assets: 0 of 0 files in \. precompressed/,
    )
  })
})
