// node scripts/screenshots.ts [BASE_URL] [OUT_DIR] [path ...]
import { mkdirSync } from 'node:fs'

import { chromium } from '@playwright/test'

import { parseCommand } from './command-line.ts'

const USAGE = `Usage: npm run screenshots -- [BASE_URL] [OUT_DIR] [PATH ...]

Full-page screenshots of PATHs (default: the static pages) on a running site (default
http://127.0.0.1:3000), desktop and 390 px phone, French and English, into OUT_DIR (default
tests/.tmp/screenshots). Chromium: CHROMIUM_PATH, else /usr/bin/chromium; MAX_SLICES (3) caps the
slices of a long page.`

const { positionals } = parseCommand({ name: 'screenshots', usage: USAGE, options: {}, positionals: true })
const [baseUrl = 'http://127.0.0.1:3000', outDir = 'tests/.tmp/screenshots', ...paths] = positionals
const pages = paths.length ? paths : ['/', '/rules', '/privacy-policy', '/terms-of-use', '/cookies', '/not-a-page']
const MAX_SLICES = Number(process.env.MAX_SLICES ?? 3)
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }

mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
})
for (const [device, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport, isMobile: device === 'phone', deviceScaleFactor: 1 })
  const page = await context.newPage()
  for (const lang of ['fr', 'en']) {
    for (const path of pages) {
      const url = `${baseUrl}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`
      await page.goto(url, { waitUntil: 'networkidle' })
      const name = `${device}-${lang}-${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.png`
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      const slice = device === 'phone' ? 1200 : 1000
      for (let y = 0, part = 1; y < height && part <= MAX_SLICES; y += slice, part++) {
        const file = `${outDir}/${name.replace('.png', `-${part}.png`)}`
        const clip = { x: 0, y, width: viewport.width, height: Math.min(slice, height - y) }
        await page.screenshot({ path: file, fullPage: true, clip })
        console.log(file)
      }
    }
  }
  await context.close()
}
await browser.close()
