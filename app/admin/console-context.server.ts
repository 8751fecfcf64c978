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
  const path = url.pathname.replace(/\/+$/, '')
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
