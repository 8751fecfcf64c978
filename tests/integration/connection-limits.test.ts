/**
 * Connection limits of the real server: live streams capped per client
 * address and in total, a slow-headers client dropped, pages answering while hundreds of streams
 * are open. Clients come from several loopback addresses (127.0.0.0/8 is all local on Linux), so
 * each counts as its own client.
 */
import http from 'node:http'
import net from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'

import { type LeagueServer, startLeagueServer } from '../e2e/support/league-server.ts'

const PER_CLIENT = 5
const TOTAL = 300

type Stream = { status: number; close: () => void }

function openStream(baseURL: string, localAddress: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseURL}/api/live`,
      { agent: false, localAddress, headers: { accept: 'text/event-stream' } },
      (response) => {
        response.on('error', () => {})
        if (response.statusCode !== 200) response.resume()
        resolve({ status: response.statusCode ?? 0, close: () => request.destroy() })
      },
    )
    request.on('error', reject)
  })
}

describe('connection limits', () => {
  let server: LeagueServer
  const open: Stream[] = []
  const closeAll = () => open.splice(0).forEach((stream) => stream.close())

  // One server for the file: each test closes the streams it opened (afterEach).
  beforeAll(async () => {
    server = await startLeagueServer({
      env: {
        LIVE_STREAMS_MAX: String(TOTAL),
        LIVE_STREAMS_PER_CLIENT: String(PER_CLIENT),
        HTTP_HEADERS_TIMEOUT_MS: '1000',
        HTTP_REQUEST_TIMEOUT_MS: '2000',
      },
    })
  })
  afterEach(closeAll)
  afterAll(async () => {
    await server?.stop()
  })

  /** Waits until the server has seen closed streams go (a new one from `address` is accepted). */
  async function expectSlotFor(address: string) {
    await expect
      .poll(async () => {
        const stream = await openStream(server.baseURL, address)
        stream.close()
        return stream.status
      })
      .toBe(200)
  }

  test('one client gets its share of live streams and no more; others still connect', async () => {
    for (let i = 0; i < PER_CLIENT; i++) open.push(await openStream(server.baseURL, '127.0.0.2'))
    expect(open.map((stream) => stream.status)).toEqual(Array(PER_CLIENT).fill(200))

    const refused = await openStream(server.baseURL, '127.0.0.2')
    expect(refused.status).toBe(429)
    const other = await openStream(server.baseURL, '127.0.0.3')
    open.push(other)
    expect(other.status).toBe(200)

    closeAll()
    await expectSlotFor('127.0.0.2')
  })

  test('HEAD and plain requests on the live stream never take a slot; /healthz counts them', async () => {
    for (let i = 0; i < PER_CLIENT * 4; i++) {
      const head = await new Promise<number>((resolve, reject) => {
        const request = http.request(
          `${server.baseURL}/api/live`,
          { method: 'HEAD', agent: false, localAddress: '127.0.0.4' },
          (response) => resolve(response.statusCode ?? 0),
        )
        request.setHeader('accept', 'text/event-stream')
        request.on('error', reject)
        request.end()
      })
      expect(head).toBe(405)
    }
    const plain = await fetch(`${server.baseURL}/api/live`)
    expect(plain.status).toBe(406)
    const stream = await openStream(server.baseURL, '127.0.0.4')
    open.push(stream)
    expect(stream.status).toBe(200)
    const health = (await (await fetch(`${server.baseURL}/healthz`)).json()) as {
      liveStreams: { open: number; clients: number }
    }
    expect(health.liveStreams).toMatchObject({ open: 1, clients: 1 })
  })

  test('pages keep answering while the process holds its total of streams', async () => {
    const clients = TOTAL / PER_CLIENT
    for (let c = 0; c < clients; c++) {
      const address = `127.0.1.${c + 1}`
      const batch = await Promise.all(
        Array.from({ length: PER_CLIENT }, () => openStream(server.baseURL, address)),
      )
      open.push(...batch)
    }
    expect(open.filter((stream) => stream.status === 200)).toHaveLength(TOTAL)
    expect((await openStream(server.baseURL, '127.0.2.1')).status).toBe(503)

    for (const path of ['/', '/standings?lang=en', '/rules', '/registration', '/healthz']) {
      const started = Date.now()
      const response = await fetch(`${server.baseURL}${path}`)
      expect(response.status, path).toBe(200)
      await response.arrayBuffer()
      expect(Date.now() - started, path).toBeLessThan(3_000)
    }

    closeAll()
    await expectSlotFor('127.0.2.1')
  })

  test('a client that sends its headers too slowly is answered 408 and dropped', async () => {
    const port = Number(new URL(server.baseURL).port)
    const started = Date.now()
    const { received, closedAfterMs } = await new Promise<{
      received: string
      closedAfterMs: number
    }>((resolve) => {
      let received = ''
      let n = 0
      let timer: NodeJS.Timeout | undefined
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n')
        // One header line every 200 ms, never the blank line that ends them.
        timer = setInterval(() => socket.writable && socket.write(`X-Slow-${n++}: a\r\n`), 200)
      })
      socket.on('data', (chunk) => (received += chunk.toString()))
      socket.on('error', () => {})
      socket.on('close', () => {
        clearInterval(timer)
        resolve({ received, closedAfterMs: Date.now() - started })
      })
    })
    expect(received).toMatch(/^HTTP\/1\.1 408/)
    expect(closedAfterMs).toBeLessThan(3_500)
  })
})
