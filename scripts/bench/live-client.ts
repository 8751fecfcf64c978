// bench:live's plumbing: its HTTP client, the pace meter's runs, and the bare server.
import { type ChildProcess, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { headersToReplay } from './same-bytes.ts'

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }
export type RequestOptions = {
  body?: string
  headers?: Record<string, string>
  encoding?: string
  localAddress?: string
}
/** An answer as the bare server replays it. */
export type RecordedAnswer = { headers: Record<string, string>; body: string }
export type Pace = { perSecond: number; errors: number; cpuMs: number }

export function httpClient(origin: string) {
  const base = new URL(origin)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const request = (method: string, target: string, options: RequestOptions = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        {
          host: base.hostname,
          port: base.port,
          method,
          path: target,
          agent,
          ...(options.localAddress ? { localAddress: options.localAddress } : {}),
          headers: { 'accept-encoding': options.encoding ?? 'identity', ...options.headers },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          )
          res.on('error', reject)
        },
      )
      req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${target}`)))
      req.on('error', reject)
      req.end(options.body)
    })
  return { request, destroy: () => agent.destroy() }
}

export function pacer(children: ChildProcess[], connections: number) {
  return (origin: string, targets: string[], seconds: number) =>
    new Promise<Pace>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['scripts/bench/pace.ts', origin, String(seconds), String(connections), ...targets],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      )
      children.push(child)
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.once('exit', (code) =>
        code === 0 ? resolve(JSON.parse(output) as Pace) : reject(new Error(`pace exited ${code}`)),
      )
    })
}

/** The answers to the given addresses as the bare server replays them (brotli, as the pace asks). */
export async function recordAnswers(
  request: ReturnType<typeof httpClient>['request'],
  targets: string[],
): Promise<Record<string, RecordedAnswer>> {
  const answers: Record<string, RecordedAnswer> = {}
  for (const target of targets) {
    const answer = await request('GET', target, { encoding: 'br' })
    answers[target] = {
      headers: headersToReplay(answer.headers),
      body: answer.body.toString('base64'),
    }
  }
  return answers
}

export type BareServer = { origin: string; pid: number; stop: () => void }

/** A bare node:http process answering these bytes, on a free port. */
export async function startBareServer(options: {
  answers: Record<string, RecordedAnswer>
  dir: string
  children: ChildProcess[]
}): Promise<BareServer> {
  const bodies: Record<string, RecordedAnswer> = {}
  for (const [target, answer] of Object.entries(options.answers)) bodies[`br ${target}`] = answer
  const bodiesFile = path.join(options.dir, `bench-bodies-${options.children.length}.json`)
  writeFileSync(bodiesFile, JSON.stringify(bodies))
  const bare = spawn(process.execPath, ['scripts/bench/bare-server.ts'], {
    env: { ...process.env, PORT: '0', BODIES: bodiesFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  options.children.push(bare)
  const port = await new Promise<string>((resolve, reject) => {
    let output = ''
    bare.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('\n')) resolve(output.trim())
    })
    bare.once('exit', (code) => reject(new Error(`bare server exited ${code}`)))
  })
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: bare.pid ?? 0,
    stop: () => bare.kill('SIGTERM'),
  }
}
