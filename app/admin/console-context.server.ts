/**
 * The console layout's middleware (app/routes/admin.tsx), run once for every request under
 * `/admin`: it finds the operator (or sends a page to sign-in, answers a post 401), checks a
 * post's Origin and CSRF token, reads its form once within the upload limit, and marks the answer
 * `no-store`. Loaders and actions then take what it found from the router context.
 */
import {
  type MiddlewareFunction,
  type RouterContextProvider,
  createContext,
  data,
  redirect,
} from 'react-router'

import { getEnv } from '~/env.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { localizedHref } from '~/i18n/localized-href.ts'

import { readLimitedForm } from './image-upload.server.ts'
import { isSameOriginPost } from './post-origin.ts'
import {
  CSRF_FIELD,
  type Signed,
  currentOperator,
  expectedFormToken,
  formToken,
  sameToken,
} from './session.server.ts'

/** The addresses that work before sign-in: asking for a link, using it, a passkey's sign-in. */
const SIGN_IN_PATHS = new Set([
  '/admin/sign-in',
  '/admin/sign-in/link',
  '/admin/passkey/sign-in-options',
  '/admin/passkey/sign-in',
])

export type ConsoleVisit = {
  /** The operator; absent on the sign-in addresses only. */
  signed?: Signed
  /**
   * What this page's forms carry and its posts must match: the session's token, or before
   * sign-in the form cookie's.
   */
  csrf: string
  /** A post's fields, read once here. */
  form?: FormData
}

/** A signed-in operator's post, as actions take it. */
export type OperatorPost = { signed: Signed; form: FormData }

const visitContext = createContext<ConsoleVisit>()

type Context = Readonly<RouterContextProvider>

const isWrite = (request: Request) => request.method !== 'GET' && request.method !== 'HEAD'

const refuse = (status: number, error: string) => data({ error }, { status })

async function checkedForm(request: Request, expected: string): Promise<FormData> {
  if (!isSameOriginPost(request.headers.get('Origin'), getEnv().PUBLIC_URL))
    throw refuse(403, 'cross-origin post refused')
  const read = await readLimitedForm(request)
  if (!read.ok) throw refuse(413, 'form too large')
  const sent = read.form.get(CSRF_FIELD)
  if (typeof sent !== 'string' || !sameToken(sent, expected))
    throw refuse(403, 'missing or wrong CSRF token')
  return read.form
}

export const consoleMiddleware: MiddlewareFunction<Response> = async (
  { request, url, context },
  next,
) => {
  const path = url.pathname.replace(/\/+$/, '').toLowerCase()
  let setCookie: string | undefined
  let visit: ConsoleVisit
  if (SIGN_IN_PATHS.has(path)) {
    const token = isWrite(request) ? { token: expectedFormToken(request) } : formToken(request)
    setCookie = token.setCookie
    visit = { csrf: token.token }
  } else {
    const signed = currentOperator(request)
    if (!signed) {
      // A post is never redirected to a form: its data would be lost without a word.
      if (isWrite(request)) throw refuse(401, 'not signed in')
      throw redirect(localizedHref('/admin/sign-in', resolveLanguage(request).lang))
    }
    visit = { signed, csrf: signed.csrf }
  }
  if (isWrite(request)) visit.form = await checkedForm(request, visit.csrf)
  context.set(visitContext, visit)
  const response = await next()
  response.headers.set('Cache-Control', 'no-store')
  if (setCookie) response.headers.append('Set-Cookie', setCookie)
  return response
}

export function consoleVisit(context: Context): ConsoleVisit {
  return context.get(visitContext)
}

/** The signed-in operator of a console page (the middleware let no one else through). */
export function operatorOf(context: Context): Signed {
  const { signed } = context.get(visitContext)
  if (!signed) throw new Error('a sign-in address asked for the operator')
  return signed
}

/** The operator's post, checked by the middleware. */
export function operatorPostOf(context: Context): OperatorPost {
  const { form } = context.get(visitContext)
  if (!form) throw new Error('an action ran without a post')
  return { signed: operatorOf(context), form }
}

/** A sign-in address's post (its token is the form cookie's), checked by the middleware. */
export function signInPostOf(context: Context): FormData {
  const { form } = context.get(visitContext)
  if (!form) throw new Error('an action ran without a post')
  return form
}
