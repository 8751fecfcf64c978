import path from 'node:path'

/** Shared settings of the server the end-to-end tests run against. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317)
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`
export const E2E_DATA_DIR = path.resolve(`tests/.tmp/data-main-${E2E_PORT}`)
/** A winter evening in Toronto, so "today" has games and DST is off. */
export const E2E_NOW = '2026-01-14T19:00:00-05:00'
