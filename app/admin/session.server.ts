// Nothing here reaches public pages.
import { createHash, timingSafeEqual } from 'node:crypto'

import { stringifySetCookie } from 'cookie'
import { SESSION_MS, newSecret } from '~/data/console-store.server.ts'
import { getConsoleStore } from '~/data/league.server.ts'
import { getEnv } from '~/env.server.ts'
import { type Lang, resolveLanguage } from '~/i18n/language.ts'
import { readCookie } from '~/utils/cookies.ts'

import { consoleCookieName } from './post-origin.ts'

export const SESSION_COOKIE = consoleCookieName('admin_session', getEnv().PUBLIC_URL)
/** There is no session yet to tie the sign-in form to. */
export const FORM_COOKIE = consoleCookieName('admin_form', getEnv().PUBLIC_URL)
export const CSRF_FIELD = 'csrf'

export type Operator = { email: string; name: string }
export type Signed = { operator: Operator; sessionId: string; csrf: string; lang: Lang }

function secure(): boolean {
  return getEnv().PUBLIC_URL.startsWith('https:')
}

/**
 * Path `/`, not `/admin`: the console's data requests include `/admin.data`, which `/admin` does
 * not reach.
 */
function cookieHeader(name: string, value: string, maxAgeSeconds: number): string {
  return stringifySetCookie({
    name,
    value,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(),
    maxAge: maxAgeSeconds,
  })
}

export function sessionCookie(sessionId: string): string {
  return cookieHeader(SESSION_COOKIE, sessionId, Math.floor(SESSION_MS / 1000))
}

export function clearedSessionCookie(): string {
  return cookieHeader(SESSION_COOKIE, '', 0)
}

export function tokenOf(secret: string): string {
  return createHash('sha256').update(`csrf:${secret}`).digest('base64url')
}

export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

export function formToken(request: Request): { token: string; setCookie?: string } {
  const existing = readCookie(request.headers.get('Cookie'), FORM_COOKIE)
  if (existing && existing.length >= 32) return { token: tokenOf(existing) }
  const secret = newSecret()
  return { token: tokenOf(secret), setCookie: cookieHeader(FORM_COOKIE, secret, 3600) }
}

export async function currentOperator(request: Request): Promise<Signed | undefined> {
  const sessionId = readCookie(request.headers.get('Cookie'), SESSION_COOKIE)
  if (!sessionId) return undefined
  const session = await getConsoleStore().session(sessionId)
  if (!session) return undefined
  return {
    operator: { email: session.email, name: session.name },
    sessionId,
    csrf: tokenOf(sessionId),
    lang: resolveLanguage(request).lang,
  }
}

export function expectedFormToken(request: Request): string | undefined {
  const secret = readCookie(request.headers.get('Cookie'), FORM_COOKIE)
  return secret ? tokenOf(secret) : undefined
}

/** server/app.ts overwrites any the client sent. */
export function clientAddress(request: Request): string {
  return request.headers.get('x-client-ip')?.trim() || 'unknown'
}
