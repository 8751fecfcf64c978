import { afterEach, expect, test, vi } from 'vitest'

const league = vi.hoisted(() => ({ version: 1, changed: () => {} }))

vi.mock('~/data/league.server.ts', () => ({
  peekLeagueSnapshot: () => ({ version: league.version }),
  onLeagueChange: (listener: () => void) => {
    league.changed = listener
    return () => {}
  },
  getConsoleStore: () => ({ settings: { get: () => undefined } }),
}))

const { STALE_FOR_MS, buildCachedPage, decideFront, startPageCache, storePage } =
  await import('./response-cache.server.ts')

afterEach(() => vi.useRealTimers())

async function rendered(target: string, html: string) {
  const decision = decideFront(target, undefined)
  if (decision?.type !== 'render') throw new Error(`expected a render, got ${decision?.type}`)
  const page = await buildCachedPage(decision.key, html, { dependsOnCookie: false })
  expect(storePage(page)).toBe(true)
  return page
}

function change() {
  league.version += 1
  league.changed()
}

test('after a change a page renders again, its old copy offered meanwhile, and a revalidation never', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  startPageCache()
  const old = await rendered('/standings?lang=en', '<p>1 – 0</p>')
  await rendered('/standings.data?lang=en', '1 – 0')
  change()

  const page = decideFront('/standings?lang=en', undefined)
  expect(page).toMatchObject({ type: 'render', stale: old })
  const data = decideFront('/standings.data?lang=en', undefined)
  expect(data?.type).toBe('render')
  expect(data).not.toHaveProperty('stale')

  // Its new version rendered, the old copy is gone; the next change makes the new one stale.
  const fresh = await rendered('/standings?lang=en', '<p>2 – 0</p>')
  expect(decideFront('/standings?lang=en', undefined)?.type).toBe('hit')
  change()
  expect(decideFront('/standings?lang=en', undefined)).toMatchObject({ stale: fresh })
})

test('a stale copy is offered for a few seconds at most', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  startPageCache()
  await rendered('/schedule', '<p>1 – 0</p>')
  change()
  vi.advanceTimersByTime(STALE_FOR_MS)
  expect(decideFront('/schedule', undefined)).toHaveProperty('stale')
  vi.advanceTimersByTime(1)
  expect(decideFront('/schedule', undefined)).not.toHaveProperty('stale')
})
