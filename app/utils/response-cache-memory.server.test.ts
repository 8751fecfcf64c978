import { randomBytes } from 'node:crypto'
import v8 from 'node:v8'
import vm from 'node:vm'

import { expect, test, vi } from 'vitest'

const CACHE_MB = 8
process.env.PAGE_CACHE_MB = String(CACHE_MB)

vi.mock('~/data/league.server.ts', () => ({
  peekLeagueSnapshot: () => ({ version: 3 }),
  onLeagueChange: () => () => {},
  getConsoleStore: () => ({ settings: { get: () => undefined } }),
}))

/** A full garbage collection, so what is measured is what is held. */
v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void
async function collect() {
  for (let i = 0; i < 3; i++) {
    gc()
    await new Promise((resolve) => setImmediate(resolve))
  }
}

const { buildCachedPage } = await import('./cached-page.server.ts')
const { pageCacheStats, storePage } = await import('./response-cache.server.ts')

/** A distinct page of a few kilobytes once compressed, as searches for new words make. */
function page(n: number): string {
  const rows = Array.from(
    { length: 40 },
    (_, i) => `<tr><td>${randomBytes(12).toString('hex')}</td><td>Équipe ${i}</td></tr>`,
  ).join('')
  return `<!DOCTYPE html><html><body><h1>Recherche ${n}</h1><table>${rows}</table></body></html>`
}

// What the cache counts must be what it holds: compressed bodies that keep a whole zlib output
// buffer alive would hold ten times their length (docs/product.md#limits).
// Hundreds of pages compressed three ways: a limit for hangs, not for a loaded machine's speed.
test(
  'a cache filled with distinct pages holds no more memory than PAGE_CACHE_MB and a margin',
  { timeout: 120_000 },
  async () => {
    const MARGIN_MB = 16
    // The compressors' own memory (zlib state in each thread-pool thread) is set up first.
    for (let n = 0; n < 200; n++)
      await buildCachedPage('warm-up', page(n), { dependsOnCookie: true })
    await collect()
    const before = process.memoryUsage()
    for (let n = 0; n < 2000; n++) {
      const html = page(n)
      storePage(
        await buildCachedPage(`3|2026-01-14|registration-closed|/search?q=${n}`, html, {
          dependsOnCookie: true,
        }),
      )
    }
    const stats = pageCacheStats()
    expect(stats.bytes).toBeLessThanOrEqual(CACHE_MB * 1024 * 1024)
    expect(stats.entries).toBeGreaterThan(100)
    await collect()
    const after = process.memoryUsage()
    const grownMb = (bytes: number) => bytes / 1024 / 1024
    expect(grownMb(after.arrayBuffers - before.arrayBuffers)).toBeLessThan(CACHE_MB + MARGIN_MB)
    // RSS also keeps what the allocator took for the compressors' work and has not given back to
    // the system (about 50 MB for 2 000 pages here, whatever the cache size): a margin of 64 MB.
    expect(grownMb(after.rss - before.rss)).toBeLessThan(CACHE_MB + 64)
  },
)
