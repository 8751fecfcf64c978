/**
 * The share-image worker in development and tests, where nothing is built: plain Node runs this
 * file, and Vite's SSR loader runs the worker module with the app's path aliases and JSX, as
 * `npm run dev` runs the app. Production runs the built worker instead.
 */
import path from 'node:path'

import { createServer } from 'vite'

const vite = await createServer({
  configFile: false,
  root: path.resolve(import.meta.dirname, '../..'),
  logLevel: 'error',
  resolve: { tsconfigPaths: true },
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  appType: 'custom',
})
await vite.ssrLoadModule('/app/utils/share-png.worker.ts')
