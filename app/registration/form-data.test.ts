import { describe, expect, it } from 'vitest'

import {
  applyRowIntent,
  formValuesFromFormData,
  honeypotFilled,
  intentValue,
  parseIntent,
  rowErrorKey,
  rowFieldName,
} from './form-data.ts'
import { MAX_PLAYERS } from './limits.ts'
import { emptyFormValues, emptyPersonRow } from './schema.ts'

function form(entries: Array<[string, string]>): FormData {
  const data = new FormData()
  for (const [key, value] of entries) data.append(key, value)
  return data
}

describe('reading the posted form', () => {
  it('reads the contact, team and terms fields as typed', () => {
    const values = formValuesFromFormData(
      form([
        ['name', ' Julie '],
        ['phone', '514 555-0123'],
        ['email', 'julie@example.org'],
        ['season', '2025W'],
        ['division', 'M1'],
        ['teamName', 'Les Lions'],
        ['jerseyColor', 'Rouge'],
        ['pastLeague', 'LSI'],
        ['unavailableDays', 'Vendredi'],
        ['notes', 'Merci'],
        ['terms', 'on'],
      ]),
    )
    expect(values).toMatchObject({
      name: ' Julie ',
      season: '2025W',
      division: 'M1',
      teamName: 'Les Lions',
      jerseyColor: 'Rouge',
      pastLeague: 'LSI',
      unavailableDays: 'Vendredi',
      notes: 'Merci',
      terms: true,
      players: [],
      goalkeepers: [],
    })
  })

  it('reads roster rows by index, in index order, with the captain box as a boolean', () => {
    const values = formValuesFromFormData(
      form([
        [rowFieldName('players', 1, 'firstName'), 'Sami'],
        [rowFieldName('players', 0, 'firstName'), 'Marc'],
        [rowFieldName('players', 0, 'isCaptain'), 'on'],
        [rowFieldName('goalkeepers', 0, 'lastName'), 'Roy'],
      ]),
    )
    expect(values.players.map((p) => [p.firstName, p.isCaptain])).toEqual([
      ['Marc', true],
      ['Sami', false],
    ])
    expect(values.goalkeepers[0]).toEqual({ ...emptyPersonRow(), lastName: 'Roy' })
  })

  it('ignores unknown fields and files', () => {
    const data = form([
      ['players[0].password', 'x'],
      ['admin', '1'],
    ])
    data.append('name', new Blob(['x']), 'x.txt')
    const values = formValuesFromFormData(data)
    expect(values.players).toEqual([])
    expect(values.name).toBe('')
  })

  it('names a row field for the input and for the error map', () => {
    expect(rowFieldName('goalkeepers', 2, 'dob')).toBe('goalkeepers[2].dob')
    expect(rowErrorKey('goalkeepers', 2, 'dob')).toBe('goalkeepers.2.dob')
  })

  it('sees a filled honeypot', () => {
    expect(honeypotFilled(form([['website', 'http://spam.example']]))).toBe(true)
    expect(honeypotFilled(form([['website', '  ']]))).toBe(false)
    expect(honeypotFilled(form([]))).toBe(false)
  })
})

describe('the submit intents', () => {
  it.each([
    [{ type: 'submit' } as const],
    [{ type: 'reset' } as const],
    [{ type: 'add', group: 'players' } as const],
    [{ type: 'remove', group: 'goalkeepers', index: 2 } as const],
  ])('round-trip %j', (intent) => {
    expect(parseIntent(intentValue(intent))).toEqual(intent)
  })

  it('treats a missing or unknown intent as a submission', () => {
    expect(parseIntent(null)).toEqual({ type: 'submit' })
    expect(parseIntent('remove:coaches:1')).toEqual({ type: 'submit' })
  })

  it('adds a blank row, up to the maximum', () => {
    const values = emptyFormValues()
    expect(applyRowIntent(values, { type: 'add', group: 'players' }).players).toHaveLength(2)
    const full = { ...values, players: Array.from({ length: MAX_PLAYERS }, emptyPersonRow) }
    expect(applyRowIntent(full, { type: 'add', group: 'players' }).players).toHaveLength(
      MAX_PLAYERS,
    )
  })

  it('removes the row asked for and keeps the others', () => {
    const values = {
      ...emptyFormValues(),
      goalkeepers: [
        { ...emptyPersonRow(), firstName: 'A' },
        { ...emptyPersonRow(), firstName: 'B' },
      ],
    }
    expect(
      applyRowIntent(values, { type: 'remove', group: 'goalkeepers', index: 0 }).goalkeepers.map(
        (g) => g.firstName,
      ),
    ).toEqual(['B'])
    expect(applyRowIntent(values, { type: 'remove', group: 'goalkeepers', index: 5 })).toBe(values)
  })
})
