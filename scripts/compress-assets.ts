// Run by `npm run build`: `.br` and `.gz` beside every compressible built file.
// server/front.ts.
import { readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { type CompressionMode, compressBrotli, compressGzip } from '../app/utils/compress.server.ts'

export const MIN_BYTES = 1024

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
  '.ico': 'generic',
  '.bmp': 'generic',
  '.ttf': 'generic',
  '.otf': 'generic',
  '.wasm': 'generic',
}

export function isCompressible(file: string): boolean {
  return Object.hasOwn(COMPRESSIBLE, path.extname(file).toLowerCase())
}

export type FileResult = {
  file: string
  bytes: number
  br?: number
  gzip?: number
}

export type CompressSummary = {
  dir: string
  scanned: number
  compressed: FileResult[]
  bytes: number
  brBytes: number
  gzipBytes: number
  ms: number
}

async function listFiles(dir: string): Promise<string[]> {
  const files: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    if (/\.(br|gz)$/i.test(entry.name)) continue
    files.push(path.join(entry.parentPath, entry.name))
  }
  return files.sort()
}

export async function compressBuffer(
  data: Buffer,
  mode: CompressionMode = 'text',
): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gzip] = await Promise.all([compressBrotli(data, mode), compressGzip(data)])
  return { br, gzip }
}

/** A stale sibling from an earlier run is removed. */
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
