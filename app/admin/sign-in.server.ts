// The link opens a page with a button, so a mail scanner opening the link does not use it.
import { randomBytes } from 'node:crypto'

import { getConsoleStore, getMailQueue } from '~/data/league.server.ts'
import { getEnv } from '~/env.server.ts'
import type { Lang } from '~/i18n/language.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import { log } from '~/logger.server.ts'
import { kickMailSender } from '~/registration/services.server.ts'
import { isValidEmail } from '~/registration/field-checks.ts'

import { signInLimits } from './sign-in-limits.ts'
import { signInMail } from './sign-in-mail.ts'

export type LinkRequestOutcome =
  { status: 'sent' } | { status: 'invalid' } | { status: 'limited'; retryAfterSeconds: number }

/**
 * The same answer (and timing: the mail leaves from the queue) whether or not the address is an
 * operator's.
 */
export async function requestSignInLink(
  email: string,
  client: string,
  lang: Lang,
): Promise<LinkRequestOutcome> {
  const address = email.trim().toLowerCase()
  if (!isValidEmail(address) || address.length > 254) return { status: 'invalid' }
  const decision = signInLimits().linkRequest(address, client)
  if (!decision.allowed) return { status: 'limited', retryAfterSeconds: decision.retryAfterSeconds }
  const token = await getConsoleStore().createSignInLink(address)
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

export async function redeemSignInLink(token: string, client: string): Promise<RedeemOutcome> {
  const decision = signInLimits().redeem(client)
  if (!decision.allowed) return { status: 'limited', retryAfterSeconds: decision.retryAfterSeconds }
  if (token.length < 20 || token.length > 100) return { status: 'refused' }
  const store = getConsoleStore()
  const email = await store.redeemSignInLink(token)
  if (!email) {
    log('warn', 'console sign-in link refused', { client })
    return { status: 'refused' }
  }
  const sessionId = await store.createSession(email)
  signInLimits().signedIn(email, client)
  log('info', 'console operator signed in', { operator: email })
  return { status: 'signed-in', sessionId, email }
}

export async function signOut(sessionId: string): Promise<void> {
  await getConsoleStore().revokeSession(sessionId)
}

export async function signOutEverywhere(email: string): Promise<void> {
  const sessions = await getConsoleStore().revokeSessionsOf(email)
  log('info', 'console operator signed out everywhere', { operator: email, sessions })
}
