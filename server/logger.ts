/** Structured logs: one JSON object per line, on stdout (info) or stderr (warn, error). */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const
export type LogLevel = keyof typeof LEVELS

export function createLogger(minimum: LogLevel) {
  function log(
    level: Exclude<LogLevel, 'silent'>,
    msg: string,
    fields: Record<string, unknown> = {},
  ) {
    if (LEVELS[level] < LEVELS[minimum]) return
    const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })
    if (LEVELS[level] >= LEVELS.warn) process.stderr.write(line + '\n')
    else process.stdout.write(line + '\n')
  }
  return {
    debug: (msg: string, fields?: Record<string, unknown>) => log('debug', msg, fields),
    info: (msg: string, fields?: Record<string, unknown>) => log('info', msg, fields),
    warn: (msg: string, fields?: Record<string, unknown>) => log('warn', msg, fields),
    error: (msg: string, fields?: Record<string, unknown>) => log('error', msg, fields),
  }
}

export type Logger = ReturnType<typeof createLogger>

/** The one line logged per request, whichever layer answered it. */
export function logRequest(
  logger: Logger,
  request: { method?: string; path: string; status: number; started: bigint; bytes?: number },
  extra: Record<string, unknown> = {},
) {
  logger.info('request', {
    method: request.method,
    path: request.path.slice(0, 300),
    status: request.status,
    ms: Number((process.hrtime.bigint() - request.started) / 1000n) / 1000,
    bytes: request.bytes || undefined,
    ...extra,
  })
}
