import { readFileSync, readdirSync } from 'node:fs'
import zlib from 'node:zlib'

import { expect, test, vi } from 'vitest'

vi.mock('~/data/league.server.ts', () => ({
  peekLeagueSnapshot: () => ({ version: 7 }),
  onLeagueChange: () => () => {},
  getConsoleStore: () => ({ settings: { get: () => undefined } }),
}))

const { buildCachedPage } = await import('./cached-page.server.ts')
const { brotliUpgradesSettled, decideFront, storePage } = await import('./response-cache.server.ts')
const { MAX_SPREAD_MS } = await import('~/view-models/live.ts')

let now = 0
vi.spyOn(performance, 'now').mockImplementation(() => now)
const afterTheRevalidations = () => (now += MAX_SPREAD_MS)

// A page of the size and variety of a schedule: enough for quality 10 to beat quality 5.
const html = `<!DOCTYPE html><html><body><table>${Array.from(
  { length: 400 },
  (_, i) =>
    `<tr><td>Match ${i}</td><td>Équipe ${(i * 7) % 13}</td><td>${(i * 31) % 97} – ${(i * 17) % 89}</td></tr>`,
).join('')}</table></body></html>`

test('a page asked for often gets a smaller brotli body with the same ETag, decoding to the same HTML', async () => {
  const first = decideFront('/', undefined)
  if (first?.type !== 'render') throw new Error(`expected a render, got ${first?.type}`)
  const page = await buildCachedPage(first.key, html, { dependsOnCookie: false })
  const before = page.variants.br
  expect(storePage(page)).toBe(true)
  afterTheRevalidations()

  for (let i = 0; i < 4; i++) expect(decideFront('/', undefined)?.type).toBe('hit')
  await brotliUpgradesSettled()
  expect(page.variants.br).toBe(before)

  expect(decideFront('/', undefined)?.type).toBe('hit')
  await brotliUpgradesSettled()
  const after = page.variants.br
  expect(after.body.length).toBeLessThan(before.body.length)
  expect(after.etag).toBe(before.etag)
  expect(after.headers['Content-Length']).toBe(String(after.body.length))
  expect(zlib.brotliDecompressSync(after.body).toString('utf8')).toBe(html)
})

test('a hot page is recompressed only once the revalidations its change set off are over', async () => {
  const first = decideFront('/schedule', undefined)
  if (first?.type !== 'render') throw new Error(`expected a render, got ${first?.type}`)
  const page = await buildCachedPage(first.key, `${html}<!-- just changed -->`, {
    dependsOnCookie: false,
  })
  const before = page.variants.br
  storePage(page)
  now += MAX_SPREAD_MS - 1
  for (let i = 0; i < 20; i++) decideFront('/schedule', undefined)
  await brotliUpgradesSettled()
  expect(page.variants.br).toBe(before)

  now += 1
  decideFront('/schedule', undefined)
  await brotliUpgradesSettled()
  expect(page.variants.br).not.toBe(before)
})

test('a burst of pages asked for often queues a few recompressions and drops the rest', async () => {
  const pages = []
  for (let n = 0; n < 30; n++) {
    const first = decideFront(`/schedule?team=burst${n}`, undefined)
    if (first?.type !== 'render') throw new Error(`expected a render, got ${first?.type}`)
    const page = await buildCachedPage(first.key, `${html}<!-- ${n} -->`, {
      dependsOnCookie: false,
    })
    storePage(page)
    pages.push({ page, before: page.variants.br })
  }
  afterTheRevalidations()
  for (const { page } of pages)
    for (let i = 0; i < 5; i++) decideFront(page.key.split('|')[3]!, undefined)
  await brotliUpgradesSettled()
  const upgraded = pages.filter(({ page, before }) => page.variants.br !== before).length
  expect(upgraded).toBeGreaterThan(0)
  expect(upgraded).toBeLessThanOrEqual(4)
  // A dropped page is queued again by a later hit, once the queue has room.
  const dropped = pages.find(({ page, before }) => page.variants.br === before)!
  decideFront(dropped.page.key.split('|')[3]!, undefined)
  await brotliUpgradesSettled()
  expect(dropped.page.variants.br).not.toBe(dropped.before)
})

test.runIf(process.platform === 'linux')(
  'recompression runs on a thread of the lowest priority, the server’s own threads unchanged',
  async () => {
    const first = decideFront('/standings', undefined)
    if (first?.type !== 'render') throw new Error(`expected a render, got ${first?.type}`)
    const page = await buildCachedPage(first.key, `${html}<!-- priority -->`, {
      dependsOnCookie: false,
    })
    storePage(page)
    afterTheRevalidations()
    for (let i = 0; i < 5; i++) decideFront('/standings', undefined)
    await brotliUpgradesSettled()
    const nice = (task: string) => {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8')
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
    }
    const tasks = readdirSync('/proc/self/task')
    expect(tasks.map(nice)).toContain(19)
    expect(nice(String(process.pid))).toBe(0)
  },
)
