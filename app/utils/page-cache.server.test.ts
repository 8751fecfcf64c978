import type { EntryContext } from 'react-router'
import { describe, expect, it } from 'vitest'

import { NONCE_PLACEHOLDER, pageCacheKey, withNonce } from './page-cache.server.ts'

function context(state: { loaderData?: unknown; actionData?: unknown; errors?: unknown }): EntryContext {
  return {
    staticHandlerContext: { loaderData: {}, actionData: null, errors: null, ...state },
  } as unknown as EntryContext
}

const get = (url: string, method = 'GET') => new Request(`http://localhost${url}`, { method })

describe('pageCacheKey', () => {
  it('is the same for the same URL and loader data', () => {
    const a = pageCacheKey(get('/standings?division=M1'), 200, context({ loaderData: { root: { lang: 'fr' } } }))
    const b = pageCacheKey(get('/standings?division=M1'), 200, context({ loaderData: { root: { lang: 'fr' } } }))
    expect(a).toBeDefined()
    expect(a).toBe(b)
  })

  it.each([
    ['another URL', '/standings?division=W1', { root: { lang: 'fr' } }],
    ['another language', '/standings?division=M1', { root: { lang: 'en' } }],
    ['new data', '/standings?division=M1', { root: { lang: 'fr' }, page: { points: 3 } }],
  ])('changes with %s', (_case, url, loaderData) => {
    const base = pageCacheKey(get('/standings?division=M1'), 200, context({ loaderData: { root: { lang: 'fr' } } }))
    expect(pageCacheKey(get(url), 200, context({ loaderData }))).not.toBe(base)
  })

  it.each([
    ['a POST', get('/registration', 'POST'), 200, context({})],
    ['a 404', get('/nope'), 404, context({})],
    ['an action result', get('/registration'), 200, context({ actionData: { ok: false } })],
    ['a route error', get('/team/x'), 200, context({ errors: { root: new Error('x') } })],
    ['unserialisable data', get('/'), 200, context({ loaderData: { n: 1n } })],
  ])('is undefined for %s, which is never cached', (_case, request, status, ctx) => {
    expect(pageCacheKey(request, status, ctx)).toBeUndefined()
  })
})

describe('withNonce', () => {
  it('puts this response nonce wherever the render placed the placeholder', () => {
    const html = `<script nonce="${NONCE_PLACEHOLDER}">a</script><link nonce="${NONCE_PLACEHOLDER}">`
    expect(withNonce(html, 'abc')).toBe('<script nonce="abc">a</script><link nonce="abc">')
  })
})
