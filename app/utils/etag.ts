/**
 * Whether an `If-None-Match` header names `etag`: `*`, or one of its tags by weak comparison
 * (RFC 9110 §13.1.2, as for GET and HEAD). Shared by pages, built files and media.
 */
export function etagMatches(header: string | null | undefined, etag: string): boolean {
  if (!header) return false
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => {
    const value = tag.trim()
    return value === '*' || value.replace(/^W\//, '') === bare
  })
}
