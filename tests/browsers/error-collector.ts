// Classic WebDriver has no console log and WebKitGTK's automation sessions keep none: a proxy adds
// a collector script.
import { createHash } from 'node:crypto'
import http from 'node:http'

import type { SmokeBrowser } from './smoke-browser.ts'

export const ERRORS_KEY = 'smoke:errors'

export const LEAVING = 'window.smokeLeaving = true'

const COLLECTOR = `(() => {
  const record = (message) => {
    if (window.smokeLeaving) return
    try {
      const list = JSON.parse(sessionStorage.getItem('${ERRORS_KEY}') || '[]')
      list.push(String(message).slice(0, 600) + ' (' + location.pathname + location.search + ')')
      sessionStorage.setItem('${ERRORS_KEY}', JSON.stringify(list))
    } catch {}
  }
  addEventListener('error', (event) => {
    const target = event.target
    if (target instanceof HTMLScriptElement || target instanceof HTMLLinkElement)
      record('failed to load ' + (target.src || target.href))
    else if (event instanceof ErrorEvent)
      record('uncaught ' + event.message + ((event.error && event.error.stack) ? ' ' + event.error.stack : ''))
  }, true)
  addEventListener('unhandledrejection', (event) =>
    record('unhandled rejection ' + ((event.reason && event.reason.stack) || event.reason)))
  document.addEventListener('securitypolicyviolation', (event) =>
    record('CSP blocked ' + event.blockedURI + ' (' + event.violatedDirective + ')'))
  const consoleError = console.error
  console.error = function (...args) {
    record('console.error ' + args.map(String).join(' '))
    return consoleError.apply(this, args)
  }
})()`

const COLLECTOR_HASH = `'sha256-${createHash('sha256').update(COLLECTOR).digest('base64')}'`

/** The charset must come first. */
export function withCollector(html: string): string {
  const tag = `<script>${COLLECTOR}</script>`
  const charset = /<meta charSet="utf-8"\/>/i.exec(html)
  if (charset) return html.replace(charset[0], `${charset[0]}${tag}`)
  return html.replace(/<head>/i, `<head>${tag}`)
}

export function cspWithCollector(csp: string): string {
  return csp.replace(
    /script-src ([^;]*)/,
    (_, sources: string) => `script-src ${sources} ${COLLECTOR_HASH}`,
  )
}

export type CollectingProxy = { baseURL: string; close: () => Promise<void> }

export async function startCollectingProxy(target: string, port: number): Promise<CollectingProxy> {
  const upstream = new URL(target)
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, host: upstream.host, 'accept-encoding': 'identity' }
    delete headers['if-none-match']
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers,
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '')
        if (!type.startsWith('text/html')) {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          const body = Buffer.from(withCollector(Buffer.concat(chunks).toString('utf8')))
          const outgoing: http.OutgoingHttpHeaders = {
            ...answer.headers,
            'content-length': String(body.length),
          }
          delete outgoing.etag
          const csp = answer.headers['content-security-policy']
          if (typeof csp === 'string') outgoing['content-security-policy'] = cspWithCollector(csp)
          response.writeHead(answer.statusCode ?? 502, outgoing)
          response.end(body)
        })
      },
    )
    forward.on('error', () => response.destroy())
    request.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    baseURL: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export async function takeCollectedErrors(
  browser: Pick<SmokeBrowser, 'evaluate'>,
): Promise<string[]> {
  return browser.evaluate<string[]>(
    `(() => { const list = JSON.parse(sessionStorage.getItem('${ERRORS_KEY}') || '[]'); sessionStorage.removeItem('${ERRORS_KEY}'); return list })()`,
  )
}
