// docs/data-contract.md#registrations.
import type { Lang } from '~/league/index.ts'

import type { PersonRowValues } from './form-values.ts'
import type { RegistrationDivision, RegistrationSeason } from './options.ts'
import type { RegistrationData } from './schema.ts'

export type RegistrationRecord = {
  language: Lang
  status: 'pending'
  /** The type the league's existing registrations already hold. */
  submittedAt: number
  name: string
  phone: string
  email: string
  season: string
  seasonId: string
  seasonNameE: string
  seasonNameF: string
  division: string
  divisionNameE: string
  divisionNameF: string
  divisionType: string
  divisionSex: 'men' | 'women'
  teamName: string
  jerseyColor: string
  unavailableDays: string
  pastLeague: string
  notes: string
  /** Kept for the league's tools (ADR 0004). */
  noUniforms: boolean
  /** Kept for the league's tools (ADR 0004). */
  promoCode: string
  players: PersonRowValues[]
  goalkeepers: PersonRowValues[]
}

export const RECORD_FIELDS = [
  'language',
  'status',
  'submittedAt',
  'name',
  'phone',
  'email',
  'season',
  'seasonId',
  'seasonNameE',
  'seasonNameF',
  'division',
  'divisionNameE',
  'divisionNameF',
  'divisionType',
  'divisionSex',
  'teamName',
  'jerseyColor',
  'unavailableDays',
  'pastLeague',
  'notes',
  'noUniforms',
  'promoCode',
  'players',
  'goalkeepers',
] as const satisfies ReadonlyArray<keyof RegistrationRecord>

function person(row: RegistrationData['players'][number], captain: boolean): PersonRowValues {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    dob: row.dob,
    tel: row.tel,
    email: row.email,
    isCaptain: captain && row.isCaptain,
  }
}

export function toSubmissionRecord(
  data: RegistrationData,
  choice: { season: RegistrationSeason; division: RegistrationDivision },
  meta: { lang: Lang; now: Date },
): RegistrationRecord {
  const { season, division } = choice
  return {
    language: meta.lang,
    status: 'pending',
    submittedAt: meta.now.getTime(),
    name: data.name,
    phone: data.phone,
    email: data.email,
    season: season.id,
    seasonId: season.id,
    seasonNameE: season.name.en,
    seasonNameF: season.name.fr ?? season.name.en,
    division: division.id,
    divisionNameE: division.name.en,
    divisionNameF: division.name.fr ?? division.name.en,
    divisionType: division.type,
    divisionSex: division.sex,
    teamName: data.teamName,
    jerseyColor: data.jerseyColor,
    unavailableDays: data.unavailableDays,
    pastLeague: data.pastLeague,
    notes: data.notes,
    noUniforms: false,
    promoCode: '',
    players: data.players.map((row) => person(row, true)),
    goalkeepers: data.goalkeepers.map((row) => person(row, false)),
  }
}

export type ConfirmationRequest = {
  to: string
  playerName: string
  teamName: string
  seasonName: string
}

/** A captain without an e-mail is still the one greeted. */
export function confirmationRequest(record: RegistrationRecord): ConfirmationRequest {
  const captain = record.players.find((player) => player.isCaptain)
  return {
    to: captain?.email || record.email,
    playerName: captain ? `${captain.firstName} ${captain.lastName}`.trim() : record.name,
    teamName: record.teamName,
    seasonName: record.seasonNameE,
  }
}

export function allowedAddresses(record: RegistrationRecord): string[] {
  const captain = record.players.find((player) => player.isCaptain)
  return [
    ...new Set(
      [record.email, captain?.email ?? ''].filter((a) => a !== '').map((a) => a.toLowerCase()),
    ),
  ]
}
