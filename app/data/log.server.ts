/**
 * Structured logging for the data layer: one JSON object per line on stderr, e.g.
 * {"time":"2026-01-14T19:00:00.000Z","level":"warn","msg":"league source unreachable",...}
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'
export type Logger = (level: LogLevel, msg: string, fields?: Record<string, unknown>) => void

const RANK: Record<LogLevel | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
}

function threshold(): number {
  const configured = process.env.LOG_LEVEL
  if (configured && configured in RANK) return RANK[configured as LogLevel | 'silent']
  return RANK.info
}

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

/** The default logger: JSON lines on stderr, filtered by LOG_LEVEL (info by default). */
export const jsonLogger: Logger = (level, msg, fields) => {
  if (RANK[level] < threshold()) return
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level, msg }
  for (const [key, value] of Object.entries(fields ?? {})) entry[key] = errorFields(value)
  process.stderr.write(`${JSON.stringify(entry)}\n`)
}

/** A logger that drops everything (tests, benchmarks). */
export const silentLogger: Logger = () => {}
