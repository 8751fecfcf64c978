import { describe, expect, it } from 'vitest'

import { type LogThreshold, createLogger, logRequest } from './logger.server.ts'

function capture(threshold: LogThreshold) {
  const out: string[] = []
  const err: string[] = []
  const logger = createLogger(threshold, {
    out: { write: (line: string) => void out.push(line) },
    err: { write: (line: string) => void err.push(line) },
  })
  const parsed = (lines: string[]) =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>)
  return { logger, out, err, stdout: () => parsed(out), stderr: () => parsed(err) }
}

describe('the server logger', () => {
  it('writes one JSON object per line: level name, ISO time, msg and the fields', () => {
    const { logger, out, stdout } = capture('info')
    logger('info', 'listening', { url: 'http://localhost:3000' })
    expect(out).toHaveLength(1)
    expect(out[0]).toMatch(/^\{.*\}\n$/)
    const [line] = stdout()
    expect(line).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      msg: 'listening',
      url: 'http://localhost:3000',
    })
  })

  it('sends debug and info to stdout, warn and error to stderr, each once', () => {
    const { logger, stdout, stderr } = capture('debug')
    logger('debug', 'd')
    logger('info', 'i')
    logger('warn', 'w')
    logger('error', 'e')
    expect(stdout().map((line) => line.msg)).toEqual(['d', 'i'])
    expect(stderr().map((line) => [line.level, line.msg])).toEqual([
      ['warn', 'w'],
      ['error', 'e'],
    ])
  })

  it.each([
    ['debug', ['debug', 'info', 'warn', 'error']],
    ['info', ['info', 'warn', 'error']],
    ['warn', ['warn', 'error']],
    ['error', ['error']],
    ['silent', []],
  ] as const)('at LOG_LEVEL=%s writes %j', (threshold, written) => {
    const { logger, stdout, stderr } = capture(threshold)
    for (const level of ['debug', 'info', 'warn', 'error'] as const) logger(level, level)
    expect([...stdout(), ...stderr()].map((line) => line.level)).toEqual(written)
  })

  it('logs an error as its name, message and cause, never its stack', () => {
    const { logger, err, stderr } = capture('info')
    const cause = new TypeError('socket closed')
    logger('error', 'league source unreachable', { error: new Error('fetch failed', { cause }) })
    expect(stderr()[0]!.error).toEqual({
      name: 'Error',
      message: 'fetch failed',
      cause: { name: 'TypeError', message: 'socket closed' },
    })
    expect(err[0]).not.toMatch(/logger\.server|at /)
  })

  it('logs one request line with its method, path, status, time, size and extra fields', () => {
    const { logger, stdout } = capture('info')
    logRequest(
      logger,
      {
        method: 'GET',
        path: `/standings?${'x'.repeat(400)}`,
        status: 200,
        started: process.hrtime.bigint(),
        bytes: 512,
      },
      { requestId: 'abc', cache: 'hit' },
    )
    const [line] = stdout()
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
})
