/** The 503 for work the server has no room for (docs/product.md#limits). */
export const BUSY_TEXT =
  'Le site est très sollicité en ce moment. Réessayez dans quelques secondes.\n' +
  'The site is very busy right now. Please try again in a few seconds.\n'

/** The answer to one client past its fair share (pages waiting, requests pipelined): 429. */
export const OVER_SHARE_TEXT =
  'Trop de demandes à la fois de votre part. Réessayez dans quelques secondes.\n' +
  'Too many requests at once from you. Please try again in a few seconds.\n'

export const BUSY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'no-store',
  'Retry-After': '5',
}
