import type http from 'node:http'
import net, { type AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createHttpServer } from './http-server.ts'

const servers: http.Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

async function start(timeouts: Partial<Parameters<typeof createHttpServer>[0]> = {}) {
  const server = createHttpServer(
    {
      headersTimeoutMs: 300,
      requestTimeoutMs: 600,
      keepAliveTimeoutMs: 300,
      idleTimeoutMs: 5_000,
      ...timeouts,
    },
    // Answers once the body is read, as the registration form's action does.
    (req, res) => req.resume().on('end', () => res.end('ok')),
  )
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

/** A raw socket; resolves with what the server sent and how long until it closed the socket. */
function rawClient(port: number, drip: (socket: net.Socket) => void) {
  return new Promise<{ received: string; closedAfterMs: number }>((resolve) => {
    const started = Date.now()
    let received = ''
    const socket = net.connect(port, '127.0.0.1', () => drip(socket))
    socket.on('data', (chunk) => (received += chunk.toString()))
    socket.on('error', () => {})
    socket.on('close', () => resolve({ received, closedAfterMs: Date.now() - started }))
  })
}

describe('the HTTP server', () => {
  it('drops a client that sends its headers too slowly, with a 408', async () => {
    const port = await start()
    let timer: NodeJS.Timeout | undefined
    const result = await rawClient(port, (socket) => {
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n')
      // One header line every 100 ms, never the blank line that ends them.
      let n = 0
      timer = setInterval(() => socket.writable && socket.write(`X-Slow-${n++}: a\r\n`), 100)
    })
    clearInterval(timer)
    expect(result.received).toMatch(/^HTTP\/1\.1 408/)
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(250)
    expect(result.closedAfterMs).toBeLessThan(2_000)
  })

  it('drops a client whose body never arrives once the request timeout passes', async () => {
    const port = await start()
    const result = await rawClient(port, (socket) => {
      socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nname=')
    })
    expect(result.received).toMatch(/^HTTP\/1\.1 408/)
    expect(result.closedAfterMs).toBeLessThan(2_500)
  })

  it('closes an idle keep-alive connection after its timeout', async () => {
    const port = await start()
    const result = await rawClient(port, (socket) => {
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n')
    })
    expect(result.received).toMatch(/^HTTP\/1\.1 200/)
    expect(result.closedAfterMs).toBeLessThan(2_000)
  })

  it('closes a connection that goes silent mid-request after the idle timeout', async () => {
    const port = await start({
      headersTimeoutMs: 5_000,
      requestTimeoutMs: 5_000,
      idleTimeoutMs: 300,
    })
    const result = await rawClient(port, (socket) => socket.write('GET / HTTP/1.1\r\n'))
    expect(result.closedAfterMs).toBeLessThan(2_000)
  })
})
