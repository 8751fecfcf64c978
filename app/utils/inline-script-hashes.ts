import { createHash } from 'node:crypto'

// An inline script: a <script> start tag without a src attribute, its text, its end tag.
// Data blocks (JSON-LD) are never executed, so CSP does not apply to them: no hash needed.
const INLINE_SCRIPT =
  /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/gi

/**
 * The CSP source expressions (`'sha256-…'`) of every inline script of a rendered page, in order
 * of appearance without repeats. Browsers hash a script's text exactly as it stands between its
 * tags (script text has no character references), UTF-8 encoded.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const text = match[1] ?? ''
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}
