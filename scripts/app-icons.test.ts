import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { leagueProfile } from '../app/league-profile/current.ts'
import { webManifest } from '../app/view-models/web-manifest.ts'

type Manifest = {
  name: string
  short_name: string
  start_url: string
  display: string
  theme_color: string
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>
}

const manifest: Manifest = webManifest(leagueProfile())

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string) {
  const png = readFileSync(file)
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`
}

describe('the web app manifest', () => {
  it('names the league, starts at home, opens standalone in the league colour', () => {
    expect(manifest).toMatchObject({
      name: 'Ligue de soccer intérieur Laval-Brossard',
      start_url: '/',
      display: 'standalone',
      theme_color: '#114331',
    })
    expect(manifest.short_name.length).toBeLessThanOrEqual(12)
  })

  it('has 192 and 512 px PNG icons and a maskable one, each the size it says', () => {
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png')
      expect(pngSize(`public${icon.src}`)).toBe(icon.sizes)
    }
  })
})
