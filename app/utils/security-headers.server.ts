/**
 * Every security header of the site, in one place. The baseline goes on every response whichever
 * layer answers it (front layer, built files, Express, the app's resource routes): a
 * Content-Security-Policy that allows nothing, which only documents override with their own.
 */
import type { Env } from '~/env.server.ts'

/** The CSP of anything that is not a page (text, images, feeds, JSON, redirects, streams). */
export const BASELINE_CSP = "default-src 'none'; frame-ancestors 'none'"

/** The service worker's own CSP governs what it may fetch: the site (ADR 0014). */
export const SERVICE_WORKER_CSP = "default-src 'self'; frame-ancestors 'none'"

/**
 * Headers every response carries. Development leaves the CSP out: Vite's dev pages load
 * scripts and a websocket that the production policy does not name.
 */
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
