import { Agent, request } from 'node:http'

import { expect, test } from 'vitest'

import { startLeagueServer } from '../e2e/support/league-server.ts'

/** One GET on a kept-alive connection; resolves with the status once the body is read. */
function get(agent: Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
      res.on('error', reject)
    })
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer within 10 s: ${url}`)))
    req.on('error', reject)
    req.end()
  })
}

// A server of its own: the test stalls its log reader and kills it.
test(
  'a log reader that never reads stops no response: lines are dropped, counted and shown in /healthz',
  {
    timeout: 300_000,
  },
  async () => {
    const server = await startLeagueServer({
      tree: { Seasons: { S: { season_id: 'S', isActive: true } } },
      // The smallest buffer, so that 2 000 request lines (~400 kB) overflow it and the pipe.
      env: { LOG_LEVEL: 'info', LOG_BUFFER_KB: '16' },
      stalledStderr: true,
    })
    try {
      const agent = new Agent({ keepAlive: true, maxSockets: 32 })
      const total = 2_000
      let next = 0
      const statuses = new Map<number, number>()
      // 32 clients in parallel, each one request after the other, every one logged by the server.
      await Promise.all(
        Array.from({ length: 32 }, async () => {
          while (next < total) {
            next += 1
            const status = await get(agent, `${server.baseURL}/rules?lang=fr&n=${next % 50}`)
            statuses.set(status, (statuses.get(status) ?? 0) + 1)
          }
        }),
      )
      expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(total)
      expect([...statuses.keys()].every((status) => status > 0 && status < 500)).toBe(true)

      const health = (await (await fetch(`${server.baseURL}/healthz`)).json()) as {
        status: string
        logs: { dropped: number; bufferedBytes: number }
      }
      expect(health.status).toBe('ok')
      // Far more was logged than a pipe and the bounded buffer hold: the rest was dropped, counted.
      expect(health.logs.dropped).toBeGreaterThan(0)
      expect(health.logs.bufferedBytes).toBeLessThanOrEqual(16 * 1024)
      agent.destroy()
    } finally {
      // The exit may wait on a log write the stalled reader never takes: not what this test measures.
      process.kill(server.pid, 'SIGKILL')
      await server.stop()
    }
  },
)

// A server of its own: the test closes its log reader, then stops it.
test(
  'a log reader that went away costs dropped, counted lines, and SIGTERM still ends the server within its drain time',
  { timeout: 120_000 },
  async () => {
    const server = await startLeagueServer({
      tree: { Seasons: { S: { season_id: 'S', isActive: true } } },
      env: { LOG_LEVEL: 'info' },
    })
    try {
      server.closeLogReader()
      for (let n = 0; n < 20; n += 1) {
        const response = await fetch(`${server.baseURL}/rules?n=${n}`)
        expect(response.status).toBe(200)
        await response.arrayBuffer()
      }
      const health = (await (await fetch(`${server.baseURL}/healthz`)).json()) as {
        logs: { dropped: number }
      }
      expect(health.logs.dropped).toBeGreaterThan(0)
      // Shutdown's own limit is 10 s, the exit's flush 2 s: it spun for ever on EPIPE before.
      const started = Date.now()
      const exited = await Promise.race([
        server.stop().then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000)),
      ])
      expect(exited).toBe(true)
      expect(Date.now() - started).toBeLessThan(12_000)
    } finally {
      try {
        process.kill(server.pid, 'SIGKILL')
      } catch {
        // It has exited, as it should.
      }
    }
  },
)
