/**
 * Draws the league's default share image (`public/share-default.png`, 1200×630) with the same
 * renderer as the generated ones. Run after changing its design: npm run share:default-image
 */
import { writeFileSync } from 'node:fs'

import { withAppModules } from './app-modules.ts'
import { parseCommand } from './command-line.ts'

parseCommand({
  name: 'share:default-image',
  usage: `Usage: npm run share:default-image

Draws the league's default share image (public/share-default.png, 1200×630) with the renderer of
the generated ones. Run after changing its design.`,
  options: {},
})

await withAppModules(async (load) => {
  const cards = await load('/app/view-models/share-image.ts')
  const renderer = await load('/app/utils/share-png.server.ts')
  const png: Buffer = await renderer.renderSharePng(cards.defaultCard())
  writeFileSync('public/share-default.png', png)
  console.log(`public/share-default.png: ${png.length} bytes`)
})
