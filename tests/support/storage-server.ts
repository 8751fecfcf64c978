/**
 * A stand-in for the Firebase Storage REST API, as the Storage emulator serves it: objects
 * uploaded with `POST /v0/b/{bucket}/o?name=…` and downloaded with `GET …/o/{name}?alt=media`.
 */
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type StoredObject = { bytes: Buffer; contentType: string; authorization?: string }

export class StorageServer {
  readonly objects = new Map<string, StoredObject>()
  /** How many requests it answered. */
  requests = 0
  private readonly server: Server
  url = ''

  private readonly options: { refuse?: boolean }

  constructor(options: { refuse?: boolean } = {}) {
    this.options = options
    this.server = createServer((request, response) => {
      this.requests++
      const url = new URL(request.url ?? '/', 'http://storage')
      const match = /^\/v0\/b\/([^/]+)\/o(?:\/(.+))?$/.exec(url.pathname)
      const reply = (status: number, body: unknown, type = 'application/json') => {
        response.writeHead(status, { 'Content-Type': type })
        response.end(
          typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
        )
      }
      if (!match) return reply(404, { error: { code: 404, message: 'Not Found.' } })
      const bucket = decodeURIComponent(match[1]!)
      if (request.method === 'POST' && !match[2]) {
        if (this.options.refuse)
          return reply(403, { error: { code: 403, message: 'Permission denied.' } })
        const chunks: Buffer[] = []
        request.on('data', (chunk: Buffer) => chunks.push(chunk))
        request.on('end', () => {
          const name = url.searchParams.get('name') ?? ''
          this.objects.set(`${bucket}/${name}`, {
            bytes: Buffer.concat(chunks),
            contentType: request.headers['content-type'] ?? '',
            authorization: request.headers.authorization,
          })
          reply(200, { name, bucket })
        })
        return
      }
      const found = this.objects.get(`${bucket}/${decodeURIComponent(match[2] ?? '')}`)
      if (request.method !== 'GET' || !found)
        return reply(404, { error: { code: 404, message: 'Not Found.' } })
      if (url.searchParams.get('alt') === 'media') return reply(200, found.bytes, found.contentType)
      reply(200, { contentType: found.contentType, size: String(found.bytes.length) })
    })
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this.url
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()))
  }
}
