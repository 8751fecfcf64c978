/**
 * The one reader of request cookies, for the front layer (page cache key, redirects) and the
 * renderer alike: a value they decode differently would let a cookie change a page the cache key
 * does not describe (docs/product.md#languages). The `cookie` package decodes percent-escapes,
 * keeps the first of duplicated names, and leaves a malformed escape as it is.
 */
import { parseCookie } from 'cookie'

/** A cookie's value, undefined when absent or empty. Names are case-sensitive (`LANG` is not `lang`). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header || !header.includes(name)) return undefined
  return parseCookie(header)[name] || undefined
}
