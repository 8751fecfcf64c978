import { describe, expect, it } from 'vitest'

import { writeRefusalsEn } from './catalogues/write-refusals.en.ts'
import { writeRefusalsFr } from './catalogues/write-refusals.fr.ts'
import { refusalText } from './write-refusal-text.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the console words a refusal', () => {
  it.each(Object.keys(writeRefusalsFr) as (keyof typeof writeRefusalsFr)[])(
    'names the same values for %s in French and English',
    (code) => {
      expect(placeholders(writeRefusalsFr[code])).toEqual(placeholders(writeRefusalsEn[code]))
    },
  )

  it('in the operator’s language, with French spacing around the values it names', () => {
    const refusal = {
      code: 'unknown-field',
      values: { field: 'Moon Arena', fields: 'Laval 1, Laval 2' },
    } as const
    expect(refusalText(refusal, 'en')).toBe(
      '“Moon Arena” is not a field of the league’s schedule: choose Laval 1, Laval 2.',
    )
    expect(refusalText(refusal, 'fr')).toBe(
      '«\u00a0Moon Arena\u00a0» n’est pas un terrain du calendrier de la ligue\u00a0: choisissez Laval 1, Laval 2.',
    )
  })

  it('keeps a value as the operator typed it, spaces and colons included', () => {
    const refusal = { code: 'unreadable-time', values: { time: '7 : 30' } } as const
    expect(refusalText(refusal, 'fr')).toContain('«\u00a07 : 30\u00a0»')
  })
})
