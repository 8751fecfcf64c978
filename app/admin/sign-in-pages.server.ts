/**
 * The loaders and actions of the sign-in pages: ask for a link, use it, sign out. Every answer
 * is `no-store`; every post passes the Origin and CSRF checks (session.server.ts).
 */
import { data, redirect } from 'react-router'

import { resolveLanguage } from '~/i18n/language.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import { adminText } from '~/i18n/admin-text.ts'
import { type PageResult, pageRedirect, pageResult } from '~/utils/page-result.ts'

import type { LinkAnswer, SignInAnswer } from './answers.ts'
import { consoleMeta } from './meta.ts'
import {
  NO_STORE,
  checkPost,
  clearedSessionCookie,
  clientAddress,
  currentOperator,
  expectedFormToken,
  formToken,
  requireOperator,
  sessionCookie,
} from './session.server.ts'
import { redeemSignInLink, requestSignInLink, signOut } from './sign-in.server.ts'

export type SignInView = { csrf: string; signedOut: boolean }

export function loadSignInPage(request: Request): PageResult<SignInView> {
  const { lang } = resolveLanguage(request)
  if (currentOperator(request)) return pageRedirect(localizedHref('/admin', lang))
  const { token, setCookie } = formToken(request)
  const url = new URL(request.url)
  return pageResult({ csrf: token, signedOut: url.searchParams.has('signed-out') }, 'ok', {
    meta: consoleMeta(lang, adminText(lang)('admin.signIn.title')),
    headers: { ...NO_STORE, ...(setCookie ? { 'Set-Cookie': setCookie } : {}) },
  })
}

export async function signInAction(request: Request) {
  const { lang } = resolveLanguage(request)
  const form = await request.formData()
  checkPost(request, form, expectedFormToken(request))
  const email = String(form.get('email') ?? '').slice(0, 300)
  const outcome = requestSignInLink(email, clientAddress(request), lang)
  const answer: SignInAnswer =
    outcome.status === 'sent'
      ? { status: 'sent' }
      : outcome.status === 'invalid'
        ? { status: 'invalid', email }
        : { status: 'limited', email, minutes: Math.ceil(outcome.retryAfterSeconds / 60) }
  const status = answer.status === 'sent' ? 200 : answer.status === 'invalid' ? 400 : 429
  return data(answer, { status, headers: NO_STORE })
}

export type LinkView = { csrf: string; token: string }

export function loadLinkPage(request: Request): PageResult<LinkView> {
  const { lang } = resolveLanguage(request)
  const { token: csrf, setCookie } = formToken(request)
  const token = (new URL(request.url).searchParams.get('token') ?? '').slice(0, 200)
  return pageResult({ csrf, token }, 'ok', {
    meta: consoleMeta(lang, adminText(lang)('admin.link.title')),
    headers: { ...NO_STORE, ...(setCookie ? { 'Set-Cookie': setCookie } : {}) },
  })
}

export async function linkAction(request: Request) {
  const { lang } = resolveLanguage(request)
  const form = await request.formData()
  checkPost(request, form, expectedFormToken(request))
  const outcome = redeemSignInLink(String(form.get('token') ?? ''), clientAddress(request))
  if (outcome.status === 'signed-in')
    throw redirect(localizedHref('/admin', lang), {
      status: 303,
      headers: { ...NO_STORE, 'Set-Cookie': sessionCookie(outcome.sessionId) },
    })
  const answer: LinkAnswer =
    outcome.status === 'limited'
      ? { status: 'limited', minutes: Math.ceil(outcome.retryAfterSeconds / 60) }
      : { status: 'refused' }
  return data(answer, { status: outcome.status === 'limited' ? 429 : 400, headers: NO_STORE })
}

export async function signOutAction(request: Request): Promise<never> {
  const signed = requireOperator(request)
  const form = await request.formData()
  checkPost(request, form, signed.csrf)
  signOut(signed.sessionId)
  throw redirect(localizedHref('/admin/sign-in?signed-out=1', signed.lang), {
    status: 303,
    headers: { ...NO_STORE, 'Set-Cookie': clearedSessionCookie() },
  })
}
