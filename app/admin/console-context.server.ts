// The console's middleware (app/routes/admin.tsx), once for every request under `/admin`:
// docs/console.md.
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

const SIGN_IN_PATHS = new Set([
  '/admin/sign-in',
  '/admin/sign-in/link',
  '/admin/passkey/sign-in-options',
  '/admin/passkey/sign-in',
])

export type ConsoleVisit = {
  signed?: Signed
  csrf: string
  form?: FormData
}

export type OperatorPost = { signed: Signed; form: FormData }

const visitContext = createContext<ConsoleVisit>()

type Context = Readonly<RouterContextProvider>

const isWrite = (request: Request) => request.method !== 'GET' && request.method !== 'HEAD'

const refuse = (status: number, error: string) => data({ error }, { status })

/** An address, or a passkey's answer (a few kilobytes). */
export const SIGN_IN_FORM_LIMIT_BYTES = 32 * 1024
const OPERATOR_FORM_LIMIT_BYTES = 256 * 1024

type FormKind = 'sign-in' | 'operator' | 'upload'

const LIMIT_OF: Record<FormKind, number> = {
  'sign-in': SIGN_IN_FORM_LIMIT_BYTES,
  operator: OPERATOR_FORM_LIMIT_BYTES,
  upload: UPLOAD_FORM_LIMIT_BYTES,
}

/** Nothing of the body is read before the origin and the token's cookie are checked. */
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
  // Undefined refuses it (a sign-in post without its cookie).
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
    const signed = await currentOperator(request)
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

export function operatorOf(context: Context): Signed {
  const { signed } = context.get(visitContext)
  if (!signed) throw new Error('a sign-in address asked for the operator')
  return signed
}

export function operatorPostOf(context: Context): OperatorPost {
  const { form } = context.get(visitContext)
  if (!form) throw new Error('an action ran without a post')
  return { signed: operatorOf(context), form }
}

export function signInPostOf(context: Context): FormData {
  const { form } = context.get(visitContext)
  if (!form) throw new Error('an action ran without a post')
  return form
}
