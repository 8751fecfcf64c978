import http from 'node:http'
import net, { type AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { PIPELINED_PER_CONNECTION, createFrontLayer, type PageCacheHooks } from './front.ts'
import { createRenderGate } from './render-gate.ts'

/** Every URL is a page to render under its own key; the "application" answers when told to. */
function siteWithGate(maxWaiting: number) {
  const renderGate = createRenderGate({ concurrency: 1, maxWaiting })
  const pageCache: PageCacheHooks = {
    decideFront: (target) => ({ type: 'render', key: target, url: target, wait: undefined }),
    beginRender: () => () => {},
    cachedPage: () => undefined,
    cacheKeyHeader: 'x-test-cache-key',
  }
  const front = createFrontLayer({
    pageCache,
    staticFiles: undefined,
    headers: { 'X-Content-Type-Options': 'nosniff' },
    renderGate,
    logger: () => {},
  })
  const rendering: http.ServerResponse[] = []
  const server = http.createServer((req, res) => front(req, res, () => rendering.push(res)))
  return { server, rendering, renderGate }
}

let close: (() => void) | undefined
afterEach(() => close?.())

const get = (port: number, path: string) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      http
        .get({ port, path, agent: false }, (res) => {
          let body = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => (body += chunk))
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
        })
        .on('error', reject)
    },
  )

describe('the front layer under a flood of pages to render', () => {
  it('renders one page at a time, queues the next and refuses past the queue with a bilingual 503', async () => {
    const { server, rendering, renderGate } = siteWithGate(1)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    close = () => server.close()
    const { port } = server.address() as AddressInfo

    // One after the other: two connections at once may reach the server in either order.
    const first = get(port, '/search?q=a')
    await expect.poll(() => rendering.length, { timeout: 15_000 }).toBe(1)
    const second = get(port, '/search?q=b')
    await expect.poll(() => renderGate.counts().waiting, { timeout: 15_000 }).toBe(1)
    const refused = await get(port, '/search?q=c')
    expect(refused.status).toBe(503)
    expect(refused.headers['retry-after']).toBe('5')
    expect(refused.headers['cache-control']).toBe('no-store')
    expect(refused.headers['x-content-type-options']).toBe('nosniff')
    expect(refused.body).toContain('Réessayez dans quelques secondes')
    expect(refused.body).toContain('try again in a few seconds')

    rendering[0].end('a')
    expect((await first).body).toBe('a')
    await expect.poll(() => rendering.length, { timeout: 15_000 }).toBe(2)
    rendering[1].end('b')
    expect((await second).body).toBe('b')
  })
})

describe('the front layer under a pipelined flood on one connection', () => {
  it('works on a few requests of the connection at a time and answers the rest 429 at once', async () => {
    const { server, rendering, renderGate } = siteWithGate(100)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    close = () => server.close()
    const { port } = server.address() as AddressInfo
    const socket = net.connect(port, '127.0.0.1')
    let received = ''
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()))
    const requests = Array.from(
      { length: 20 },
      (_, n) => `GET /search?q=${n} HTTP/1.1\r\nHost: x\r\n\r\n`,
    )
    socket.write(requests.join(''))
    // Poll limits are for hangs: the first render starts, its share of others wait their turn.
    await expect.poll(() => rendering.length, { timeout: 15_000 }).toBe(1)
    await expect
      .poll(() => renderGate.counts().waiting, { timeout: 15_000 })
      .toBe(PIPELINED_PER_CONNECTION - 1)
    for (let n = 0; n < PIPELINED_PER_CONNECTION; n += 1) {
      await expect.poll(() => rendering.length, { timeout: 15_000 }).toBe(n + 1)
      rendering[n]!.end('page')
    }
    await expect
      .poll(() => received.match(/HTTP\/1\.1 \d+/g)?.length ?? 0, { timeout: 15_000 })
      .toBe(20)
    socket.destroy()
    const statuses = received.match(/HTTP\/1\.1 (\d+)/g)!.map((line) => line.slice(9))
    expect(statuses.filter((status) => status === '200')).toHaveLength(PIPELINED_PER_CONNECTION)
    expect(statuses.filter((status) => status === '429')).toHaveLength(
      20 - PIPELINED_PER_CONNECTION,
    )
    expect(received).toContain('Too many requests at once from you')
  })
})

describe('the front layer answering a page the league has moved on from', () => {
  it('sends it with the page’s headers but no-store, so no cache keeps it', async () => {
    const body = Buffer.from('<p>1 – 0</p>')
    const variant = {
      body,
      etag: '"old"',
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'public, max-age=0, s-maxage=10',
        ETag: '"old"',
        'Content-Length': String(body.length),
      },
    }
    const page = {
      key: '7|2026-11-29|registration-closed|/',
      status: 200 as const,
      variants: { br: variant, gzip: variant, identity: variant },
      hits: 5,
      brotliFinal: true,
      builtAt: 0,
    }
    const front = createFrontLayer({
      pageCache: {
        decideFront: () => ({ type: 'stale', page }),
        beginRender: () => () => {},
        cachedPage: () => undefined,
        cacheKeyHeader: 'x-test-cache-key',
      },
      staticFiles: undefined,
      headers: { 'X-Content-Type-Options': 'nosniff' },
      logger: () => {},
    })
    const server = http.createServer((req, res) => front(req, res, () => res.end('rendered')))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    close = () => server.close()
    const answer = await get((server.address() as AddressInfo).port, '/')
    expect(answer).toMatchObject({
      status: 200,
      body: '<p>1 – 0</p>',
      headers: { 'cache-control': 'no-store', etag: '"old"', 'x-content-type-options': 'nosniff' },
    })
  })
})
