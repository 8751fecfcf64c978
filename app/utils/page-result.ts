import { type MetaDescriptor, data, redirect } from 'react-router'

/**
 * The one loader contract of every page: `load<Page>(request, params)` in
 * `app/view-models/<page>.server.ts` returns a `PageResult`, and the route's loader hands it to
 * `pageLoaderData`. The status follows from the kind of page the view is; a page that is not
 * available answers 503 with `Retry-After` and `no-store`, so no cache (ours in server/front.ts, a
 * CDN, a crawler) keeps an error page in place of the real one (docs/product.md#page-states).
 */
export type PageKind = 'ok' | 'incomplete' | 'not-found' | 'unavailable'

const STATUS_OF_KIND: Readonly<Record<PageKind, number>> = {
  ok: 200,
  incomplete: 400,
  'not-found': 404,
  unavailable: 503,
}

/** Seconds before asking again: the data layer keeps retrying meanwhile. */
const RETRY_AFTER_SECONDS = 60

const UNAVAILABLE_HEADERS: Readonly<Record<string, string>> = {
  'Retry-After': String(RETRY_AFTER_SECONDS),
  'Cache-Control': 'no-store',
}

export type PageAnswer<View> = {
  view: View
  status: number
  /** Title, description and the page's own tags (robots, feed links). */
  meta: MetaDescriptor[]
  /** Structured data, as `script:ld+json` meta descriptors. */
  jsonLd: MetaDescriptor[]
  headers: Record<string, string>
}

/** A page that lives at another address, or where a post leads: the route answers with a redirect. */
export type PageRedirect = { redirect: string; headers?: Record<string, string> }

export type PageResult<View> = PageAnswer<View> | PageRedirect

export function pageStatus(kind: PageKind): number {
  return STATUS_OF_KIND[kind]
}

/** A page's answer: its status and headers follow from its kind. */
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

/**
 * The route loader's answer: the view and its meta as loader data, with the status and headers.
 * With `pageActionData`, the one place a redirect is thrown (view models describe it).
 */
export function pageLoaderData<View>(result: PageResult<View>) {
  if ('redirect' in result) throw redirect(result.redirect, { headers: result.headers ?? {} })
  const loaderData: PageData<View> = {
    view: result.view,
    meta: [...result.meta, ...result.jsonLd],
  }
  return data(loaderData, { status: result.status, headers: result.headers })
}

/**
 * What an action answers: the form as posted and why nothing was written (`actionAnswer`), a
 * redirect once it was (`pageRedirect`, a 303), or a refusal of the request itself
 * (`actionRefusal`: the error page with its status, as for a game that does not exist).
 */
export type ActionResult<Answer> =
  { answer: Answer; status: number } | PageRedirect | { refused: number; error: string }

export function actionAnswer<Answer>(answer: Answer, status: number): ActionResult<Answer> {
  return { answer, status }
}

export function actionRefusal(status: number, error: string): { refused: number; error: string } {
  return { refused: status, error }
}

/** The route action's answer, and the one place an action's redirect or refusal is thrown. */
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

/**
 * The route `headers` export of a page: React Router drops a loader's or an action's headers
 * unless the route keeps them. Keeps the root's (the language cookie) and adds the page's.
 */
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
