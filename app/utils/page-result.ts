import { type MetaDescriptor, data, redirect } from 'react-router'

// The one loader contract of every page. An unavailable page is 503 and `no-store`, so no cache
// keeps an error page in place of the real one.
export type PageKind = 'ok' | 'incomplete' | 'not-found' | 'unavailable'

const STATUS_OF_KIND: Readonly<Record<PageKind, number>> = {
  ok: 200,
  incomplete: 400,
  'not-found': 404,
  unavailable: 503,
}

const RETRY_AFTER_SECONDS = 60

const UNAVAILABLE_HEADERS: Readonly<Record<string, string>> = {
  'Retry-After': String(RETRY_AFTER_SECONDS),
  'Cache-Control': 'no-store',
}

export type PageAnswer<View> = {
  view: View
  status: number
  meta: MetaDescriptor[]
  jsonLd: MetaDescriptor[]
  headers: Record<string, string>
}

export type PageRedirect = { redirect: string; headers?: Record<string, string> }

export type PageResult<View> = PageAnswer<View> | PageRedirect

export function pageStatus(kind: PageKind): number {
  return STATUS_OF_KIND[kind]
}

export function pageResult<View>(
  view: View,
  kind: PageKind,
  head: { meta: MetaDescriptor[]; jsonLd?: MetaDescriptor[]; headers?: Record<string, string> },
): PageAnswer<View> {
  return {
    view,
    status: STATUS_OF_KIND[kind],
    meta: head.meta,
    jsonLd: head.jsonLd ?? [],
    headers:
      kind === 'unavailable' ? { ...UNAVAILABLE_HEADERS, ...head.headers } : (head.headers ?? {}),
  }
}

export function pageRedirect(location: string, headers?: Record<string, string>): PageRedirect {
  return headers ? { redirect: location, headers } : { redirect: location }
}

export type PageData<View> = { view: View; meta: MetaDescriptor[] }

/** With `pageActionData`, the one place a redirect is thrown. */
export function pageLoaderData<View>(result: PageResult<View>) {
  if ('redirect' in result) throw redirect(result.redirect, { headers: result.headers ?? {} })
  const loaderData: PageData<View> = {
    view: result.view,
    meta: [...result.meta, ...result.jsonLd],
  }
  return data(loaderData, { status: result.status, headers: result.headers })
}

export type ActionResult<Answer> =
  { answer: Answer; status: number } | PageRedirect | { refused: number; error: string }

export function actionAnswer<Answer>(answer: Answer, status: number): ActionResult<Answer> {
  return { answer, status }
}

export function actionRefusal(status: number, error: string): { refused: number; error: string } {
  return { refused: status, error }
}

export function pageActionData<Answer>(result: ActionResult<Answer>) {
  if ('redirect' in result)
    throw redirect(result.redirect, { status: 303, headers: result.headers ?? {} })
  if ('refused' in result) throw data({ error: result.error }, { status: result.refused })
  return data(result.answer, { status: result.status })
}

export function pageMetaOf({
  loaderData,
}: {
  loaderData: { meta: MetaDescriptor[] } | undefined
}): MetaDescriptor[] {
  return loaderData?.meta ?? []
}

/** React Router drops a loader's headers unless the route's `headers` export keeps them. */
export function pageHeaders({
  parentHeaders,
  loaderHeaders,
  actionHeaders,
}: {
  parentHeaders: Headers
  loaderHeaders: Headers
  actionHeaders?: Headers
}): Headers {
  const merged = new Headers(parentHeaders)
  for (const [name, value] of loaderHeaders) merged.set(name, value)
  for (const [name, value] of actionHeaders ?? []) merged.set(name, value)
  return merged
}
