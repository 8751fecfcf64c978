// bench:live's plumbing: its HTTP client, the pace meter's runs, and the bare server's limit.
import { type ChildProcess, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }
export type RequestOptions = {
  body?: string
  headers?: Record<string, string>
  encoding?: string
  localAddress?: string
}
export type Pace = { perSecond: number; errors: number }

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

/** The limit: the same cached bytes from a bare node:http process. */
export async function bareLimit(options: {
  request: ReturnType<typeof httpClient>['request']
  pace: (origin: string, targets: string[]) => Promise<Pace>
  targets: string[]
  dir: string
  children: ChildProcess[]
}): Promise<Pace> {
  const bodies: Record<string, { headers: Record<string, string>; body: string }> = {}
  for (const target of options.targets) {
    const answer = await options.request('GET', target, { encoding: 'br' })
    const headers: Record<string, string> = {}
    for (const name of ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary']) {
      const value = answer.headers[name]
      if (typeof value === 'string') headers[name] = value
    }
    bodies[`br ${target}`] = { headers, body: answer.body.toString('base64') }
  }
  const bodiesFile = path.join(options.dir, 'bench-bodies.json')
  writeFileSync(bodiesFile, JSON.stringify(bodies))
  const barePort = 4402
  const bare = spawn(process.execPath, ['scripts/bench/bare-server.ts'], {
    env: { ...process.env, PORT: String(barePort), BODIES: bodiesFile },
    stdio: 'ignore',
  })
  options.children.push(bare)
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${barePort}/`)
      break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  try {
    return await options.pace(`http://127.0.0.1:${barePort}`, options.targets)
  } finally {
    bare.kill('SIGTERM')
  }
}
