/**
 * The Content-Security-Policy of rendered pages. Scripts need the per-request nonce
 * (React Router renders small inline scripts); no 'unsafe-inline' for scripts.
 * Styles allow inline attributes, which React's `style` props produce.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    // League images may be full URLs (news, Firebase Storage).
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
