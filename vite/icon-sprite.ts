import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { type ComponentType, createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Plugin } from 'vite'

export const ICON_SPRITE_MODULE = 'virtual:icon-sprite'
const RESOLVED_ID = `\0${ICON_SPRITE_MODULE}`
const DEV_PATH = '__icon-sprite.svg'

const SYMBOL_ATTRIBUTES = [
  'viewBox',
  'preserveAspectRatio',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
]

export function svgSymbol(id: string, markup: string): string {
  const match = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(markup)
  if (!match) throw new Error(`icon-sprite: "${id}" is not an <svg> element`)
  const attributes = [...match[1].matchAll(/([\w-]+)="([^"]*)"/g)]
    .filter(([, attribute]) => SYMBOL_ATTRIBUTES.includes(attribute))
    .map(([pair]) => ` ${pair}`)
    .join('')
  const children = match[2]
    .replace(/>\s+</g, '><')
    .trim()
    .replace(/<(\w+)([^>]*)><\/\1>/g, '<$1$2/>')
  return `<symbol id="${id}"${attributes}>${children}</symbol>`
}

export function iconSymbol(name: string, component: ComponentType): string {
  return svgSymbol(name, renderToStaticMarkup(createElement(component)))
}

export type IconSpriteOptions = {
  icons: readonly string[]
  files?: Readonly<Record<string, string>>
  root?: string
}

export async function buildIconSprite({
  icons,
  files = {},
  root = process.cwd(),
}: IconSpriteOptions): Promise<string> {
  const symbols = await Promise.all([
    ...icons.map(async (name) => {
      const icon = (await import(`lucide-react/icons/${name}`)) as { default: ComponentType }
      return [name, iconSymbol(name, icon.default)] as const
    }),
    ...Object.entries(files).map(async ([id, file]) => {
      return [id, svgSymbol(id, await readFile(path.resolve(root, file), 'utf8'))] as const
    }),
  ])
  const sorted = symbols.sort(([a], [b]) => (a < b ? -1 : 1)).map(([, symbol]) => symbol)
  return `<svg xmlns="http://www.w3.org/2000/svg">${sorted.join('')}</svg>\n`
}

// Pages draw icons with a short `<svg><use href="…#id"/></svg>` instead of inlining every path.
export function iconSprite(options: IconSpriteOptions): Plugin {
  let base = '/'
  let root = process.cwd()
  const build = () => buildIconSprite({ root, ...options })
  return {
    name: 'league:icon-sprite',
    configResolved(config) {
      base = config.base
      root = config.root
    },
    resolveId(id) {
      return id === ICON_SPRITE_MODULE ? RESOLVED_ID : undefined
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined
      const { command, consumer } = this.environment.config
      if (command !== 'build') return `export default ${JSON.stringify(base + DEV_PATH)}`
      const source = await build()
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8)
      const fileName = `assets/icons-${hash}.svg`
      if (consumer === 'client') this.emitFile({ type: 'asset', fileName, source })
      return `export default ${JSON.stringify(base + fileName)}`
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== base + DEV_PATH) return next()
        build().then((source) => {
          response.setHeader('Content-Type', 'image/svg+xml')
          response.setHeader('Cache-Control', 'no-cache')
          response.end(source)
        }, next)
      })
    },
  }
}
