import { describe, expect, it } from 'vitest'

import { generatePushId } from './league-source.ts'
import { csvCell, listRegistrations, registrationsToCsv } from './registrations.ts'

describe('listing registrations', () => {
  it('puts the newest first, by submittedAt or else by push id time', () => {
    const early = generatePushId(Date.parse('2025-09-01T00:00:00Z'))
    const late = generatePushId(Date.parse('2025-12-01T00:00:00Z'))
    const list = listRegistrations({
      [early]: { teamName: 'Early' },
      [late]: { teamName: 'Late' },
      mid: { teamName: 'Mid', submittedAt: '2025-10-15T10:00:00Z' },
      junk: 'not a registration',
    })
    expect(list.map((r) => r.teamName)).toEqual(['Late', 'Mid', 'Early'])
    expect(list[0].submittedAt).toBe('2025-12-01T00:00:00.000Z')
  })

  it('accepts players stored as an array or as an object of children', () => {
    const [registration] = listRegistrations({
      a: {
        players: { 0: { firstName: 'Ana' }, 1: { firstName: 'Léa', isCaptain: true } },
        goalkeepers: [{ firstName: 'Kim' }],
      },
    })
    expect(registration.players.map((p) => p.firstName)).toEqual(['Ana', 'Léa'])
    expect(registration.players[1].isCaptain).toBe(true)
    expect(registration.goalkeepers[0]).toEqual({
      firstName: 'Kim',
      lastName: '',
      dob: '',
      tel: '',
      email: '',
      isCaptain: false,
    })
  })

  it('returns nothing for an empty or missing node', () => {
    expect(listRegistrations(null)).toEqual([])
    expect(listRegistrations({})).toEqual([])
    expect(registrationsToCsv([]).split('\r\n')).toHaveLength(2)
  })
})

describe('CSV cells', () => {
  it('quote separators and neutralise formulas but leave phone numbers alone', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('+1 (514) 555-0100')).toBe('+1 (514) 555-0100')
    expect(csvCell('-5')).toBe('-5')
  })
})
