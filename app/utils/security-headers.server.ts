// The baseline CSP allows nothing; only documents override it.
import { storageOrigin } from '../data/storage-rest.server.ts'
import { type Env, getEnv } from '../env.server.ts'

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

/**
 * Images come from the site and Cloud Storage (`https:`); the Storage emulator, which serves
 * `http:`, is allowed only when `FIREBASE_STORAGE_EMULATOR_HOST` names it.
 */
function imageSources(env: Pick<Env, 'FIREBASE_STORAGE_EMULATOR_HOST'>): string {
  const sources = ["'self'", 'data:', 'https:']
  if (env.FIREBASE_STORAGE_EMULATOR_HOST?.trim())
    sources.push(storageOrigin(env.FIREBASE_STORAGE_EMULATOR_HOST))
  return ['img-src', ...sources].join(' ')
}

/** Inline scripts by hashes computed at render, so every visitor gets the same bytes. */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  env: Pick<Env, 'FIREBASE_STORAGE_EMULATOR_HOST'> = getEnv(),
): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    imageSources(env),
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
