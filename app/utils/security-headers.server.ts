// The baseline CSP allows nothing; only documents override it.
import type { Env } from '~/env.server.ts'

export const BASELINE_CSP = "default-src 'none'; frame-ancestors 'none'"

export const SERVICE_WORKER_CSP = "default-src 'self'; frame-ancestors 'none'"

/** Vite's dev pages load scripts and a websocket the production policy does not name. */
export function securityHeaders(env: Pick<Env, 'PUBLIC_URL' | 'NODE_ENV'>): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  }
  if (env.NODE_ENV === 'production') headers['Content-Security-Policy'] = BASELINE_CSP
  if (env.PUBLIC_URL.startsWith('https:')) {
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  }
  return headers
}

/** Inline scripts by hashes computed at render, so every visitor gets the same bytes. */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
