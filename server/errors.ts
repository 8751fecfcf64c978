// A client's mistake is a short 4xx, only our bugs are 500s, and every failure is one JSON log
// line.
import { STATUS_CODES } from 'node:http'

import type { ErrorRequestHandler, RequestHandler } from 'express'

import { type Logger, loggedPath } from '../app/logger.server.ts'

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const
const ALLOW = ALLOWED_METHODS.join(', ')

function plain(res: Parameters<RequestHandler>[1], status: number, text: string) {
  res
    .status(status)
    .set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    .send(text)
}

export const refuseUnknownMethods: RequestHandler = (req, res, next) => {
  if ((ALLOWED_METHODS as readonly string[]).includes(req.method)) return next()
  res.setHeader('Allow', ALLOW)
  plain(res, 405, STATUS_CODES[405]!)
}

export const refuseUndecodablePaths: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path)
  } catch {
    plain(res, 400, STATUS_CODES[400]!)
    return
  }
  next()
}

type HttpError = Error & { status?: unknown; statusCode?: unknown; type?: unknown }

function clientStatus(error: unknown): number | undefined {
  const status = (error as HttpError | undefined)?.status ?? (error as HttpError)?.statusCode
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const requestId = res.locals.requestId as string | undefined
    const status = clientStatus(error) ?? 500
    const err = error instanceof Error ? error : new Error(String(error))
    if (status === 500) {
      // The stack stays in the log, on one line; the response says nothing of it.
      logger('error', 'request failed', {
        requestId,
        method: req.method,
        path: loggedPath(req.originalUrl),
        error: { name: err.name, message: err.message, stack: err.stack },
      })
    } else {
      logger('warn', 'request refused', {
        requestId,
        method: req.method,
        path: loggedPath(req.originalUrl),
        status,
        error: { name: err.name, message: err.message },
      })
    }
    if (res.headersSent) {
      // Mid-response: nothing sensible can be sent any more; let Node end the connection.
      next(error)
      return
    }
    if (status === 405) res.setHeader('Allow', ALLOW)
    plain(res, status, STATUS_CODES[status] ?? 'Error')
  }
}
