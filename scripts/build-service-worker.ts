// Run by `npm run build` (ADR 0014): bundles app/pwa/service-worker.ts as CLIENT_DIR/sw.js.
import { rm } from 'node:fs/promises'
import path from 'node:path'

import { build } from 'vite'
import { injectManifest } from 'workbox-build'

const root = path.resolve(import.meta.dirname, '..')
const clientDir = path.resolve(process.argv[2] ?? path.join(root, 'build/client'))
const bundleDir = path.join(root, 'build/.service-worker')

const PRECACHE_PATTERNS = [
  'assets/**/*.{js,css,svg,woff2}',
  'favicon.svg',
  'icon-*.png',
]

await build({
  configFile: false,
  logLevel: 'warn',
  root,
  resolve: { tsconfigPaths: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: bundleDir,
    emptyOutDir: true,
    copyPublicDir: false,
    minify: true,
    sourcemap: false,
    lib: {
      entry: path.join(root, 'app/pwa/service-worker.ts'),
      formats: ['iife'],
      name: 'leagueServiceWorker',
      fileName: () => 'sw.js',
    },
  },
})

const { count, size, warnings } = await injectManifest({
  swSrc: path.join(bundleDir, 'sw.js'),
  swDest: path.join(clientDir, 'sw.js'),
  globDirectory: clientDir,
  globPatterns: PRECACHE_PATTERNS,
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
})
await rm(bundleDir, { recursive: true, force: true })
for (const warning of warnings) process.stderr.write(`service worker: ${warning}\n`)
process.stdout.write(
  `service worker: build/client/sw.js precaches ${count} files (${(size / 1024).toFixed(1)} kB)\n`,
)
