import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { ServerBuild } from 'react-router'

import { STORE_FILE_NAME } from '../app/data/embedded-source.server.ts'
import { announceServer } from '../app/data/store-backup.server.ts'
import { StoreStartupError, checkDataDir } from '../app/data/store-files.server.ts'
import { loadEnvFiles } from '../app/env-files.server.ts'
import { EnvError, configurationWarnings, parseEnv } from '../app/env.server.ts'
import {
  LeagueProfileError,
  leagueProfilePath,
  readLeagueProfile,
} from '../app/league-profile/profile.server.ts'
import { createApp } from './app.ts'
import { createFrontLayer } from './front.ts'
import { RENDER_WAITING_PER_CLIENT, createRenderGate } from './render-gate.ts'
import { createHttpServer } from './http-server.ts'
import { createLogger } from '../app/logger.server.ts'
import { securityHeaders } from '../app/utils/security-headers.server.ts'
import { lifecycleOf } from './lifecycle.ts'
import { createStaticFiles } from './static-files.ts'
import { checkStoreAside } from './store-check.ts'
import { parseCommand } from '../scripts/command-line.ts'

parseCommand({
  name: 'serve',
  usage: `Usage: npm run serve  (production, after npm run build)   npm run dev  (development)

Starts the site. Settings come from the environment, then .env.local, then .env (the first that
sets a variable wins); see .env.example for every setting and docs/deploy.md for production.
Logs are JSON lines on stderr; /healthz answers whether the site can serve.`,
  options: {},
})

const envFiles = loadEnvFiles()

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function loadEnv() {
  try {
    return parseEnv(process.env)
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\nSee .env.example for the expected values.\n`)
      process.exit(1)
    }
    throw error
  }
}

const env = loadEnv()

// A missing or invalid profile stops the start with one line naming the file and the field.
try {
  readLeagueProfile(leagueProfilePath())
} catch (error) {
  if (!(error instanceof LeagueProfileError)) throw error
  process.stderr.write(`${error.message}\n`)
  process.exit(1)
}
const logger = createLogger(env.LOG_LEVEL)
if (envFiles.length > 0) logger('info', 'settings read from files', { files: envFiles })
for (const warning of configurationWarnings(process.env)) {
  process.stderr.write(`\nWARNING: ${warning}\n\n`)
  logger('warn', 'configuration', { warning })
}

function stopOn(error: StoreStartupError): never {
  process.stderr.write(`${error.message}\n`)
  process.exit(1)
}

function checkData() {
  try {
    const report = checkDataDir(
      env.DATA_DIR,
      env.LEAGUE_SOURCE === 'embedded' ? STORE_FILE_NAME : undefined,
      env.LEAGUE_KEY,
      { deep: false },
    )
    for (const warning of report.warnings) logger('warn', 'data at rest', { warning })
  } catch (error) {
    if (error instanceof StoreStartupError) stopOn(error)
    throw error
  }
}

checkData()
const storeChecked =
  env.LEAGUE_SOURCE === 'embedded'
    ? checkStoreAside(env.DATA_DIR, STORE_FILE_NAME)
    : Promise.resolve(undefined)

async function main() {
  let build: ServerBuild | (() => Promise<ServerBuild>)
  let viteClose: (() => Promise<void>) | undefined
  let viteMiddlewares
  if (env.NODE_ENV === 'production') {
    const buildPath = path.join(root, 'build/server/index.js')
    const serverBuild = (await import(buildPath).catch(() => {
      process.stderr.write(`No production build at ${buildPath}: run "npm run build" first.\n`)
      process.exit(1)
    })) as ServerBuild
    build = serverBuild
  } else {
    const vite = await import('vite')
    const devServer = await vite.createServer({ root, server: { middlewareMode: true } })
    viteMiddlewares = devServer.middlewares
    viteClose = () => devServer.close()
    build = () =>
      devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
  }

  const lifecycle = lifecycleOf(typeof build === 'function' ? await build() : build)

  const renderGate = createRenderGate({
    concurrency: env.RENDER_CONCURRENCY,
    maxWaiting: env.RENDER_QUEUE_MAX,
    maxWaitingPerClient: RENDER_WAITING_PER_CLIENT,
  })
  const app = createApp({
    env,
    logger,
    build,
    viteMiddlewares,
    renderCounts: renderGate.counts,
  })
  // Development renders every request, so edits show at once.
  const production = env.NODE_ENV === 'production'
  const headers = securityHeaders(env)
  const front = createFrontLayer({
    pageCache: production ? lifecycle.pageCache : undefined,
    staticFiles: production
      ? createStaticFiles({ clientDir: path.join(root, 'build/client'), headers })
      : undefined,
    headers,
    renderGate,
    behindProxy: env.TRUST_PROXY !== false,
    logger,
  })
  const damaged = await storeChecked
  if (damaged) stopOn(damaged)
  const server = createHttpServer(
    {
      headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      idleTimeoutMs: env.HTTP_IDLE_TIMEOUT_MS,
    },
    (req, res) => front(req, res, () => void app(req, res)),
  )
  server.listen(env.PORT, env.HOST, () => {
    // `npm run restore` refuses to replace the stores (mail queue, push) under a running server.
    announceServer(env.DATA_DIR)
    logger('info', 'listening', { url: `http://localhost:${env.PORT}`, mode: env.NODE_ENV })
  })

  lifecycle.start(logger)

  let stopping = false
  async function shutdown(signal: string) {
    if (stopping) return
    stopping = true
    logger('info', 'shutting down', { signal })
    const force = setTimeout(() => {
      logger('warn', 'forced exit after 10 s')
      process.exit(1)
    }, 10_000)
    force.unref()
    server.close()
    lifecycle.closeLiveStreams()
    // Keep-alive connections become idle only once their response has ended: close them as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), 100)
    server.closeIdleConnections()
    await new Promise<void>((resolve) => server.once('close', () => resolve()))
    clearInterval(sweep)
    await lifecycle.stop()
    await viteClose?.()
    logger('info', 'stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

await main()
