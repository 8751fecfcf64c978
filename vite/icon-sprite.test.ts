import { CalendarDays, Mars } from 'lucide-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ICON_NAMES } from '../app/components/ui/icon-names.ts'
import { buildIconSprite, iconSymbol } from './icon-sprite.ts'

describe('icon sprite', () => {
  it("turns a lucide icon into a symbol with lucide's view box, stroke and shapes", () => {
    expect(iconSymbol('mars', Mars)).toBe(
      '<symbol id="mars" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
        '<path d="M16 3h5v5"/><path d="m21 3-6.75 6.75"/><circle cx="10" cy="14" r="6"/></symbol>',
    )
  })

  it('holds one symbol per icon name, drawn like the lucide-react component', async () => {
    const sprite = await buildIconSprite(ICON_NAMES)
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"><symbol /)
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id)
    expect(ids).toEqual([...ICON_NAMES].sort())
    const inline = renderToStaticMarkup(createElement(CalendarDays))
    const shapes = (markup: string) => markup.match(/<(path|rect|circle|line|polyline)[^>]*>/g)
    const symbol = /<symbol id="calendar-days"[\s\S]*?<\/symbol>/.exec(sprite)?.[0] ?? ''
    expect(shapes(symbol)?.map((tag) => tag.replace('/>', '>'))).toEqual(shapes(inline))
  })
})
