/**
 * Signing in by e-mailed link: asking for a link (rate limited per address and per e-mail, the
 * same answer whether or not the e-mail is an operator's), using it once (a page with a button,
 * so a mail scanner opening the link does not spend it), and signing out.
 */
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

/** Link requests per client address, and per e-mail address, per 10 minutes. */
export const LINKS_PER_ADDRESS = 10
export const LINKS_PER_EMAIL = 5
/** Link uses (right or wrong) per client address per 10 minutes: no guessing tokens. */
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
 * Asks for a link. Whoever the address is, a valid request gets `sent`: only an operator's
 * address is mailed, and the answer (and its timing: the mail leaves from the queue) says nothing.
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

/** Uses a link's token: a new session when it is good, and never again either way. */
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
