// Development and tests, where nothing is built: Vite's SSR loader gives it the app's aliases and
// JSX.
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
