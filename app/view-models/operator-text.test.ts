import { describe, expect, it } from 'vitest'

import { operatorText } from './operator-text.ts'

describe('an operator’s words', () => {
  it('are in English on an English page when the operator gave them in English', () => {
    expect(operatorText({ fr: 'Gymnase fermé', en: 'Gym closed' }, 'en')).toBe('Gym closed')
  })

  it('are the French, marked as such, on an English page without an English version', () => {
    expect(operatorText({ fr: 'Gymnase fermé' }, 'en')).toBe('Gymnase fermé (in French)')
  })

  it('are the French on a French page', () => {
    expect(operatorText({ fr: 'Gymnase fermé', en: 'Gym closed' }, 'fr')).toBe('Gymnase fermé')
  })

  it('are the English alone when no French was given, and nothing when there are none', () => {
    expect(operatorText({ en: 'Gym closed' }, 'fr')).toBe('Gym closed')
    expect(operatorText({}, 'en')).toBeUndefined()
  })
})
