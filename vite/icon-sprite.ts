import { createHash } from 'node:crypto'

import { type ComponentType, createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Plugin } from 'vite'

/** The module the app imports the sprite's URL from. */
export const ICON_SPRITE_MODULE = 'virtual:icon-sprite'
const RESOLVED_ID = `\0${ICON_SPRITE_MODULE}`

/** The attributes lucide puts on its `<svg>` that the icon's `<symbol>` keeps. */
const SYMBOL_ATTRIBUTES = [
  'viewBox',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
]

/**
 * One lucide icon as a sprite `<symbol>`: lucide-react's own rendering of the icon, its `<svg>`
 * turned into a `<symbol id="name">` that keeps the view box and stroke attributes, so an icon
 * drawn with `<use>` looks exactly like the inline one.
 */
export function iconSymbol(name: string, component: ComponentType): string {
  const markup = renderToStaticMarkup(createElement(component))
  const match = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(markup)
  if (!match) throw new Error(`icon-sprite: unexpected markup for the "${name}" icon`)
  const attributes = [...match[1].matchAll(/([\w-]+)="([^"]*)"/g)]
    .filter(([, attribute]) => SYMBOL_ATTRIBUTES.includes(attribute))
    .map(([pair]) => ` ${pair}`)
    .join('')
  // `<path …></path>` → `<path …/>`: valid in an SVG file and shorter.
  const children = match[2].replace(/<(\w+)([^>]*)><\/\1>/g, '<$1$2/>')
  return `<symbol id="${name}"${attributes}>${children}</symbol>`
}

/** The sprite file: one `<symbol>` per lucide icon name (kebab case, e.g. `calendar-days`). */
export async function buildIconSprite(names: readonly string[]): Promise<string> {
  const symbols = await Promise.all(
    [...names].sort().map(async (name) => {
      const icon = (await import(`lucide-react/icons/${name}`)) as { default: ComponentType }
      return iconSymbol(name, icon.default)
    }),
  )
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
}

/**
 * Builds an SVG sprite of the given lucide icons and serves it as one static file, so pages
 * draw icons with a short `<svg><use href="…#name"/></svg>` instead of inlining every path.
 * `import spriteUrl from 'virtual:icon-sprite'` gives its URL: `/assets/icons-<hash>.svg`,
 * emitted with the build (cached for a year like every hashed asset), and answered by a
 * middleware of the development server.
 */
export function iconSprite({ icons }: { icons: readonly string[] }): Plugin {
  let base = '/'
  let sprite: Promise<{ fileName: string; source: string }> | undefined
  function getSprite() {
    sprite ??= buildIconSprite(icons).then((source) => {
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8)
      return { fileName: `assets/icons-${hash}.svg`, source }
    })
    return sprite
  }
  return {
    name: 'league:icon-sprite',
    configResolved(config) {
      base = config.base
    },
    resolveId(id) {
      return id === ICON_SPRITE_MODULE ? RESOLVED_ID : undefined
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined
      const { fileName, source } = await getSprite()
      // The browser fetches it from the client build; the server build only needs the URL.
      const { command, consumer } = this.environment.config
      if (command === 'build' && consumer === 'client') {
        this.emitFile({ type: 'asset', fileName, source })
      }
      return `export default ${JSON.stringify(base + fileName)}`
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        getSprite().then(({ fileName, source }) => {
          if (request.url?.split('?')[0] !== base + fileName) return next()
          response.setHeader('Content-Type', 'image/svg+xml')
          response.end(source)
        }, next)
      })
    },
  }
}
