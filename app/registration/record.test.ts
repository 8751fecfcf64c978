import { describe, expect, it } from 'vitest'

import type { RegistrationDivision, RegistrationSeason } from './options.ts'
import {
  RECORD_FIELDS,
  allowedAddresses,
  confirmationRequest,
  toSubmissionRecord,
} from './record.ts'
import type { PersonRow, RegistrationData } from './schema.ts'

const season: RegistrationSeason = {
  id: '2025W',
  name: { en: 'Winter 2025-26', fr: 'Hiver 2025-26' },
  isActive: true,
  divisions: [],
}
const division: RegistrationDivision = {
  id: 'W1',
  name: { en: 'Women - Brossard', fr: 'Femmes - Brossard' },
  sex: 'women',
  type: '7v7',
}
const now = new Date('2026-01-14T19:00:00-05:00')

function row(overrides: Partial<PersonRow> = {}): PersonRow {
  return {
    firstName: 'Ana',
    lastName: 'Lima',
    dob: '1995-03-02',
    tel: '514 555-0101',
    email: 'ana@example.org',
    isCaptain: false,
    ...overrides,
  }
}

function registration(overrides: Partial<RegistrationData> = {}): RegistrationData {
  return {
    name: 'Julie Roy',
    phone: '450 555-0199',
    email: 'julie@example.org',
    season: '2025W',
    division: 'W1',
    teamName: 'Les Étoiles',
    jerseyColor: 'Bleu',
    pastLeague: 'Ligue du Nord',
    unavailableDays: 'Vendredi',
    notes: 'Merci!',
    terms: true,
    players: [row({ isCaptain: true }), row({ firstName: 'Zoé', lastName: 'Gagnon', email: '' })],
    goalkeepers: [row({ firstName: 'Léa', lastName: 'Côté' })],
    ...overrides,
  }
}

describe('the record pushed under RegisterTeamForm', () => {
  const record = toSubmissionRecord(registration(), { season, division }, { lang: 'fr', now })

  it('has every field of the registration contract and nothing else', () => {
    expect(Object.keys(record).sort()).toEqual([...RECORD_FIELDS].sort())
  })

  it('holds the form, the season and division in both languages, pending, with the submission time', () => {
    expect(record).toEqual({
      language: 'fr',
      status: 'pending',
      submittedAt: Date.parse('2026-01-15T00:00:00.000Z'),
      name: 'Julie Roy',
      phone: '450 555-0199',
      email: 'julie@example.org',
      season: '2025W',
      seasonId: '2025W',
      seasonNameE: 'Winter 2025-26',
      seasonNameF: 'Hiver 2025-26',
      division: 'W1',
      divisionNameE: 'Women - Brossard',
      divisionNameF: 'Femmes - Brossard',
      divisionType: '7v7',
      divisionSex: 'women',
      teamName: 'Les Étoiles',
      jerseyColor: 'Bleu',
      unavailableDays: 'Vendredi',
      pastLeague: 'Ligue du Nord',
      notes: 'Merci!',
      noUniforms: false,
      promoCode: '',
      players: [
        {
          firstName: 'Ana',
          lastName: 'Lima',
          dob: '1995-03-02',
          tel: '514 555-0101',
          email: 'ana@example.org',
          isCaptain: true,
        },
        {
          firstName: 'Zoé',
          lastName: 'Gagnon',
          dob: '1995-03-02',
          tel: '514 555-0101',
          email: '',
          isCaptain: false,
        },
      ],
      goalkeepers: [
        {
          firstName: 'Léa',
          lastName: 'Côté',
          dob: '1995-03-02',
          tel: '514 555-0101',
          email: 'ana@example.org',
          isCaptain: false,
        },
      ],
    })
  })

  it('never makes a goalkeeper captain', () => {
    const data = registration({ goalkeepers: [row({ isCaptain: true })] })
    expect(
      toSubmissionRecord(data, { season, division }, { lang: 'en', now }).goalkeepers[0]!.isCaptain,
    ).toBe(false)
  })

  it('falls back to the English names when the data has no French ones, and to an empty division type', () => {
    const plain = toSubmissionRecord(
      registration(),
      {
        season: { ...season, name: { en: 'Winter' } },
        division: { ...division, name: { en: 'Women' }, type: '' },
      },
      { lang: 'en', now },
    )
    expect([plain.seasonNameF, plain.divisionNameF, plain.divisionType, plain.language]).toEqual([
      'Winter',
      'Women',
      '',
      'en',
    ])
  })
})

describe('the confirmation e-mail', () => {
  const record = (data: RegistrationData) =>
    toSubmissionRecord(data, { season, division }, { lang: 'fr', now })

  it('goes to the captain and greets the captain by full name, with the English season name', () => {
    expect(confirmationRequest(record(registration()))).toEqual({
      to: 'ana@example.org',
      playerName: 'Ana Lima',
      teamName: 'Les Étoiles',
      seasonName: 'Winter 2025-26',
    })
  })

  it('goes to the contact and greets the contact when there is no captain', () => {
    const request = confirmationRequest(record(registration({ players: [row()] })))
    expect([request.to, request.playerName]).toEqual(['julie@example.org', 'Julie Roy'])
  })

  it('goes to the contact but still greets the captain when the captain has no e-mail', () => {
    const request = confirmationRequest(
      record(registration({ players: [row({ isCaptain: true, email: '' })] })),
    )
    expect([request.to, request.playerName]).toEqual(['julie@example.org', 'Ana Lima'])
  })

  it('may be asked for at the contact or the captain address, in any case', () => {
    expect(allowedAddresses(record(registration({ email: 'Julie@Example.org' })))).toEqual([
      'julie@example.org',
      'ana@example.org',
    ])
    expect(allowedAddresses(record(registration({ players: [] })))).toEqual(['julie@example.org'])
  })
})
