/**
 * A valid registration → the record pushed under `RegisterTeamForm`
 * (docs/data-contract.md#registrations), and the confirmation's recipient and names
 * (docs/product.md#registration).
 */
import type { Lang } from '~/league/index.ts'

import type { PersonRowValues } from './form-values.ts'
import type { RegistrationDivision, RegistrationSeason } from './options.ts'
import type { RegistrationData } from './schema.ts'

/**
 * Every field of a registration record (docs/data-contract.md#registrations); optional text left
 * empty is ''.
 */
export type RegistrationRecord = {
  language: Lang
  status: 'pending'
  /**
   * Epoch milliseconds, the type the league's existing registrations already hold (readers such as
   * `npm run registrations` also accept the ISO strings some earlier records carry).
   */
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
  /** Kept for the league's tools; the form has no input for it: always false (ADR 0004). */
  noUniforms: boolean
  /** Kept for the league's tools; the form has no input for it: always '' (ADR 0004). */
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

/** The e-mail request body of `POST /api/send-registration-email`. */
export type ConfirmationRequest = {
  to: string
  playerName: string
  teamName: string
  /** The English season name. */
  seasonName: string
}

/**
 * `to` is the captain's e-mail, else the contact e-mail; `playerName` is the captain's
 * full name, else the contact name (two separate rules: a captain without an e-mail is still
 * the one greeted); `seasonName` is the English season name.
 */
export function confirmationRequest(record: RegistrationRecord): ConfirmationRequest {
  const captain = record.players.find((player) => player.isCaptain)
  return {
    to: captain?.email || record.email,
    playerName: captain ? `${captain.firstName} ${captain.lastName}`.trim() : record.name,
    teamName: record.teamName,
    seasonName: record.seasonNameE,
  }
}

/** The addresses the e-mail endpoint may write to for this registration: captain's and contact's. */
export function allowedAddresses(record: RegistrationRecord): string[] {
  const captain = record.players.find((player) => player.isCaptain)
  return [
    ...new Set(
      [record.email, captain?.email ?? ''].filter((a) => a !== '').map((a) => a.toLowerCase()),
    ),
  ]
}
