import { CalendarDays, Mars } from 'lucide-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ICON_NAMES, SPRITE_DRAWINGS } from '../app/components/ui/icon-names.ts'
import { buildIconSprite, iconSymbol, svgSymbol } from './icon-sprite.ts'

const shapes = (markup: string) =>
  markup.match(/<(path|rect|circle|line|polyline|g)\b[^>]*>/g)?.map((tag) => tag.replace('/>', '>'))

describe('icon sprite', () => {
  it("turns a lucide icon into a symbol with lucide's view box, stroke and shapes", () => {
    expect(iconSymbol('mars', Mars)).toBe(
      '<symbol id="mars" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
        '<path d="M16 3h5v5"/><path d="m21 3-6.75 6.75"/><circle cx="10" cy="14" r="6"/></symbol>',
    )
  })

  it('turns an SVG file into a symbol, keeping its view box and aspect ratio', () => {
    const file = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="400" viewBox="0 0 400 200" preserveAspectRatio="xMidYMid slice">
  <g fill="none" stroke="#fff">
    <rect x="10" y="10" width="380" height="180"></rect>
  </g>
</svg>
`
    expect(svgSymbol('pitch', file)).toBe(
      '<symbol id="pitch" viewBox="0 0 400 200" preserveAspectRatio="xMidYMid slice">' +
        '<g fill="none" stroke="#fff"><rect x="10" y="10" width="380" height="180"/></g></symbol>',
    )
  })

  it('holds one symbol per icon and drawing, icons drawn like the lucide-react component', async () => {
    const sprite = await buildIconSprite({ icons: ICON_NAMES, files: SPRITE_DRAWINGS })
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"><symbol /)
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id)
    expect(ids).toEqual([...ICON_NAMES, ...Object.keys(SPRITE_DRAWINGS)].sort())
    const symbol = /<symbol id="calendar-days"[\s\S]*?<\/symbol>/.exec(sprite)?.[0] ?? ''
    expect(shapes(symbol)).toEqual(shapes(renderToStaticMarkup(createElement(CalendarDays))))
  })
})
