/** `If-None-Match` by weak comparison (RFC 9110 §13.1.2). */
export function etagMatches(header: string | null | undefined, etag: string): boolean {
  if (!header) return false
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => {
    const value = tag.trim()
    return value === '*' || value.replace(/^W\//, '') === bare
  })
}
