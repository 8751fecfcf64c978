import { createHash } from 'node:crypto'

// Data blocks (JSON-LD) are never executed, so CSP needs no hash for them.
const INLINE_SCRIPT =
  /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/gi

/** Browsers hash a script's text exactly as it stands between its tags, UTF-8 encoded. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const text = match[1] ?? ''
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}
