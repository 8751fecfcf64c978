import { resolveLanguage } from '~/i18n/language.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import { adminText } from '~/i18n/admin-text.ts'
import {
  type ActionResult,
  type PageResult,
  actionAnswer,
  pageRedirect,
  pageResult,
} from '~/utils/page-result.ts'

import type { LinkAnswer, SignInAnswer } from './answers.ts'
import type { OperatorPost } from './console-context.server.ts'
import { consoleMeta } from './meta.ts'
import {
  clearedSessionCookie,
  clientAddress,
  currentOperator,
  sessionCookie,
} from './session.server.ts'
import {
  redeemSignInLink,
  requestSignInLink,
  signOut,
  signOutEverywhere,
} from './sign-in.server.ts'

export type SignInView = { signedOut: boolean }

export async function loadSignInPage(request: Request): Promise<PageResult<SignInView>> {
  const { lang } = resolveLanguage(request)
  if (await currentOperator(request)) return pageRedirect(localizedHref('/admin', lang))
  const signedOut = new URL(request.url).searchParams.has('signed-out')
  return pageResult({ signedOut }, 'ok', {
    meta: consoleMeta(lang, adminText(lang)('admin.signIn.title')),
  })
}

export async function signInAction(
  request: Request,
  form: FormData,
): Promise<ActionResult<SignInAnswer>> {
  const { lang } = resolveLanguage(request)
  const email = String(form.get('email') ?? '').slice(0, 300)
  const outcome = await requestSignInLink(email, clientAddress(request), lang)
  if (outcome.status === 'sent') return actionAnswer({ status: 'sent' }, 200)
  if (outcome.status === 'invalid') return actionAnswer({ status: 'invalid', email }, 400)
  const minutes = Math.ceil(outcome.retryAfterSeconds / 60)
  return actionAnswer({ status: 'limited', email, minutes }, 429)
}

export type LinkView = { token: string }

export function loadLinkPage(request: Request): PageResult<LinkView> {
  const { lang } = resolveLanguage(request)
  const token = (new URL(request.url).searchParams.get('token') ?? '').slice(0, 200)
  return pageResult({ token }, 'ok', {
    meta: consoleMeta(lang, adminText(lang)('admin.link.title')),
  })
}

export async function linkAction(
  request: Request,
  form: FormData,
): Promise<ActionResult<LinkAnswer>> {
  const { lang } = resolveLanguage(request)
  const outcome = await redeemSignInLink(String(form.get('token') ?? ''), clientAddress(request))
  if (outcome.status === 'signed-in')
    return pageRedirect(localizedHref('/admin', lang), {
      'Set-Cookie': sessionCookie(outcome.sessionId),
    })
  if (outcome.status === 'limited')
    return actionAnswer(
      { status: 'limited', minutes: Math.ceil(outcome.retryAfterSeconds / 60) },
      429,
    )
  return actionAnswer({ status: 'refused' }, 400)
}

/** Signing out of this session, or (`everywhere`) of every session of this operator. */
export async function signOutAction({ signed, form }: OperatorPost): Promise<ActionResult<never>> {
  if (form.get('everywhere') === '1') await signOutEverywhere(signed.operator.email)
  else await signOut(signed.sessionId)
  return pageRedirect(localizedHref('/admin/sign-in?signed-out=1', signed.lang), {
    'Set-Cookie': clearedSessionCookie(),
  })
}
