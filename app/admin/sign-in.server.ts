// The link opens a page with a button, so a mail scanner opening the link does not use it.
import { randomBytes } from 'node:crypto'

import { getConsoleStore, getMailQueue } from '~/data/league.server.ts'
import { getEnv } from '~/env.server.ts'
import type { Lang } from '~/i18n/language.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import { log } from '~/logger.server.ts'
import { SlidingWindowLimiter } from '~/registration/rate-limit.ts'
import { kickMailSender } from '~/registration/services.server.ts'
import { isValidEmail } from '~/registration/field-checks.ts'

import { signInMail } from './sign-in-mail.ts'

const TEN_MINUTES = 10 * 60_000

export const LINKS_PER_ADDRESS = 10
export const LINKS_PER_EMAIL = 5
/** No guessing tokens. */
export const REDEEMS_PER_ADDRESS = 20

type Limiters = {
  byAddress: SlidingWindowLimiter
  byEmail: SlidingWindowLimiter
  redeems: SlidingWindowLimiter
}
let limiters: Limiters | undefined

function signInLimiters(): Limiters {
  limiters ??= {
    byAddress: new SlidingWindowLimiter({ limit: LINKS_PER_ADDRESS, windowMs: TEN_MINUTES }),
    byEmail: new SlidingWindowLimiter({ limit: LINKS_PER_EMAIL, windowMs: TEN_MINUTES }),
    redeems: new SlidingWindowLimiter({ limit: REDEEMS_PER_ADDRESS, windowMs: TEN_MINUTES }),
  }
  return limiters
}

export type LinkRequestOutcome =
  { status: 'sent' } | { status: 'invalid' } | { status: 'limited'; retryAfterSeconds: number }

/**
 * The same answer (and timing: the mail leaves from the queue) whether or not the address is an
 * operator's.
 */
export function requestSignInLink(email: string, client: string, lang: Lang): LinkRequestOutcome {
  const address = email.trim().toLowerCase()
  if (!isValidEmail(address) || address.length > 254) return { status: 'invalid' }
  const { byAddress, byEmail } = signInLimiters()
  for (const decision of [byAddress.hit(client), byEmail.hit(address)])
    if (!decision.allowed)
      return { status: 'limited', retryAfterSeconds: decision.retryAfterSeconds }
  const token = getConsoleStore().createSignInLink(address)
  if (token) {
    const link = new URL(localizedHref('/admin/sign-in/link', lang), getEnv().PUBLIC_URL)
    link.searchParams.set('token', token)
    // The queue's key names the request, never the token (it is logged).
    const key = `sign-in:${randomBytes(6).toString('hex')}`
    getMailQueue().enqueue(key, signInMail(address, link.href, lang), Date.now())
    kickMailSender()
    log('info', 'console sign-in link queued', { mail: key })
  }
  return { status: 'sent' }
}

export type RedeemOutcome =
  | { status: 'signed-in'; sessionId: string; email: string }
  | { status: 'refused' }
  | { status: 'limited'; retryAfterSeconds: number }

export function redeemSignInLink(token: string, client: string): RedeemOutcome {
  const decision = signInLimiters().redeems.hit(client)
  if (!decision.allowed) return { status: 'limited', retryAfterSeconds: decision.retryAfterSeconds }
  if (token.length < 20 || token.length > 100) return { status: 'refused' }
  const store = getConsoleStore()
  const email = store.redeemSignInLink(token)
  if (!email) {
    log('warn', 'console sign-in link refused', { client })
    return { status: 'refused' }
  }
  const sessionId = store.createSession(email)
  log('info', 'console operator signed in', { operator: email })
  return { status: 'signed-in', sessionId, email }
}

export function signOut(sessionId: string): void {
  getConsoleStore().revokeSession(sessionId)
}
