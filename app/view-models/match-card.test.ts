import { describe, expect, it } from 'vitest'

import { liveFirst } from './match-card.ts'

describe('liveFirst', () => {
  it('puts matches under way before the others and keeps the kick-off order otherwise', () => {
    const cards = [
      { id: 'a', status: 'finished' as const },
      { id: 'b', status: 'upcoming' as const },
      { id: 'c', status: 'live' as const },
      { id: 'd', status: 'upcoming' as const },
      { id: 'e', status: 'live' as const },
    ]
    expect(liveFirst(cards).map((card) => card.id)).toEqual(['c', 'e', 'a', 'b', 'd'])
  })

  it('leaves the list it is given untouched', () => {
    const cards = [
      { id: 'a', status: 'upcoming' as const },
      { id: 'b', status: 'live' as const },
    ]
    liveFirst(cards)
    expect(cards.map((card) => card.id)).toEqual(['a', 'b'])
  })
})
