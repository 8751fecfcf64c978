// The limit of this machine for bench:pages: prepared bytes from memory.
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

http
  .createServer((req, res) => {
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
  .listen(Number(process.env.PORT), '127.0.0.1')
