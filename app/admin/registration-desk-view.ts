import type { ExportedRegistration } from '~/data/registrations.ts'
import { type Lang, localeOf } from '~/i18n/language.ts'
import { leagueTimeZone } from '~/league/index.ts'

import { type Review, reviewOf } from './registration-review.ts'
import {
  REVIEW_STATUSES,
  type ReviewStatus,
  isReviewStatus,
  nextStatuses,
} from './registration-status.ts'

export type RegistrationCardView = {
  id: string
  team: string
  division: string
  season: string
  seasonId: string
  captain: string
  contact: { name: string; email: string; phone: string }
  submitted: string
  submittedAt: string
  players: number
  goalkeepers: number
  status: ReviewStatus
}

export type PersonView = {
  name: string
  dob: string
  tel: string
  email: string
  isCaptain: boolean
}

export type RegistrationDetailView = RegistrationCardView & {
  roster: { players: PersonView[]; goalkeepers: PersonView[] }
  teamDetails: { jerseyColor: string; pastLeague: string; unavailableDays: string; notes: string }
  language: string
  review: ReviewStateView
  statuses: ReviewStatus[]
}

/** `version` (its `updatedAt`, 0 before any) goes back with the form: a stale save is refused. */
export type ReviewStateView = Review & { updated?: string; updatedBy?: string; version: number }

export function reviewStateView(stored: StoredReview | undefined, lang: Lang): ReviewStateView {
  return {
    ...reviewOf(stored),
    version: stored?.updatedAt ?? 0,
    ...(stored
      ? { updated: formatter(lang, true)(stored.updatedAt), updatedBy: stored.updatedBy }
      : {}),
  }
}

export type RegistrationFilter = { status?: ReviewStatus; season?: string }

export type RegistrationsListView = {
  items: RegistrationCardView[]
  filter: RegistrationFilter
  counts: Record<ReviewStatus | 'all', number>
  seasons: Array<{ id: string; name: string }>
}

type StoredReview = { status: string; notes: string; updatedAt: number; updatedBy: string }
type StoredReviews = ReadonlyMap<string, StoredReview>

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

function formatter(lang: Lang, withTime: boolean) {
  const format = new Intl.DateTimeFormat(localeOf(lang), {
    timeZone: leagueTimeZone(),
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' as const } : {}),
  })
  return (at: number) => format.format(at).replace(/\u202f|\u00a0/g, ' ')
}

function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim()
}

function card(
  registration: ExportedRegistration,
  reviews: StoredReviews,
  lang: Lang,
): RegistrationCardView {
  const r = registration as Record<string, unknown>
  const localName = (fr: unknown, en: unknown) =>
    (lang === 'fr' ? text(fr) || text(en) : text(en) || text(fr)) || ''
  const captain = registration.players.find((player) => player.isCaptain)
  const at = registration.submittedAt ? Date.parse(registration.submittedAt) : Number.NaN
  return {
    id: registration.id,
    team: text(r.teamName),
    division: localName(r.divisionNameF, r.divisionNameE) || text(r.division),
    season: localName(r.seasonNameF, r.seasonNameE) || text(r.seasonId) || text(r.season),
    seasonId: text(r.seasonId) || text(r.season),
    captain: (captain ? fullName(captain) : '') || text(r.name),
    contact: { name: text(r.name), email: text(r.email), phone: text(r.phone) },
    submitted: Number.isNaN(at) ? '' : formatter(lang, true)(at),
    submittedAt: Number.isNaN(at) ? '' : new Date(at).toISOString(),
    players: registration.players.length,
    goalkeepers: registration.goalkeepers.length,
    status: reviewOf(reviews.get(registration.id)).status,
  }
}

export function registrationFilter(params: URLSearchParams): RegistrationFilter {
  const status = params.get('status')
  const season = params.get('season')?.trim()
  return {
    ...(isReviewStatus(status) ? { status } : {}),
    ...(season ? { season: season.slice(0, 64) } : {}),
  }
}

export function registrationsListView(
  registrations: readonly ExportedRegistration[],
  reviews: StoredReviews,
  lang: Lang,
  filter: RegistrationFilter,
): RegistrationsListView {
  const cards = registrations.map((registration) => card(registration, reviews, lang))
  const seasons = new Map<string, string>()
  for (const item of cards)
    if (item.seasonId && !seasons.has(item.seasonId)) seasons.set(item.seasonId, item.season)
  const inSeason = cards.filter((item) => !filter.season || item.seasonId === filter.season)
  const counts = Object.fromEntries([
    ['all', inSeason.length],
    ...REVIEW_STATUSES.map((status) => [
      status,
      inSeason.filter((i) => i.status === status).length,
    ]),
  ]) as RegistrationsListView['counts']
  return {
    items: inSeason.filter((item) => !filter.status || item.status === filter.status),
    filter,
    counts,
    seasons: [...seasons].map(([id, name]) => ({ id, name })),
  }
}

export function registrationDetailView(
  registration: ExportedRegistration,
  reviews: StoredReviews,
  lang: Lang,
): RegistrationDetailView {
  const r = registration as Record<string, unknown>
  const stored = reviews.get(registration.id)
  const review = reviewOf(stored)
  const person = (p: ExportedRegistration['players'][number]): PersonView => ({
    name: fullName(p),
    dob: p.dob,
    tel: p.tel,
    email: p.email,
    isCaptain: p.isCaptain,
  })
  return {
    ...card(registration, reviews, lang),
    roster: {
      players: registration.players.map(person),
      goalkeepers: registration.goalkeepers.map((p) => ({ ...person(p), isCaptain: false })),
    },
    teamDetails: {
      jerseyColor: text(r.jerseyColor),
      pastLeague: text(r.pastLeague),
      unavailableDays: text(r.unavailableDays),
      notes: text(r.notes),
    },
    language: text(r.language),
    review: reviewStateView(stored, lang),
    statuses: nextStatuses(review.status),
  }
}
