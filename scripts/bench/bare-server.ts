// The limit of this machine for bench:pages and bench:live: prepared bytes from memory. For
// bench:live it also holds event streams and sends them what is posted to /api/live, as the app
// sends a change notice, so the same client workload can run against it.
import { readFileSync } from 'node:fs'
import http from 'node:http'

const prepared = JSON.parse(readFileSync(process.env.BODIES ?? '', 'utf8')) as Record<
  string,
  { headers: Record<string, string>; body: string }
>
const answers = new Map<string, { headers: Record<string, string>; body: Buffer }>()
for (const [key, { headers, body }] of Object.entries(prepared)) {
  const bytes = Buffer.from(body, 'base64')
  answers.set(key, { headers: { ...headers, 'content-length': String(bytes.length) }, body: bytes })
}
const streams = new Set<http.ServerResponse>()

function live(req: http.IncomingMessage, res: http.ServerResponse) {
  if (req.method === 'POST') {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const notice = Buffer.concat(chunks)
      for (const stream of streams) stream.write(notice)
      res.writeHead(204).end()
    })
    return
  }
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' })
  res.write('event: ready\ndata: {}\n\n')
  streams.add(res)
  res.once('close', () => streams.delete(res))
}

// The app's keep-alive (HTTP_KEEP_ALIVE_TIMEOUT_MS), not node's 5 s, as a page's next revalidation waits.
const server = http
  .createServer({ keepAliveTimeout: 65_000 }, (req, res) => {
    if (req.url === '/api/live') return live(req, res)
    const encoding = (req.headers['accept-encoding'] ?? '').includes('br') ? 'br' : 'identity'
    const answer = answers.get(`${encoding} ${req.url}`)
    if (!answer) {
      res.writeHead(200, { 'content-length': '2' })
      res.end('ok')
      return
    }
    res.writeHead(200, answer.headers)
    res.end(answer.body)
  })
  .listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
    // PORT=0 takes a free port: the parent reads it here.
    const address = server.address()
    process.stdout.write(`${typeof address === 'object' && address ? address.port : ''}\n`)
  })
process.on('SIGTERM', () => process.exit(0)) // so a --cpu-prof run writes its profile
