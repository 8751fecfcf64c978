// Generated requests against a running site, and the rules every answer keeps.
import http from 'node:http'
import zlib from 'node:zlib'

import fc from 'fast-check'

export type FuzzRequest = {
  method: 'GET' | 'HEAD' | 'POST'
  path: string
  headers: Record<string, string>
  body?: string
  /** Rate limits then see many clients. */
  localAddress: string
}

export type FuzzResponse = {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

const ROUTES = [
  '/',
  '/standings',
  '/schedule',
  '/rules',
  '/sponsors',
  '/registration',
  '/preseason',
  '/privacy-policy',
  '/terms-of-use',
  '/cookies',
  '/team/T1',
  '/match/G1',
  '/player/P1',
  '/media/logo.png',
  '/share/team/T1',
  '/calendar/team/T1.ics',
  '/calendar/division/W1.ics',
  '/sitemap.xml',
  '/robots.txt',
  '/healthz',
  '/assets/missing.js',
  '/favicon.svg',
]

/** Node refuses CR, LF and other controls. */
const headerChar = fc.oneof(
  fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\t', 'é', 'ÿ'),
)
const headerText = (maxLength = 60) => fc.string({ unit: headerChar, maxLength })
const anyText = (maxLength = 40) => fc.string({ unit: 'binary', maxLength })

const segment = fc.oneof(
  anyText(20).map(encodeURIComponent),
  fc.constantFrom(
    '..',
    '%2e%2e',
    '%',
    '%zz',
    '%00',
    '%ff',
    '%c0%af',
    '',
    'T1',
    'W1',
    '2025W',
    '.data',
    '~',
  ),
  fc.stringMatching(/^[A-Za-z0-9_.-]{1,12}$/),
)

const pathArb = fc.oneof(
  fc.constantFrom(...ROUTES),
  fc.tuple(fc.constantFrom(...ROUTES), segment).map(([route, tail]) => `${route}/${tail}`),
  fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`),
  fc.constantFrom(...ROUTES).map((route) => `${route === '/' ? '/_root' : route}.data`),
  fc.constantFrom('//evil.example', '/\\evil.example', '/%2F%2Fevil.example'),
)

const queryKey = fc.oneof(
  fc.constantFrom('lang', 'season', 'division', 'team', 'submitted', 'index', '_routes', 'q'),
  anyText(10),
)
const queryValue = fc.oneof(
  fc.constantFrom('en', 'fr', 'EN', '', '1', '2025W', 'W1', 'T1', '-1', '1e309'),
  anyText(30),
)
const queryArb = fc
  .array(fc.tuple(queryKey, queryValue), { maxLength: 4 })
  .map((pairs) => (pairs.length === 0 ? '' : `?${new URLSearchParams(pairs)}`))

const headersArb = fc.record(
  {
    cookie: fc.oneof(
      fc.constantFrom('lang=en', 'lang=fr', 'lang=', 'lang=de', 'lang=en; lang=fr', '=;;;'),
      headerText(),
    ),
    'accept-language': fc.oneof(
      fc.constantFrom('fr-CA,fr;q=0.9,en;q=0.8', 'en-US', '*', 'en;q=abc', 'zz'),
      headerText(),
    ),
    'accept-encoding': fc.oneof(
      fc.constantFrom('br, gzip', 'gzip;q=0', 'identity;q=0', '*', 'br;q=1.5, *;q=0', 'zstd'),
      headerText(),
    ),
    'if-none-match': fc.oneof(fc.constantFrom('*', '"x"', 'W/"x"', '"', ', ,'), headerText()),
    accept: fc.constantFrom('text/html', '*/*', 'application/json', 'text/event-stream'),
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'same-site', 'none', 'x'),
    origin: fc.oneof(
      fc.constantFrom('null', 'https://evil.example', 'http://127.0.0.1'),
      headerText(),
    ),
  },
  { requiredKeys: [] },
)

const FORM_FIELDS = [
  'name',
  'phone',
  'email',
  'season',
  'division',
  'teamName',
  'jerseyColor',
  'pastLeague',
  'unavailableDays',
  'notes',
  'terms',
  'players[0].firstName',
  'players[0].lastName',
  'players[0].dob',
  'players[0].tel',
  'players[0].email',
  'players[0].isCaptain',
  'players[20].firstName',
  'goalkeepers[0].firstName',
  'goalkeepers[99].lastName',
  'intent',
  '__intent__',
  'js',
  'website',
  'startedAt',
]
const formValue = fc.oneof(
  fc.constantFrom('on', 'true', '1', '', 'submit', 'reset', 'add:players', 'remove:players:0'),
  fc.constantFrom(
    '{"type":"insert","payload":{"name":"players"}}',
    '{"type":"remove","payload":{"name":"goalkeepers","index":0}}',
    '{"type":"remove","payload":{"name":"players","index":1000000000}}',
    '{"type":"reset","payload":{}}',
    '{"type":"update","payload":{"name":"players","value":"x"}}',
    '{"type":"insert","payload":{"name":"players[0].firstName"}}',
    '{"type":',
    '{}',
  ),
  fc.constantFrom('2025W', 'W1', 'W2', 'M1', '1995-03-02', '2031-02-30', 'a@b.c', '514 555-0101'),
  anyText(60),
  fc.string({ maxLength: 5000 }),
)
const formArb = fc.array(
  fc.tuple(fc.oneof(fc.constantFrom(...FORM_FIELDS), anyText(12)), formValue),
  { maxLength: 20 },
)

const addressArb = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
  .map(([a, b]) => `127.9.${a}.${b}`)

const getArb = fc.record({
  method: fc.constantFrom<'GET' | 'HEAD'>('GET', 'GET', 'GET', 'HEAD'),
  path: fc.tuple(pathArb, queryArb).map(([p, q]) => p + q),
  headers: headersArb,
  localAddress: addressArb,
})

const postArb = fc
  .record({
    query: fc.constantFrom('', '?lang=en', '?lang=fr', '?index'),
    data: fc.constantFrom('', '.data'),
    form: formArb,
    type: fc.constantFrom(
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'text/plain',
    ),
    headers: headersArb,
    localAddress: addressArb,
  })
  .map(({ query, data, form, type, headers, localAddress }) => ({
    method: 'POST' as const,
    path: `/registration${data}${query}`,
    headers: { ...headers, 'content-type': type },
    body: new URLSearchParams(form).toString(),
    localAddress,
  }))

export const requestArb: fc.Arbitrary<FuzzRequest> = fc.oneof(
  { arbitrary: getArb, weight: 3 },
  { arbitrary: postArb, weight: 1 },
)

export function send(baseURL: string, request: FuzzRequest): Promise<FuzzResponse> {
  const url = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers: {
          ...request.headers,
          ...(request.body === undefined
            ? {}
            : { 'content-length': Buffer.byteLength(request.body) }),
        },
        localAddress: request.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        // A live stream never ends: its first bytes are enough.
        const stream = String(res.headers['content-type']).includes('event-stream')
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk)
          if (stream) req.destroy()
        })
        let answered = false
        const done = () => {
          if (answered) return
          answered = true
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: decode(res, chunks) })
        }
        res.on('end', done)
        res.on('close', done)
      },
    )
    req.setTimeout(15_000, () => req.destroy(new Error('no answer in 15 s')))
    req.on('error', reject)
    req.end(request.body)
  })
}

function decode(res: http.IncomingMessage, chunks: Buffer[]): string {
  const raw = Buffer.concat(chunks)
  const encoding = String(res.headers['content-encoding'] ?? '')
  try {
    if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8')
    if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8')
  } catch {
    // A live stream cut short, or a HEAD answer: what arrived is all there is.
  }
  return raw.toString('utf8')
}

const STACK = /\n\s+at [^\n]*[:(][^\n]*\d+:\d+/
const FILE_PATH =
  /(?:file:\/\/|\/(?:work|home|root|srv|usr|tmp|var|opt)\/[\w.-]+\/|node_modules|[A-Z]:\\\\)/

export function problemWith(request: FuzzRequest, response: FuzzResponse): string | undefined {
  if (response.status >= 500 && !isLiveRefusal(request, response)) return `${response.status}`
  const text = `${JSON.stringify(response.headers)}\n${response.body}`
  if (STACK.test(text)) return 'a stack trace in the response'
  if (FILE_PATH.test(text)) return `a file path in the response: ${FILE_PATH.exec(text)?.[0]}`
  const form = request.method === 'POST' && /^\/registration(\?|$)/.test(request.path)
  if (form && response.status === 400 && !isStatedRefusal(response)) {
    return 'a refused registration form without its errors'
  }
  return undefined
}

/** A 503 by design (connection limits). */
function isLiveRefusal(request: FuzzRequest, response: FuzzResponse) {
  return response.status === 503 && request.path.startsWith('/api/live')
}

function isStatedRefusal(response: FuzzResponse) {
  const type = String(response.headers['content-type'] ?? '')
  if (!type.includes('text/html')) return true
  return response.body.includes('data-testid="status-banner"')
}
