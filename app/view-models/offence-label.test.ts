import { describe, expect, it } from 'vitest'

import '~/i18n/catalogues.server.ts'

import { offenceLabel } from './offence-label.ts'

describe('a suspension reason', () => {
  it.each([
    ['Carton rouge', 'fr', 'Carton rouge'],
    ['Carton rouge', 'en', 'Red card'],
    ['Carton rouge / Red card', 'fr', 'Carton rouge'],
    ['Carton rouge / Red card', 'en', 'Red card'],
    ['red card', 'fr', 'Carton rouge'],
    ['Deuxième carton rouge / Second red card', 'en', 'Second red card'],
    ['Deuxième carton rouge', 'fr', 'Deuxième carton rouge'],
    ['5 cartons jaunes / 5 yellow cards', 'fr', 'Cinq cartons jaunes'],
    ['5 yellow cards', 'fr', 'Cinq cartons jaunes'],
    ['Conduite antisportive envers un arbitre', 'fr', 'Conduite antisportive envers un arbitre'],
    [
      'Conduite antisportive envers un arbitre',
      'en',
      'Conduite antisportive envers un arbitre (in French)',
    ],
    ['Carton rouge / Second red card', 'en', 'Carton rouge / Second red card'],
  ] as const)('written %j reads in %s as %j', (notes, lang, label) => {
    expect(offenceLabel(notes, lang)).toBe(label)
  })

  it('is the operator’s English on an English page when they gave it', () => {
    expect(offenceLabel('Insulte à l’arbitre', 'en', 'Insulting the referee')).toBe(
      'Insulting the referee',
    )
    expect(offenceLabel('Insulte à l’arbitre', 'fr', 'Insulting the referee')).toBe(
      'Insulte à l’arbitre',
    )
    // A known offence reads in the reader's words whatever was typed beside it.
    expect(offenceLabel('Carton rouge', 'en', 'Sent off')).toBe('Red card')
  })

  it('is absent when the data has none', () => {
    expect(offenceLabel(undefined, 'fr')).toBeUndefined()
    expect(offenceLabel('', 'en')).toBeUndefined()
  })
})
