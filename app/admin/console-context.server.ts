/**
 * The console layout's middleware (app/routes/admin.tsx), run once for every request under
 * `/admin`: it finds the operator (or sends a page to sign-in, answers a post 401), checks a
 * post's Origin, kind, size and CSRF token, reads its form once within its limit, and marks the answer
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
import { hasMalformedIntent } from '~/utils/zod.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { localizedHref } from '~/i18n/localized-href.ts'

import { UPLOAD_FORM_LIMIT_BYTES } from './image-field.ts'
import { readLimitedForm } from './image-upload.server.ts'
import { isSameOriginPost, isUploadPath } from './post-origin.ts'
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

/** The largest post before sign-in: an address, or a passkey's answer (a few kilobytes). */
export const SIGN_IN_FORM_LIMIT_BYTES = 32 * 1024
/** The largest form of a signed-in operator without an image (a result sheet, an article). */
const OPERATOR_FORM_LIMIT_BYTES = 256 * 1024

type FormKind = 'sign-in' | 'operator' | 'upload'

const LIMIT_OF: Record<FormKind, number> = {
  'sign-in': SIGN_IN_FORM_LIMIT_BYTES,
  operator: OPERATOR_FORM_LIMIT_BYTES,
  upload: UPLOAD_FORM_LIMIT_BYTES,
}

/**
 * The post's form, once its origin, its kind, its size and its token are right. Nothing of the
 * body is read before the origin and the token's cookie are checked, an anonymous post is read
 * to the sign-in limit only, and only a signed-in operator's image form may be multipart.
 */
async function checkedForm(
  request: Request,
  expected: string | undefined,
  kind: FormKind,
): Promise<FormData> {
  if (!isSameOriginPost(request.headers.get('Origin'), getEnv().PUBLIC_URL))
    throw refuse(403, 'cross-origin post refused')
  if (expected === undefined) throw refuse(403, 'missing or wrong CSRF token')
  const type = request.headers.get('Content-Type') ?? ''
  const multipart = kind === 'upload' && /^multipart\/form-data/i.test(type)
  if (!multipart && !/^application\/x-www-form-urlencoded/i.test(type))
    throw refuse(415, 'a console form is sent URL-encoded (an image form multipart)')
  const read = await readLimitedForm(request, LIMIT_OF[kind])
  if (!read.ok) throw refuse(413, 'form too large')
  const sent = read.form.get(CSRF_FIELD)
  if (typeof sent !== 'string' || !sameToken(sent, expected))
    throw refuse(403, 'missing or wrong CSRF token')
  if (hasMalformedIntent(read.form)) throw refuse(400, 'malformed form intent')
  return read.form
}

export const consoleMiddleware: MiddlewareFunction<Response> = async (
  { request, url, context },
  next,
) => {
  const path = url.pathname.replace(/\/+$/, '').toLowerCase()
  let setCookie: string | undefined
  let visit: ConsoleVisit
  // What a post's token must match: undefined refuses it (a sign-in post without its cookie).
  let expected: string | undefined
  if (SIGN_IN_PATHS.has(path)) {
    if (isWrite(request)) {
      expected = expectedFormToken(request)
      visit = { csrf: expected ?? '' }
    } else {
      const token = formToken(request)
      setCookie = token.setCookie
      visit = { csrf: token.token }
    }
  } else {
    const signed = currentOperator(request)
    if (!signed) {
      // A post is never redirected to a form: its data would be lost without a word.
      if (isWrite(request)) throw refuse(401, 'not signed in')
      throw redirect(localizedHref('/admin/sign-in', resolveLanguage(request).lang))
    }
    visit = { signed, csrf: signed.csrf }
    expected = signed.csrf
  }
  if (isWrite(request))
    visit.form = await checkedForm(
      request,
      expected,
      !visit.signed ? 'sign-in' : isUploadPath(path) ? 'upload' : 'operator',
    )
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
