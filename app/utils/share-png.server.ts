// satori lays the card out into SVG, resvg (wasm, no native addon) rasterises it.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

import { Resvg, initWasm } from '@resvg/resvg-wasm'
import { createElement } from 'react'
import satori from 'satori'

import { ShareCardImage } from '~/components/share-image/share-cards.tsx'
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '~/components/share-image/share-style.ts'
import type { ShareCard } from '~/view-models/share-image.ts'

// Anything the bundled fonts cannot draw would be a "no glyph" box: it is left out instead.
const UNDRAWABLE = /[^\u0020-\u007e\u00a0-\u024f\u1e00-\u1eff\u2000-\u206f\u20ac\u2122]/gu

export function drawableText(text: string): string {
  return text.replace(UNDRAWABLE, '').replace(/\s+/g, ' ').trim()
}

type Font = {
  name: string
  data: Buffer
  weight: 400 | 700 | 800 | 900
  style: 'normal'
}

const require = createRequire(import.meta.url)
const WEIGHTS = [400, 700, 800, 900] as const
const SUBSETS = ['latin', 'latin-ext'] as const

let ready: Promise<Font[]> | undefined

async function load(): Promise<Font[]> {
  const wasm = readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm'))
  const fonts = Promise.all(
    SUBSETS.flatMap((subset) =>
      WEIGHTS.map(async (weight) => ({
        // Satori keeps one font per name and weight.
        name: subset === 'latin' ? 'Inter' : 'Inter Ext',
        weight,
        style: 'normal' as const,
        data: await readFile(
          require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
        ),
      })),
    ),
  )
  await initWasm(await wasm)
  return fonts
}

export function shareRenderer(): Promise<Font[]> {
  ready ??= load().catch((error: unknown) => {
    ready = undefined
    throw error
  })
  return ready
}

export async function renderSharePng(card: ShareCard): Promise<Buffer> {
  const fonts = await shareRenderer()
  const drawable = JSON.parse(JSON.stringify(card), (_key, value: unknown) =>
    typeof value === 'string' ? drawableText(value) : value,
  ) as ShareCard
  const svg = await satori(createElement(ShareCardImage, { card: drawable }), {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts,
  })
  const image = new Resvg(svg, { fitTo: { mode: 'original' } }).render()
  try {
    const png = image.asPng()
    return Buffer.from(png.buffer, png.byteOffset, png.byteLength)
  } finally {
    image.free()
  }
}
