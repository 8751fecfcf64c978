import { describe, expect, it } from 'vitest'

import { frenchDe } from './french-de.ts'

describe('frenchDe', () => {
  it.each([
    ['Le Delta', 'du Delta'],
    ['le Phénix', 'du Phénix'],
    ['Les Lions', 'des Lions'],
    ['Alpha FC', 'd’Alpha FC'],
    ['Étoiles de Laval', 'd’Étoiles de Laval'],
    ['United Brossard', 'd’United Brossard'],
    ['Lions FC', 'de Lions FC'],
    ['La Source', 'de La Source'],
    ['L’Impact', 'de L’Impact'],
    ['Hurricanes', 'de Hurricanes'],
    ['1er Choix', 'de 1er Choix'],
    ['Lemieux FC', 'de Lemieux FC'],
    ['FC Montmorency', 'du FC Montmorency'],
    ['CF Laval', 'du CF Laval'],
    ['Real Vimont', 'du Real Vimont'],
    ['Realistes', 'de Realistes'],
  ])('%s gives %s', (name, expected) => {
    expect(frenchDe(name)).toBe(expected)
  })
})
