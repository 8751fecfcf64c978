/**
 * Grid classes for a list of match cards: never more columns than cards, so a short list
 * (early in the season, a small league) leaves no empty columns beside its cards.
 */
export function matchGridClasses(count: number): string {
  // grid-cols-1 (minmax(0, 1fr)): a card never widens its column past a phone's width.
  if (count <= 1) return 'grid grid-cols-1 gap-4'
  if (count === 2) return 'grid grid-cols-1 gap-4 sm:grid-cols-2'
  return 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3'
}
