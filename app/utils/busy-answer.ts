/** The 503 for work the server has no room for (docs/product.md#limits). */
export const BUSY_TEXT =
  'Le site est très sollicité en ce moment. Réessayez dans quelques secondes.\n' +
  'The site is very busy right now. Please try again in a few seconds.\n'

export const BUSY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'no-store',
  'Retry-After': '5',
}
