/** Never more columns than cards, so a short list leaves no empty columns. */
export function matchGridClasses(count: number): string {
  if (count <= 1) return 'grid grid-cols-1 gap-4'
  if (count === 2) return 'grid grid-cols-1 gap-4 sm:grid-cols-2'
  return 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3'
}
