// A push service on 127.0.0.1 for tests and the benchmark: hands out subscriptions (a P-256 key
// pair and an auth secret per browser, as a browser would make), receives what the server sends
// and decrypts it as RFC 8291 says (aes128gcm), or answers 410 for a subscription marked expired.
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto'
import { type IncomingHttpHeaders, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type ReceivedPush = {
  id: string
  status: number
  headers: IncomingHttpHeaders
  /** The decrypted payload, parsed when it is JSON. */
  payload: unknown
}

type Browser = { ecdh: ReturnType<typeof createECDH>; auth: Buffer; expired: boolean }

const concat = (...parts: Buffer[]) => Buffer.concat(parts)

/** RFC 8291 §3.4 and RFC 8188: the receiving side. */
export function decryptAes128gcm(body: Buffer, browser: Pick<Browser, 'ecdh' | 'auth'>): Buffer {
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const idLength = body[20]!
  const senderKey = body.subarray(21, 21 + idLength)
  const content = body.subarray(21 + idLength)
  if (content.length > recordSize) throw new Error('more than one record')
  const receiverKey = browser.ecdh.getPublicKey()
  const secret = browser.ecdh.computeSecret(senderKey)
  const keyInfo = concat(Buffer.from('WebPush: info\0'), receiverKey, senderKey)
  const ikm = Buffer.from(hkdfSync('sha256', secret, browser.auth, keyInfo, 32))
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  )
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  )
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(content.subarray(content.length - 16))
  const padded = concat(decipher.update(content.subarray(0, content.length - 16)), decipher.final())
  // The last record ends with 0x02, then any zero padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('bad padding delimiter')
  return padded.subarray(0, end)
}

export type PushStandIn = {
  url: string
  subscribe(options?: { expired?: boolean }): {
    id: string
    endpoint: string
    keys: { p256dh: string; auth: string }
  }
  received: ReceivedPush[]
  /** Resolves once `count` requests arrived (any status). */
  until(count: number, timeoutMs?: number): Promise<void>
  close(): Promise<void>
}

/** `decryptEvery`: a benchmark decrypts one push in so many, to keep its own process light. */
export async function startPushStandIn(
  options: { decryptEvery?: number } = {},
): Promise<PushStandIn> {
  const decryptEvery = options.decryptEvery ?? 1
  const browsers = new Map<string, Browser>()
  const received: ReceivedPush[] = []
  const waiters: Array<{ count: number; resolve: () => void }> = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const id = decodeURIComponent(request.url?.replace(/^\/push\//, '') ?? '')
      const browser = browsers.get(id)
      let status = 201
      let payload: unknown
      if (!browser) status = 404
      else if (browser.expired) status = 410
      else if (request.headers['content-encoding'] !== 'aes128gcm') status = 400
      else if (received.length % decryptEvery === 0) {
        try {
          const text = decryptAes128gcm(Buffer.concat(chunks), browser).toString('utf8')
          try {
            payload = JSON.parse(text)
          } catch {
            payload = text
          }
        } catch {
          status = 400
        }
      }
      received.push({ id, status, headers: request.headers, payload })
      response.writeHead(status).end()
      for (const waiter of waiters.filter((w) => received.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  let next = 0
  return {
    url,
    received,
    subscribe(options) {
      const id = `b${++next}`
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16)
      browsers.set(id, { ecdh, auth, expired: options?.expired === true })
      return {
        id,
        endpoint: `${url}/push/${id}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      }
    },
    until(count, timeoutMs = 20_000) {
      if (received.length >= count) return Promise.resolve()
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`push stand-in: ${received.length} of ${count} requests arrived`)),
          timeoutMs,
        )
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer)
            resolve()
          },
        })
      })
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
