import { describe, expect, it } from 'vitest'

import { type LogThreshold, createLogger, logRequest, loggedPath } from './logger.server.ts'

function capture(threshold: LogThreshold) {
  const out: string[] = []
  const logger = createLogger(threshold, { write: (line: string) => void out.push(line) })
  const lines = () => out.map((line) => JSON.parse(line) as Record<string, unknown>)
  return { logger, out, lines }
}

describe('the server logger', () => {
  it('writes one JSON object per line: level name, ISO time, msg and the fields', () => {
    const { logger, out, lines } = capture('info')
    logger('info', 'listening', { url: 'http://localhost:3000' })
    expect(out).toHaveLength(1)
    expect(out[0]).toMatch(/^\{.*\}\n$/)
    expect(lines()[0]).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      msg: 'listening',
      url: 'http://localhost:3000',
    })
  })

  it.each([
    ['debug', ['debug', 'info', 'warn', 'error']],
    ['info', ['info', 'warn', 'error']],
    ['warn', ['warn', 'error']],
    ['error', ['error']],
    ['silent', []],
  ] as const)('at LOG_LEVEL=%s writes %j', (threshold, written) => {
    const { logger, lines } = capture(threshold)
    for (const level of ['debug', 'info', 'warn', 'error'] as const) logger(level, level)
    expect(lines().map((line) => line.level)).toEqual(written)
  })

  it('logs an error as its name, message and cause, never its stack', () => {
    const { logger, out, lines } = capture('info')
    const cause = new TypeError('socket closed')
    logger('error', 'league source unreachable', { error: new Error('fetch failed', { cause }) })
    expect(lines()[0]!.error).toEqual({
      name: 'Error',
      message: 'fetch failed',
      cause: { name: 'TypeError', message: 'socket closed' },
    })
    expect(out[0]).not.toMatch(/logger\.server|at /)
  })

  it('logs one request line with its method, path, status, time, size and extra fields', () => {
    const { logger, lines } = capture('info')
    const request = {
      method: 'GET',
      path: `/standings?${'x'.repeat(400)}`,
      status: 200,
      started: process.hrtime.bigint(),
      bytes: 512,
    }
    logRequest(logger, request, { requestId: 'abc', cache: 'hit' })
    const [line] = lines()
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      status: 200,
      bytes: 512,
      requestId: 'abc',
      cache: 'hit',
    })
    expect(line!.path).toHaveLength(300)
    expect(typeof line!.ms).toBe('number')
  })

  it.each([
    ['/admin/sign-in/link?token=s3cret', '/admin/sign-in/link?…'],
    ['/ADMIN/sign-in/link?token=s3cret', '/ADMIN/sign-in/link?…'],
    ['/admin.data?token=s3cret', '/admin.data?…'],
    ['/admin?next=%2Fadmin%2Fmatch', '/admin?…'],
    ['/search?q=lions&token=s3cret', '/search?q=lions&token=…'],
    ['/standings?division=d1', '/standings?division=d1'],
    ['/team/T1', '/team/T1'],
  ])('logs %s as %s, never a sign-in token', (target, logged) => {
    expect(loggedPath(target)).toBe(logged)
  })

  it('redacts the path of the request line', () => {
    const { logger, out } = capture('info')
    const started = process.hrtime.bigint()
    logRequest(logger, {
      method: 'GET',
      path: '/admin/sign-in/link?token=s3cret',
      status: 303,
      started,
    })
    expect(out.join('')).not.toContain('s3cret')
  })

  it('does not build a request line when requests are below the threshold', () => {
    expect(createLogger('warn').enabled?.('info')).toBe(false)
    expect(createLogger('info').enabled?.('info')).toBe(true)
    const calls: unknown[] = []
    const quiet = Object.assign((...line: unknown[]) => void calls.push(line), {
      enabled: () => false,
    })
    logRequest(quiet, { method: 'GET', path: '/', status: 200, started: process.hrtime.bigint() })
    expect(calls).toEqual([])
  })
})
