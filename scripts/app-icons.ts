// Draws the manifest's icons from the league's shield (app/components/league-logo.svg).
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { Resvg, initWasm } from '@resvg/resvg-wasm'

import { parseCommand } from './command-line.ts'

parseCommand({
  name: 'app-icons',
  usage: `Usage: npm run app-icons

Draws public/icon-192.png, public/icon-512.png and public/icon-maskable-512.png from the league's
shield (app/components/league-logo.svg). Run after changing the logo.`,
  options: {},
})

const require = createRequire(import.meta.url)
await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')))

const logo = readFileSync('app/components/league-logo.svg', 'utf8')
const drawing = logo.slice(logo.indexOf('>') + 1, logo.lastIndexOf('</svg>'))
const PITCH_900 = '#114331'

function icon(size: number, shield: number, background?: string): Buffer {
  const offset = (size - shield) / 2
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    (background ? `<rect width="${size}" height="${size}" fill="${background}"/>` : '') +
    `<g transform="translate(${offset} ${offset}) scale(${shield / 40})">${drawing}</g></svg>`
  const image = new Resvg(svg).render()
  return Buffer.from(image.asPng())
}

const files: Record<string, Buffer> = {
  'public/icon-192.png': icon(192, 184),
  'public/icon-512.png': icon(512, 492),
  // The shield's corners stay within the 80 % circle (radius 0.4 × 512).
  'public/icon-maskable-512.png': icon(512, 320, PITCH_900),
}
for (const [file, png] of Object.entries(files)) {
  writeFileSync(file, png)
  console.log(`${file}: ${png.length} bytes`)
}
