import { describe, expect, it } from 'vitest'

import { fieldName } from './field-name.ts'

describe('a field name', () => {
  it.each([
    ['Laval - Terrain 1', 'en', 'Laval - Field 1'],
    ['Brossard - Terrain A', 'en', 'Brossard - Field A'],
    ['Laval - Terrain 1', 'fr', 'Laval - Terrain 1'],
    ['Centre Terrains-Unis', 'en', 'Centre Terrains-Unis'],
    ['Aréna Laval', 'en', 'Aréna Laval'],
  ] as const)('reads %s in %s as %s', (field, lang, expected) => {
    expect(fieldName(field, lang)).toBe(expected)
  })
})
