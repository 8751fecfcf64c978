import { describe, expect, it } from 'vitest'

import { sponsorLogo } from './art.ts'

function fontSizes(svg: string): number[] {
  return [...svg.matchAll(/x="168"[^>]*font-size="(\d+)"/g)].map((match) => Number(match[1]))
}

describe('sponsorLogo', () => {
  it('keeps a short name at its usual size', () => {
    expect(fontSizes(sponsorLogo('Sports Rive-Nord', 'Équipement de soccer', '#c00'))).toEqual([
      30, 20,
    ])
  })

  it('shrinks a long name so it stays inside the logo instead of running off its edge', () => {
    const name = 'Boulangerie St-Méthode'
    const [nameSize] = fontSizes(sponsorLogo(name, 'Pains', '#c00'))
    // 0.6 em a glyph, from x 168 to the 24-unit margin of the 480-unit-wide logo.
    expect(168 + name.length * 0.6 * nameSize!).toBeLessThanOrEqual(456)
  })
})
