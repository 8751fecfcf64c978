import { afterEach, describe, expect, it } from 'vitest'

import { FirebaseRequestError, FirebaseRest } from './firebase-rest.server.ts'
import {
  FirebaseProtocolServer,
  HTML_ERROR_PAGE,
  respondWith,
  type Interceptor,
} from '../../tests/support/firebase-protocol-server.ts'

const tree = {
  leagues: { demo: { News: { n1: { title: 'Été' } }, Sponsors: { s1: { name: 'A' } } } },
}

let server: FirebaseProtocolServer

afterEach(async () => {
  await server?.close()
})

async function restWith(
  intercept: Interceptor | undefined,
  options: { requestTimeoutMs?: number; secret?: string; auth?: string } = {},
): Promise<FirebaseRest> {
  server = new FirebaseProtocolServer({ tree, secret: options.secret })
  server.intercept = intercept
  return new FirebaseRest({
    databaseURL: `${await server.listen()}/`,
    auth: options.auth,
    requestTimeoutMs: options.requestTimeoutMs,
  })
}

/** The error a promise rejects with. */
async function failure(promise: Promise<unknown>): Promise<FirebaseRequestError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(FirebaseRequestError)
  return error as FirebaseRequestError
}

describe('REST requests to Firebase', () => {
  it('reads with GET and pushes with POST, with the auth parameter', async () => {
    const rest = await restWith(undefined, { secret: 's3cret', auth: 's3cret' })
    expect(rest.urlFor('leagues/demo/News')).toBe(`${server.url}/leagues/demo/News.json`)
    expect(await rest.get('leagues/demo/News/n1/title')).toBe('Été')
    expect(server.requests.at(-1)).toMatchObject({ credential: 's3cret' })
    expect(await rest.get('leagues/demo/Nothing')).toBeNull()
    const id = await rest.post('leagues/demo/RegisterTeamForm', { teamName: 'Les Lions' })
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST' })
    expect(server.tree).toMatchObject({
      leagues: { demo: { RegisterTeamForm: { [id]: { teamName: 'Les Lions' } } } },
    })
  })

  it('reports a refused request with its status and Firebase’s error message', async () => {
    const rest = await restWith(undefined, { secret: 's3cret', auth: 'wrong' })
    const error = await failure(rest.get('leagues/demo/News'))
    expect(error.status).toBe(401)
    expect(error.message).toBe('GET leagues/demo/News: HTTP 401 Unauthorized request.')
  })
})

describe('REST requests when Firebase answers junk or nothing', () => {
  it('refuses a body that is not JSON', async () => {
    const rest = await restWith((_request, response) => {
      respondWith(response, 200, 'application/json; charset=utf-8', '{"title": "Été", trunc')
      return true
    })
    const error = await failure(rest.get('leagues/demo/News'))
    expect(error.status).toBe(502)
    expect(error.message).toMatch(/^GET leagues\/demo\/News: the answer is not JSON/)
  })

  it('reports an HTML error page by its title, without the markup', async () => {
    const rest = await restWith((_request, response) => {
      respondWith(response, 502, 'text/html', HTML_ERROR_PAGE)
      return true
    })
    const error = await failure(rest.get('leagues/demo/News'))
    expect(error.status).toBe(502)
    expect(error.message).toBe('GET leagues/demo/News: HTTP 502 502 Bad Gateway')
  })

  it('refuses a successful answer of another content type, even if it parses', async () => {
    const rest = await restWith((_request, response) => {
      respondWith(response, 200, 'text/html; charset=utf-8', '"<b>maintenance</b>"')
      return true
    })
    const error = await failure(rest.get('leagues/demo/News'))
    expect(error.message).toMatch(/answered text\/html instead of JSON \(".*maintenance.*"\)/)
  })

  it('refuses a body cut off before its announced length', async () => {
    const rest = await restWith((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': 100 })
      response.write('{"n1":{"title":')
      setTimeout(() => response.destroy(), 20)
      return true
    })
    const error = await failure(rest.get('leagues/demo/News'))
    expect(error.message).toMatch(/^GET leagues\/demo\/News: HTTP 200, body cut off/)
  })

  it('gives up on a request that never answers, and on a body that stops halfway', async () => {
    const rest = await restWith(
      (request, response) => {
        if (request.path.endsWith('Sponsors')) {
          response.writeHead(200, { 'Content-Type': 'application/json' })
          response.write('{"s1":')
        }
        return true
      },
      { requestTimeoutMs: 150 },
    )
    const started = performance.now()
    const error = await failure(rest.get('leagues/demo/News'))
    expect(error.status).toBe(0)
    expect(error.message).toBe('GET leagues/demo/News: no answer within 150 ms')
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
    expect((await failure(rest.get('leagues/demo/Sponsors'))).message).toMatch(/no answer within/)
  })

  it('refuses an answer to a push without a push id', async () => {
    const rest = await restWith((_request, response) => {
      respondWith(response, 200, 'application/json', '{"ok":true}')
      return true
    })
    const error = await failure(rest.post('leagues/demo/RegisterTeamForm', { a: 1 }))
    expect(error.message).toBe('POST leagues/demo/RegisterTeamForm: the answer has no push id')
  })
})
