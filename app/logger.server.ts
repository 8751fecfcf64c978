// The one logger of the server side: pino, one JSON object per line.
import pino, { type DestinationStream } from 'pino'

import { LogLevelSchema } from './env.server.ts'
import { stderrDestination } from './stderr-destination.server.ts'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'
export type LogThreshold = LogLevel | 'silent'
export type LogFields = Record<string, unknown>

export type Logger = ((level: LogLevel, msg: string, fields?: LogFields) => void) & {
  /** Whether a line at this level would be written: a request's line is not built for nothing. */
  enabled?: (level: LogLevel) => boolean
}

/** Never the stack: paths stay private. */
function errorFields(value: unknown): unknown {
  if (value instanceof Error) {
    const cause = (value as Error & { cause?: unknown }).cause
    return {
      name: value.name,
      message: value.message,
      ...(cause ? { cause: errorFields(cause) } : {}),
    }
  }
  return value
}

/** Every level goes to stderr: stdout stays free for what the command-line tools print. */
export function createLogger(threshold: LogThreshold, destination?: DestinationStream): Logger {
  const instance = pino(
    {
      level: threshold,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) =>
          Object.fromEntries(
            Object.entries(fields).map(([key, value]) => [key, errorFields(value)]),
          ),
      },
    },
    destination ?? stderrDestination(),
  )
  const logger: Logger = (level, msg, fields) => instance[level](fields ?? {}, msg)
  logger.enabled = (level) => instance.isLevelEnabled(level)
  return logger
}

let shared: Logger | undefined

export const log: Logger = (level, msg, fields) => {
  shared ??= createLogger(LogLevelSchema.catch('info').parse(process.env.LOG_LEVEL))
  shared(level, msg, fields)
}

export const silentLogger: Logger = () => {}

/**
 * Nothing that signs someone in (a sign-in link's token, a passkey's state) reaches a log reader.
 */
export function loggedPath(target: string): string {
  const query = target.indexOf('?')
  if (query < 0) return target.slice(0, 300)
  const path = target.slice(0, query)
  if (/^\/admin(?:[/.]|$)/i.test(path)) return `${path.slice(0, 300)}?…`
  const masked = target
    .slice(query + 1)
    .split('&')
    .map((pair) => (/^token=/i.test(pair) ? 'token=…' : pair))
    .join('&')
  return `${path}?${masked}`.slice(0, 300)
}

export function logRequest(
  logger: Logger,
  request: { method?: string; path: string; status: number; started: bigint; bytes?: number },
  extra: LogFields = {},
) {
  if (logger.enabled?.('info') === false) return
  logger('info', 'request', {
    method: request.method,
    path: loggedPath(request.path),
    status: request.status,
    ms: Number((process.hrtime.bigint() - request.started) / 1000n) / 1000,
    bytes: request.bytes || undefined,
    ...extra,
  })
}
