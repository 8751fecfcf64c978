import { adminText } from '~/i18n/admin-text.ts'
import { type Lang, localeOf, resolveLanguage } from '~/i18n/language.ts'
import { leagueTimeZone } from '~/league/index.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import {
  type ActionResult,
  type PageResult,
  pageRedirect,
  pageResult,
} from '~/utils/page-result.ts'

import { getConsoleStore } from '~/data/league.server.ts'

import type { PasskeyItemView, SessionItemView } from './answers.ts'
import type { ConsoleVisit, OperatorPost } from './console-context.server.ts'
import { consoleMeta } from './meta.ts'
import {
  passkeysOf,
  registerPasskey,
  registrationOptions,
  removePasskey,
  signInOptions,
  signInWithPasskey,
} from './passkeys.server.ts'
import { type Signed, clientAddress, sessionCookie } from './session.server.ts'

export type PasskeysPageView = {
  passkeys: PasskeyItemView[]
  sessions: SessionItemView[]
  notice?: 'added' | 'removed'
}

function dateFormat(lang: Lang): (at: number) => string {
  const format = new Intl.DateTimeFormat(localeOf(lang), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: leagueTimeZone(),
  })
  return (at) => format.format(at).replace(/\u202f|\u00a0/g, ' ')
}

async function sessionItems(signed: Signed, lang: Lang): Promise<SessionItemView[]> {
  const when = dateFormat(lang)
  return (await getConsoleStore().sessionsOf(signed.operator.email, signed.sessionId)).map(
    (session) => ({
      started: when(session.createdAt),
      lastUsed: when(session.lastSeenAt),
      current: session.current,
    }),
  )
}

async function passkeyItems(email: string, lang: Lang): Promise<PasskeyItemView[]> {
  const when = dateFormat(lang)
  return (await passkeysOf(email)).map((passkey) =>
    passkey.lastUsedAt === undefined
      ? { id: passkey.id, added: when(passkey.createdAt) }
      : { id: passkey.id, added: when(passkey.createdAt), lastUsed: when(passkey.lastUsedAt) },
  )
}

export async function loadPasskeysPage(
  request: Request,
  signed: Signed,
): Promise<PageResult<PasskeysPageView>> {
  const { lang } = resolveLanguage(request)
  const asked = new URL(request.url).searchParams.get('done')
  const view: PasskeysPageView = {
    passkeys: await passkeyItems(signed.operator.email, lang),
    sessions: await sessionItems(signed, lang),
  }
  if (asked === 'added' || asked === 'removed') view.notice = asked
  return pageResult(view, 'ok', {
    meta: consoleMeta(lang, adminText(lang)('admin.passkeys.title')),
  })
}

/** Works without JavaScript. */
export async function passkeysAction({ signed, form }: OperatorPost): Promise<ActionResult<never>> {
  const removed = await removePasskey(signed, String(form.get('id') ?? '').slice(0, 1500))
  const to = removed ? '/admin/passkeys?done=removed' : '/admin/passkeys'
  return pageRedirect(localizedHref(to, signed.lang))
}

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
  Response.json(body, { status, headers })

export async function passkeyStepAction(
  request: Request,
  { signed, form }: ConsoleVisit,
  step: string | undefined,
) {
  if (!form) return json({ error: 'a post only' }, 405)
  const challengeId = String(form.get('challengeId') ?? '').slice(0, 100)
  if (step === 'sign-in-options' || step === 'sign-in') {
    if (step === 'sign-in-options') {
      const outcome = await signInOptions(clientAddress(request))
      if (outcome.status === 'limited')
        return json(
          { status: 'limited', minutes: Math.ceil(outcome.retryAfterSeconds / 60) },
          429,
          { 'Retry-After': String(outcome.retryAfterSeconds) },
        )
      return json({ options: outcome.options, challengeId: outcome.challengeId })
    }
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
  if (signed && (step === 'register-options' || step === 'register')) {
    if (step === 'register-options') return json(await registrationOptions(signed))
    const response = parsedResponse<Parameters<typeof registerPasskey>[2]>(form)
    const added = response ? await registerPasskey(signed, challengeId, response) : false
    return json({ status: added ? 'added' : 'refused' }, added ? 200 : 400)
  }
  return json({ error: 'unknown step' }, 404)
}
