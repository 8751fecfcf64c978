import { createHash, randomBytes } from 'node:crypto'

import { LRUCache } from 'lru-cache'
import type { EntryContext } from 'react-router'

/**
 * Rendered pages, cached by what a render depends on: the URL and the data the loaders returned
 * (DESIGN §3: pages are the same for every visitor in a language). Loaders still run on every
 * request (they read memory), but rendering, the expensive part, runs once per distinct page.
 *
 * Pages are rendered with a placeholder nonce; each response gets a fresh one, so the CSP stays
 * per response. The placeholder is random per process, so page content can never contain it.
 */
export const NONCE_PLACEHOLDER = `nonce${randomBytes(18).toString('hex')}`

const cache = new LRUCache<string, string>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (html) => html.length * 2 || 1,
})

/**
 * The cache key (and ETag) of a render, or undefined when the render must not be cached: an
 * action's response, an error, anything but a plain 200.
 */
export function pageCacheKey(request: Request, status: number, context: EntryContext): string | undefined {
  const state = context.staticHandlerContext
  if (request.method !== 'GET' || status !== 200) return undefined
  if (state.actionData || state.errors) return undefined
  let data: string
  try {
    data = JSON.stringify(state.loaderData)
  } catch {
    return undefined // not serialisable (never expected): render without caching
  }
  return createHash('sha256').update(request.url).update('\0').update(data).digest('base64url').slice(0, 32)
}

export function cachedPage(key: string): string | undefined {
  return cache.get(key)
}

export function storePage(key: string, html: string): void {
  cache.set(key, html)
}

/** The page with this response's nonce in place of the placeholder. */
export function withNonce(html: string, nonce: string): string {
  return html.replaceAll(NONCE_PLACEHOLDER, nonce)
}

export function clearPageCache(): void {
  cache.clear()
}
