/**
 * node scripts/compress-assets.ts [DIR]
 *
 * Run by `npm run build` after `react-router build`: writes `FILE.br` (brotli, quality 11) and
 * `FILE.gz` (gzip, level 9) beside every compressible file of the built client (DIR, default
 * `build/client`) larger than 1 KB, each only when smaller than the file. The server sends these
 * as they are (server/static-files.ts) and never compresses a built file per request. Prints a
 * one-line summary.
 */
import { readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { type CompressionMode, compressBrotli, compressGzip } from '../app/utils/compress.server.ts'

/** Below this size compressing saves a few hundred bytes at most: such files are sent as they are. */
export const MIN_BYTES = 1024

/** Extensions worth compressing, and whether brotli should treat them as text (UTF-8). */
const COMPRESSIBLE: Record<string, CompressionMode> = {
  '.js': 'text',
  '.mjs': 'text',
  '.css': 'text',
  '.html': 'text',
  '.json': 'text',
  '.map': 'text',
  '.webmanifest': 'text',
  '.svg': 'text',
  '.xml': 'text',
  '.txt': 'text',
  '.csv': 'text',
  // Icons are often uncompressed bitmaps; fonts other than WOFF/WOFF2 are not compressed either.
  '.ico': 'generic',
  '.bmp': 'generic',
  '.ttf': 'generic',
  '.otf': 'generic',
  '.wasm': 'generic',
}

/** Whether a file name is one whose content compresses (not png/jpg/webp/woff2/…). */
export function isCompressible(file: string): boolean {
  return Object.hasOwn(COMPRESSIBLE, path.extname(file).toLowerCase())
}

export type FileResult = {
  file: string
  bytes: number
  /** Size of FILE.br, or undefined when none was written (not smaller). */
  br?: number
  /** Size of FILE.gz, or undefined when none was written (not smaller). */
  gzip?: number
}

export type CompressSummary = {
  dir: string
  /** Files seen (not counting .br/.gz siblings). */
  scanned: number
  /** Files that got at least one compressed sibling, largest first. */
  compressed: FileResult[]
  bytes: number
  brBytes: number
  gzipBytes: number
  ms: number
}

/** Regular files under `dir` (symlinks are not followed), except .br and .gz files. */
async function listFiles(dir: string): Promise<string[]> {
  const files: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    if (/\.(br|gz)$/i.test(entry.name)) continue
    files.push(path.join(entry.parentPath, entry.name))
  }
  return files.sort()
}

/** Brotli (quality 11, with the size hint and text mode) and gzip (level 9) of one buffer. */
export async function compressBuffer(
  data: Buffer,
  mode: CompressionMode = 'text',
): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gzip] = await Promise.all([compressBrotli(data, mode), compressGzip(data)])
  return { br, gzip }
}

/**
 * Writes (or refreshes) the .br and .gz siblings of one file; a sibling that would not be smaller
 * is not written, and a stale one from an earlier run is removed.
 */
export async function compressFile(file: string): Promise<FileResult> {
  const data = await readFile(file)
  const result: FileResult = { file, bytes: data.length }
  const mode = COMPRESSIBLE[path.extname(file).toLowerCase()] ?? 'generic'
  const compressed =
    data.length >= MIN_BYTES ? await compressBuffer(data, mode) : { br: data, gzip: data }
  for (const [coding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    const bytes = compressed[coding]
    if (bytes.length < data.length) {
      await writeFile(file + suffix, bytes)
      result[coding] = bytes.length
    } else {
      await rm(file + suffix, { force: true })
    }
  }
  return result
}

/** Compresses every compressible file of `dir`, a few at a time (one per core). */
export async function compressDirectory(dir: string): Promise<CompressSummary> {
  const started = performance.now()
  const files = await listFiles(dir)
  const queue = files.filter(isCompressible)
  const results: FileResult[] = []
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      results.push(await compressFile(file))
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker))
  const compressed = results
    .filter((r) => r.br !== undefined || r.gzip !== undefined)
    .sort((a, b) => b.bytes - a.bytes)
  return {
    dir,
    scanned: files.length,
    compressed,
    bytes: compressed.reduce((sum, r) => sum + r.bytes, 0),
    brBytes: compressed.reduce((sum, r) => sum + (r.br ?? r.bytes), 0),
    gzipBytes: compressed.reduce((sum, r) => sum + (r.gzip ?? r.bytes), 0),
    ms: performance.now() - started,
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
const percent = (part: number, whole: number) =>
  whole === 0 ? '0%' : `${Math.round((part / whole) * 100)}%`

/** The one-line summary the build prints. */
export function formatSummary(summary: CompressSummary, root = process.cwd()): string {
  const { compressed, bytes, brBytes, gzipBytes } = summary
  const largest = compressed[0]
  const largestText = largest
    ? `; largest ${path.basename(largest.file)} ${kb(largest.bytes)} → br ${kb(largest.br ?? largest.bytes)}, gzip ${kb(largest.gzip ?? largest.bytes)}`
    : ''
  return (
    `compress-assets: ${compressed.length} of ${summary.scanned} files in ` +
    `${path.relative(root, summary.dir) || '.'} precompressed, ${kb(bytes)} → ` +
    `br ${kb(brBytes)} (${percent(brBytes, bytes)}), gzip ${kb(gzipBytes)} ` +
    `(${percent(gzipBytes, bytes)})${largestText}, ${Math.round(summary.ms)} ms`
  )
}

if (import.meta.main) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const dir = path.resolve(process.argv[2] ?? path.join(root, 'build/client'))
  try {
    const summary = await compressDirectory(dir)
    process.stdout.write(`${formatSummary(summary, root)}\n`)
  } catch (error) {
    process.stderr.write(`compress-assets: ${error instanceof Error ? error.message : error}\n`)
    process.exit(1)
  }
}
