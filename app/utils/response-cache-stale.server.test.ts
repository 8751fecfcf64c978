import { expect, test, vi } from 'vitest'

const league = vi.hoisted(() => ({
  version: 7,
  listeners: [] as Array<() => void>,
}))

vi.mock('~/data/league.server.ts', () => ({
  peekLeagueSnapshot: () => ({ version: league.version }),
  onLeagueChange: (listener: () => void) => {
    league.listeners.push(listener)
    return () => {}
  },
  getConsoleStore: () => ({ settings: { get: () => undefined } }),
}))

const { buildCachedPage } = await import('./cached-page.server.ts')
const { beginRender, decideFront, startPageCache, storePage } =
  await import('./response-cache.server.ts')

startPageCache()

function leagueChanges() {
  league.version += 1
  for (const listener of league.listeners) listener()
}

/** A page rendered, stored and asked for as often as the given hits. */
async function cached(target: string, body: string, hits: number, contentType?: string) {
  const decision = decideFront(target, undefined)
  if (decision?.type !== 'render') throw new Error(`expected a render, got ${decision?.type}`)
  const page = await buildCachedPage(decision.key, body, { dependsOnCookie: false, contentType })
  storePage(page)
  for (let i = 0; i < hits; i++) expect(decideFront(target, undefined)?.type).toBe('hit')
  return page
}

function askedDuringItsRender(target: string) {
  const first = decideFront(target, undefined)
  if (first?.type !== 'render') throw new Error(`expected a render, got ${first?.type}`)
  const done = beginRender(first.key)
  return { second: decideFront(target, undefined), first, done }
}

test('a page asked for while its new state renders is answered as it was, until the new one is stored', async () => {
  const before = await cached('/standings', '<!DOCTYPE html><p>1 – 0</p>', 5)
  leagueChanges()
  const { second, first, done } = askedDuringItsRender('/standings')
  expect(second).toEqual({ type: 'stale', page: before })

  if (first.type !== 'render') throw new Error('unreachable')
  const after = await buildCachedPage(first.key, '<!DOCTYPE html><p>2 – 0</p>', {
    dependsOnCookie: false,
  })
  storePage(after)
  done()
  expect(decideFront('/standings', undefined)).toEqual({ type: 'hit', page: after })
})

test.each([
  ['its data, which an open page revalidates', '/schedule.data', 5, 'text/x-script'],
  ['a page hardly asked for', '/schedule', 4, undefined],
])('%s waits for the render instead', async (_case, target, hits, contentType) => {
  await cached(target, 'body', hits, contentType)
  leagueChanges()
  const { second } = askedDuringItsRender(target)
  expect(second).toMatchObject({ type: 'render', wait: expect.any(Promise) })
})

test('the first ask after a change renders, and a second change forgets the older pages', async () => {
  await cached('/tonight', '<!DOCTYPE html><p>0 – 0</p>', 5)
  leagueChanges()
  expect(decideFront('/tonight', undefined)).toMatchObject({ type: 'render', wait: undefined })
  leagueChanges()
  expect(askedDuringItsRender('/tonight').second).toMatchObject({ type: 'render' })
})
