// Hands one encrypted notification (RFC 8291 aes128gcm, VAPID) to the subscriber's push service.
// web-push builds the request; this file sends it, so the connection can refuse an address in the
// server's own network even when a public name resolves to one (docs/product.md#notifications).
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'

import webpush from 'web-push'

import { isPrivateAddress } from './push-endpoint.ts'
import type { PushJob, SendOutcome } from './push-queue.ts'

export type VapidDetails = { subject: string; publicKey: string; privateKey: string }

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/** A `lookup` for http(s).request that refuses private addresses after resolving. */
function publicOnlyLookup(hostname: string, options: object, callback: LookupCallback) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, [])
    const refused = addresses.find((entry) => isPrivateAddress(entry.address))
    if (refused) {
      const denied: NodeJS.ErrnoException = new Error(
        `push endpoint resolves to ${refused.address}`,
      )
      denied.code = 'EPUSHPRIVATE'
      return callback(denied, [])
    }
    if ((options as { all?: boolean }).all) return callback(null, addresses)
    const [first] = addresses
    callback(null, first!.address, first!.family)
  })
}

function retryAfterMs(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now())
}

export function outcomeOf(status: number, retryAfter?: string | string[]): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' }
  if (status === 404 || status === 410) return { kind: 'gone' }
  if (status === 429 || status >= 500) {
    const afterMs = retryAfterMs(retryAfter)
    return afterMs === undefined ? { kind: 'retry' } : { kind: 'retry', afterMs }
  }
  return { kind: 'failed' }
}

export type PushSenderOptions = { vapid: VapidDetails; allowPrivate: boolean; timeoutMs?: number }

export function createPushSender(
  options: PushSenderOptions,
): (job: PushJob) => Promise<SendOutcome> {
  const timeout = options.timeoutMs ?? 15_000
  const agents = {
    'https:': new https.Agent({ keepAlive: true, maxSockets: 32 }),
    'http:': new http.Agent({ keepAlive: true, maxSockets: 32 }),
  }
  // One signed token per push service for an hour (of its 12 allowed): signing each push was
  // most of the cost of sending to thousands.
  const tokens = new Map<string, { authorization: string; until: number }>()
  const authorization = (origin: string) => {
    const now = Date.now()
    const kept = tokens.get(origin)
    if (kept && kept.until > now) return kept.authorization
    const { vapid } = options
    const expiration = Math.floor(now / 1000) + 12 * 3600
    const headers = webpush.getVapidHeaders(
      origin,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expiration,
    )
    tokens.set(origin, { authorization: headers.Authorization, until: now + 3_600_000 })
    return headers.Authorization
  }
  return (job) =>
    new Promise<SendOutcome>((resolve) => {
      const url = new URL(job.subscription.endpoint)
      const details = webpush.generateRequestDetails(job.subscription, job.payload, {
        TTL: job.ttl,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
        headers: { Authorization: authorization(url.origin) },
      })
      const client = url.protocol === 'http:' ? http : https
      const request = client.request(
        url,
        {
          method: 'POST',
          headers: details.headers,
          agent: agents[url.protocol as 'https:' | 'http:'],
          timeout,
          ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
        },
        (response) => {
          response.resume()
          response.on('end', () =>
            resolve(outcomeOf(response.statusCode ?? 0, response.headers['retry-after'])),
          )
          response.on('error', () => resolve({ kind: 'retry' }))
        },
      )
      request.on('timeout', () => request.destroy(new Error('push service timed out')))
      request.on('error', (error: NodeJS.ErrnoException) =>
        resolve(error.code === 'EPUSHPRIVATE' ? { kind: 'gone' } : { kind: 'retry' }),
      )
      request.end(details.body)
    })
}
