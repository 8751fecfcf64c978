// What a browser downloads before a page is interactive, read from React Router's client manifest.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

type ManifestRoute = {
  id: string
  parentId?: string
  module: string
  imports?: string[]
  hasDefaultExport?: boolean
}
type Manifest = {
  entry: { module: string; imports: string[] }
  routes: Record<string, ManifestRoute>
}

export type FirstLoad = { route: string; files: number; bytes: number; gzip: number }

export function readClientManifest(clientDir = 'build/client'): Manifest {
  const assets = path.join(clientDir, 'assets')
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name))
  if (!file) throw new Error(`no React Router manifest in ${assets}: run npm run build first`)
  const text = readFileSync(path.join(assets, file), 'utf8')
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as Manifest
}

/** The catalogue of the page's language is loaded before hydration. */
export function firstLoadJs(
  clientDir = 'build/client',
  routes?: string[],
  lang = 'fr',
): FirstLoad[] {
  const manifest = readClientManifest(clientDir)
  const catalogue = readdirSync(path.join(clientDir, 'assets')).find((name) =>
    name.startsWith(`messages.${lang}-`),
  )
  const sizes = new Map<string, { bytes: number; gzip: number }>()
  const sizeOf = (url: string) => {
    let size = sizes.get(url)
    if (!size) {
      const body = readFileSync(path.join(clientDir, url))
      size = { bytes: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length }
      sizes.set(url, size)
    }
    return size
  }
  const ids = routes ?? Object.keys(manifest.routes).filter((id) => id !== 'root')
  return ids.flatMap((id) => {
    const chain: ManifestRoute[] = []
    let route: ManifestRoute | undefined = manifest.routes[id]
    while (route) {
      chain.push(route)
      route = route.parentId ? manifest.routes[route.parentId] : undefined
    }
    if (chain.length === 0 || !chain[0]!.hasDefaultExport) return []
    const files = new Set([manifest.entry.module, ...manifest.entry.imports])
    if (catalogue) files.add(`/assets/${catalogue}`)
    for (const route of chain)
      for (const url of [route.module, ...(route.imports ?? [])]) files.add(url)
    let bytes = 0
    let gzip = 0
    for (const url of files) {
      const size = sizeOf(url)
      bytes += size.bytes
      gzip += size.gzip
    }
    return [{ route: id, files: files.size, bytes, gzip }]
  })
}

if (import.meta.main) {
  const rows = firstLoadJs().map((row) => ({
    route: row.route,
    files: row.files,
    'KB raw': Number((row.bytes / 1000).toFixed(1)),
    'KB gzip': Number((row.gzip / 1000).toFixed(1)),
  }))
  console.table(rows)
}
