import { DatabaseSync } from 'node:sqlite'
import { RouterContextProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { SqliteConsoleStore } from '~/data/console-store-sqlite.server.ts'

let store: SqliteConsoleStore
vi.mock('~/data/league.server.ts', () => ({ getConsoleStore: () => store }))

process.env.PUBLIC_URL = 'https://league.example'
const { SIGN_IN_FORM_LIMIT_BYTES, consoleMiddleware, consoleVisit, operatorPostOf } =
  await import('./console-context.server.ts')
const { FORM_COOKIE, SESSION_COOKIE, tokenOf } = await import('./session.server.ts')

const SITE = 'https://league.example'

type Sent = { method?: string; cookie?: string; origin?: string; form?: Record<string, string> }

function request(path: string, { method = 'GET', cookie, origin, form }: Sent = {}) {
  const headers = new Headers()
  if (cookie) headers.set('Cookie', cookie)
  if (origin) headers.set('Origin', origin)
  return new Request(`${SITE}${path}`, {
    method,
    headers,
    ...(form ? { body: new URLSearchParams(form) } : {}),
  })
}

/** Runs the middleware on `path`; `answer` is what the route below it would answer. */
async function visit(path: string, sent: Sent = {}) {
  const context = new RouterContextProvider()
  const next = vi.fn(async () => new Response('page'))
  const url = new URL(`${SITE}${path}`)
  const args = { request: request(path, sent), url, params: {}, pattern: url.pathname, context }
  try {
    const response = await consoleMiddleware(args, next)
    return { response: response as Response, context, next }
  } catch (thrown) {
    return { thrown, context, next }
  }
}

/** The status of what the middleware threw: a redirect (Response) or `data()` with its init. */
const statusOf = (thrown: unknown) =>
  thrown instanceof Response
    ? thrown.status
    : (thrown as { init?: { status?: number } }).init?.status

let session: string

beforeEach(async () => {
  store = new SqliteConsoleStore(new DatabaseSync(':memory:'))
  await store.addOperator('ana@example.org', 'Ana')
  session = await store.createSession('ana@example.org')
})

describe('the console middleware', () => {
  it('sends a page to sign-in, in its language, and refuses a post with 401, without a session', async () => {
    const page = await visit('/admin/audit?lang=en')
    expect(statusOf(page.thrown)).toBe(302)
    expect((page.thrown as Response).headers.get('Location')).toBe('/admin/sign-in?lang=en')
    const post = await visit('/admin/match/G1', { method: 'POST', origin: SITE, form: {} })
    expect(statusOf(post.thrown)).toBe(401)
    expect(page.next).not.toHaveBeenCalled()
    expect(post.next).not.toHaveBeenCalled()
  })

  it('hands a signed-in page its operator and token, and marks the answer no-store', async () => {
    const { response, context } = await visit('/admin', { cookie: `${SESSION_COOKIE}=${session}` })
    expect(response?.headers.get('Cache-Control')).toBe('no-store')
    expect(consoleVisit(context)).toMatchObject({
      signed: { operator: { email: 'ana@example.org', name: 'Ana' } },
      csrf: tokenOf(session),
    })
  })

  it("refuses a signed-in post from another origin, or without the session's token, with 403", async () => {
    const cookie = `${SESSION_COOKIE}=${session}`
    const csrf = tokenOf(session)
    const forged: Sent[] = [
      { origin: 'https://evil.example', form: { csrf } },
      { form: { csrf } },
      { origin: SITE, form: {} },
      { origin: SITE, form: { csrf: tokenOf('another secret') } },
    ]
    for (const sent of forged) {
      const { thrown, next } = await visit('/admin/discipline', { method: 'POST', cookie, ...sent })
      expect(statusOf(thrown), JSON.stringify(sent)).toBe(403)
      expect(next).not.toHaveBeenCalled()
    }
  })

  it('reads a checked post once and hands it to the action', async () => {
    const { context, next } = await visit('/admin/discipline', {
      method: 'POST',
      cookie: `${SESSION_COOKIE}=${session}`,
      origin: SITE,
      form: { csrf: tokenOf(session), intent: 'lift' },
    })
    expect(next).toHaveBeenCalledOnce()
    const { signed, form } = operatorPostOf(context)
    expect(signed.operator.email).toBe('ana@example.org')
    expect(form.get('intent')).toBe('lift')
  })

  it('stops reading a post past the upload limit, 413', async () => {
    const headers = {
      Cookie: `${SESSION_COOKIE}=${session}`,
      Origin: SITE,
      'Content-Type': 'multipart/form-data; boundary=x',
    }
    const body = new Uint8Array(9 * 1024 * 1024)
    const url = new URL(`${SITE}/admin/news/new`)
    const args = {
      request: new Request(url, { method: 'POST', headers, body }),
      url,
      params: {},
      pattern: url.pathname,
      context: new RouterContextProvider(),
    }
    const next = vi.fn(async () => new Response('page'))
    await expect(consoleMiddleware(args, next)).rejects.toMatchObject({ init: { status: 413 } })
    expect(next).not.toHaveBeenCalled()
  })

  it('opens the sign-in addresses to everyone, with a form cookie whose token their posts carry', async () => {
    const first = await visit('/admin/sign-in')
    const setCookie = first.response?.headers.get('Set-Cookie') ?? ''
    const secret = new RegExp(`${FORM_COOKIE}=([^;]+)`).exec(setCookie)?.[1]
    expect(secret).toBeDefined()
    expect(consoleVisit(first.context)).toEqual({ csrf: tokenOf(secret!) })
    const cookie = `${FORM_COOKIE}=${secret}`
    const again = await visit('/admin/sign-in/link?token=x', { cookie })
    expect(again.response?.headers.get('Set-Cookie')).toBeNull()

    const post = (csrf: string) =>
      visit('/admin/passkey/sign-in-options', {
        method: 'POST',
        cookie,
        origin: SITE,
        form: { csrf },
      })
    expect((await post(tokenOf(secret!))).next).toHaveBeenCalledOnce()
    expect(statusOf((await post(tokenOf(session))).thrown)).toBe(403)
  })

  it('keeps the passkey steps that add a key for signed-in operators', async () => {
    const { thrown } = await visit('/admin/passkey/register-options', {
      method: 'POST',
      origin: SITE,
      form: {},
    })
    expect(statusOf(thrown)).toBe(401)
  })

  /** Runs the middleware on a raw post; says what it threw and whether the body was read. */
  async function raw(path: string, headers: Record<string, string>, body: BodyInit) {
    const url = new URL(`${SITE}${path}`)
    const sent = new Request(url, { method: 'POST', headers: { Origin: SITE, ...headers }, body })
    const args = {
      request: sent,
      url,
      params: {},
      pattern: url.pathname,
      context: new RouterContextProvider(),
    }
    const next = vi.fn(async () => new Response('page'))
    const thrown = await Promise.resolve(consoleMiddleware(args, next)).then(
      () => undefined,
      (error: unknown) => error,
    )
    return { status: thrown === undefined ? 200 : statusOf(thrown), read: sent.bodyUsed, next }
  }

  const formCookie = `${FORM_COOKIE}=${'s'.repeat(40)}`
  const signInToken = tokenOf('s'.repeat(40))
  const urlencoded = { 'Content-Type': 'application/x-www-form-urlencoded' }

  it('refuses a sign-in post without its form cookie before reading a byte of it', async () => {
    const sent = await raw('/admin/sign-in', urlencoded, 'csrf=&email=a%40b.c')
    expect(sent).toMatchObject({ status: 403, read: false })
  })

  it.each([
    ['multipart', 'multipart/form-data; boundary=x'],
    ['text/plain', 'text/plain'],
    ['JSON', 'application/json'],
  ])('refuses an anonymous %s post with 415, unread', async (_, type) => {
    for (const path of ['/admin/sign-in', '/admin/sign-in/link', '/admin/passkey/sign-in']) {
      const sent = await raw(path, { Cookie: formCookie, 'Content-Type': type }, 'x'.repeat(1000))
      expect(sent, path).toMatchObject({ status: 415, read: false })
    }
  })

  it('reads an anonymous post to the small sign-in limit only, 413 past it', async () => {
    const big = `csrf=${signInToken}&email=${'a'.repeat(SIGN_IN_FORM_LIMIT_BYTES)}`
    const sent = await raw('/admin/sign-in', { Cookie: formCookie, ...urlencoded }, big)
    expect(sent.status).toBe(413)
    const fits = await raw(
      '/admin/sign-in',
      { Cookie: formCookie, ...urlencoded },
      `csrf=${signInToken}`,
    )
    expect(fits.next).toHaveBeenCalledOnce()
  })

  it('takes multipart from a signed-in operator on an image form only', async () => {
    const cookie = `${SESSION_COOKIE}=${session}`
    const body = new FormData()
    body.set('csrf', tokenOf(session))
    const upload = await raw('/admin/sponsors/new', { Cookie: cookie }, body)
    expect(upload.next).toHaveBeenCalledOnce()
    const elsewhere = await raw('/admin/discipline', { Cookie: cookie }, body)
    expect(elsewhere).toMatchObject({ status: 415, read: false })
  })

  it.each(['validate', 'reset', '{"type":', '{}', '3'])(
    'refuses a post whose __intent__ is %j with 400',
    async (intent) => {
      const cookie = `${SESSION_COOKIE}=${session}`
      const body = new URLSearchParams({ csrf: tokenOf(session), __intent__: intent })
      const sent = await raw('/admin/discipline', { Cookie: cookie }, body)
      expect(sent.status).toBe(400)
      expect(sent.next).not.toHaveBeenCalled()
    },
  )
})
