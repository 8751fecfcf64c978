/**
 * The one logger of the server side (the HTTP layer in `server/`, the data layer, view models,
 * registration, the render entry): pino, one JSON object per line, e.g.
 * {"level":"warn","time":"2026-01-14T19:00:00.000Z","msg":"league source unreachable",...},
 * every level on stderr. One level filter, LOG_LEVEL (validated by env.server.ts; `info` when
 * unset). The only server-side module that writes logs (ESLint `no-console` holds the rest to it).
 *
 * Lines are written asynchronously through a bounded buffer (stderr-destination.server.ts): a log
 * reader that stalls costs dropped, counted lines, never a request.
 */
import pino, { type DestinationStream } from 'pino'

import { LogLevelSchema } from './env.server.ts'
import { stderrDestination } from './stderr-destination.server.ts'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'
/** What LOG_LEVEL may say: a level, or `silent`. */
export type LogThreshold = LogLevel | 'silent'
export type LogFields = Record<string, unknown>

/** Writes one line at `level` when the logger's threshold lets it through. */
export type Logger = (level: LogLevel, msg: string, fields?: LogFields) => void

/** An error as a log field: name, message and cause, never the stack (paths stay private). */
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

/**
 * A logger with its own threshold, writing to `destination` (tests) or, by default, to the
 * process's one stderr destination. Every level goes to stderr: stdout stays free for what the
 * command-line tools print (`npm run registrations` writes its JSON there, and the data layer may
 * log while it runs).
 */
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
  return (level, msg, fields) => instance[level](fields ?? {}, msg)
}

let shared: Logger | undefined

/**
 * The process's logger, its threshold read from LOG_LEVEL on first use (an invalid value, which
 * stops the server at start-up anyway, counts as `info` here).
 */
export const log: Logger = (level, msg, fields) => {
  shared ??= createLogger(LogLevelSchema.catch('info').parse(process.env.LOG_LEVEL))
  shared(level, msg, fields)
}

/** A logger that drops everything (tests, benchmarks). */
export const silentLogger: Logger = () => {}

/**
 * A request target as it may be logged: a console address's query string (a sign-in link's
 * token, a passkey ceremony's state) is dropped whole, and a `token` parameter anywhere is
 * masked, so nothing that signs someone in reaches a log reader.
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

/** The one line logged per request, whichever layer answered it. */
export function logRequest(
  logger: Logger,
  request: { method?: string; path: string; status: number; started: bigint; bytes?: number },
  extra: LogFields = {},
) {
  logger('info', 'request', {
    method: request.method,
    path: loggedPath(request.path),
    status: request.status,
    ms: Number((process.hrtime.bigint() - request.started) / 1000n) / 1000,
    bytes: request.bytes || undefined,
    ...extra,
  })
}
