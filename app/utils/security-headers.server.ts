/**
 * The Content-Security-Policy of rendered pages. Inline scripts (React Router's hydration data,
 * scroll restoration) are allowed by their hashes, computed when the page is rendered and cached
 * with it, so every visitor gets the same bytes; no 'unsafe-inline' for scripts.
 * Styles allow inline attributes, which React's `style` props produce.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    // League images may be full URLs (news, Firebase Storage).
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    // The offline service worker (/sw.js, ADR 0014).
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
