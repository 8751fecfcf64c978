/**
 * The passkeys page (list, add, remove) and the posts of the passkey ceremonies. Every answer is
 * `no-store`; every post passes the Origin and CSRF checks (session.server.ts): the sign-in
 * ceremony with the pre-session form token, the others with the operator's.
 */
import { redirect } from 'react-router'

import { adminText } from '~/i18n/admin-text.ts'
import { type Lang, localeOf, resolveLanguage } from '~/i18n/language.ts'
import { leagueTimeZone } from '~/league/index.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

import type { ConsoleFrameView, PasskeyItemView } from './answers.ts'
import { consoleMeta } from './meta.ts'
import {
  passkeysOf,
  registerPasskey,
  registrationOptions,
  removePasskey,
  signInOptions,
  signInWithPasskey,
} from './passkeys.server.ts'
import {
  NO_STORE,
  checkPost,
  clientAddress,
  expectedFormToken,
  requireOperator,
  sessionCookie,
} from './session.server.ts'

export type PasskeysPageView = ConsoleFrameView & {
  passkeys: PasskeyItemView[]
  notice?: 'added' | 'removed'
}

function passkeyItems(email: string, lang: Lang): PasskeyItemView[] {
  const format = new Intl.DateTimeFormat(localeOf(lang), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: leagueTimeZone(),
  })
  const when = (at: number) => format.format(at).replace(/\u202f|\u00a0/g, ' ')
  return passkeysOf(email).map((passkey) =>
    passkey.lastUsedAt === undefined
      ? { id: passkey.id, added: when(passkey.createdAt) }
      : { id: passkey.id, added: when(passkey.createdAt), lastUsed: when(passkey.lastUsedAt) },
  )
}

export function loadPasskeysPage(request: Request): PageResult<PasskeysPageView> {
  const signed = requireOperator(request)
  const { lang } = signed
  const asked = new URL(request.url).searchParams.get('done')
  const view: PasskeysPageView = {
    operator: signed.operator,
    csrf: signed.csrf,
    passkeys: passkeyItems(signed.operator.email, lang),
  }
  if (asked === 'added' || asked === 'removed') view.notice = asked
  return pageResult(view, 'ok', {
    meta: consoleMeta(lang, adminText(lang)('admin.passkeys.title')),
    headers: NO_STORE,
  })
}

/** Removing a passkey (a form post: works without JavaScript). */
export async function passkeysAction(request: Request): Promise<never> {
  const signed = requireOperator(request)
  const form = await request.formData()
  checkPost(request, form, signed.csrf)
  const removed = removePasskey(signed, String(form.get('id') ?? '').slice(0, 1500))
  // Another operator's key, or one already gone: nothing to say, the list shows what is left.
  const to = removed ? '/admin/passkeys?done=removed' : '/admin/passkeys'
  throw redirect(localizedHref(to, signed.lang), { status: 303, headers: NO_STORE })
}

/** The browser's answer, as the page posts it: JSON in a form field. */
function parsedResponse<T>(form: FormData): T | undefined {
  const text = form.get('response')
  if (typeof text !== 'string' || text.length > 20_000) return undefined
  try {
    const value = JSON.parse(text) as unknown
    return value !== null && typeof value === 'object' ? (value as T) : undefined
  } catch {
    return undefined
  }
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...NO_STORE, ...headers } })

/** `POST /admin/passkey/{sign-in-options|sign-in|register-options|register}`. */
export async function passkeyStepAction(request: Request, step: string | undefined) {
  const form = await request.formData()
  const challengeId = String(form.get('challengeId') ?? '').slice(0, 100)
  if (step === 'sign-in-options' || step === 'sign-in') {
    checkPost(request, form, expectedFormToken(request))
    if (step === 'sign-in-options') return json(await signInOptions())
    const response = parsedResponse<Parameters<typeof signInWithPasskey>[1]>(form)
    if (!response) return json({ status: 'refused' }, 400)
    const outcome = await signInWithPasskey(challengeId, response, clientAddress(request))
    if (outcome.status === 'limited')
      return json({ status: 'limited', minutes: Math.ceil(outcome.retryAfterSeconds / 60) }, 429)
    if (outcome.status === 'refused') return json({ status: 'refused' }, 400)
    const { lang } = resolveLanguage(request)
    return json({ status: 'signed-in', to: localizedHref('/admin', lang) }, 200, {
      'Set-Cookie': sessionCookie(outcome.sessionId),
    })
  }
  if (step === 'register-options' || step === 'register') {
    const signed = requireOperator(request)
    checkPost(request, form, signed.csrf)
    if (step === 'register-options') return json(await registrationOptions(signed))
    const response = parsedResponse<Parameters<typeof registerPasskey>[2]>(form)
    const added = response ? await registerPasskey(signed, challengeId, response) : false
    return json({ status: added ? 'added' : 'refused' }, added ? 200 : 400)
  }
  return json({ error: 'unknown step' }, 404)
}
