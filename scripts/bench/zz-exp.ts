import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { headersToReplay } from './same-bytes.ts'
const app = 'http://127.0.0.1:4422'
const appPid = Number(process.argv[2])
const STREAMS = Number(process.argv[3] ?? 0)
const targets = (process.argv[4] ?? '/,/standings,/schedule,/tonight,/?lang=en,/standings?lang=en').split(',')
const get = (t: string) => new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((res) => {
  http.get(app + t, { headers: { 'accept-encoding': 'br' } }, (r) => { const c: Buffer[] = []; r.on('data', (d) => c.push(d)); r.on('end', () => res({ headers: r.headers, body: Buffer.concat(c) })) })
})
const bodies: Record<string, unknown> = {}
for (const t of targets) { await get(t); await get(t) }
await new Promise((r) => setTimeout(r, 11000))
for (const t of targets) for (let i = 0; i < 6; i++) await get(t)
await new Promise((r) => setTimeout(r, 2000))
for (const t of targets) { const a = await get(t); bodies[`br ${t}`] = { headers: headersToReplay(a.headers), body: a.body.toString('base64') } }
writeFileSync('/tmp/paceexp/bodies.json', JSON.stringify(bodies))
const bare = spawn(process.execPath, ['scripts/bench/bare-server.ts'], { env: { ...process.env, PORT: '4423', BODIES: '/tmp/paceexp/bodies.json' }, stdio: 'ignore' })
await new Promise((r) => setTimeout(r, 1500))
const open = async (origin: string) => {
  const u = new URL(origin); const reqs: http.ClientRequest[] = []
  for (let i = 0; i < STREAMS; i++) {
    const n = Math.floor(i / 2)
    reqs.push(http.get({ host: u.hostname, port: u.port, path: '/api/live', agent: false, localAddress: `127.61.${Math.floor(n / 250)}.${(n % 250) + 1}`, headers: { accept: 'text/event-stream' } }, (r) => r.resume()))
  }
  await new Promise((r) => setTimeout(r, 3000))
  return () => reqs.forEach((r) => r.destroy())
}
const cpu = (pid: number) => { const s = readFileSync(`/proc/${pid}/stat`, 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); return (Number(f[11]) + Number(f[12])) * 10 }
const pace = (origin: string, pid: number) => new Promise<string>((resolve) => {
  const before = cpu(pid)
  const c = spawn(process.execPath, ['scripts/bench/pace.ts', origin, '5', '16', ...targets], { stdio: ['ignore', 'pipe', 'inherit'] })
  let o = ''; c.stdout.on('data', (d) => (o += d)); c.on('exit', () => { const r = JSON.parse(o); const used = cpu(pid) - before; resolve(`${Math.round(r.perSecond)}/s server ${used} ms = ${(used * 1000 / r.requests).toFixed(1)} µs/req, pace ${(r.cpuMs * 1000 / r.requests).toFixed(1)} µs/req`) })
})
const closeApp = await open(app)
const closeBare = await open('http://127.0.0.1:4423')
for (let i = 0; i < 3; i++) {
  console.log('app ', await pace(app, appPid))
  console.log('bare', await pace('http://127.0.0.1:4423', bare.pid!))
}
closeApp(); closeBare(); bare.kill()
