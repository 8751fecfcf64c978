import type { Translate } from '~/i18n/messages.ts'
import type { Lang } from '~/i18n/language.ts'
import { type ErrorReason, errorKey } from '~/registration/form-data.ts'

export function fieldDomId(key: string): string {
  if (key === 'players' || key === 'goalkeepers') return `${key}-error`
  if (key.includes('.')) return key.replace(/\./g, '-')
  return `reg-${key}`
}

const FIELD_LABELS = {
  name: 'registration.field.name',
  phone: 'registration.field.phone',
  email: 'registration.field.email',
  season: 'registration.field.season',
  division: 'registration.field.division',
  teamName: 'registration.field.teamName',
  jerseyColor: 'registration.field.jerseyColor',
  pastLeague: 'registration.field.pastLeague',
  unavailableDays: 'registration.field.unavailableDays',
  notes: 'registration.field.notes',
  terms: 'registration.toast.termsField',
  players: 'registration.section.players',
  goalkeepers: 'registration.section.goalkeepers',
} as const

const PERSON_LABELS = {
  firstName: 'registration.person.firstName',
  lastName: 'registration.person.lastName',
  dob: 'registration.person.dob',
  tel: 'registration.person.tel',
  email: 'registration.person.email',
  isCaptain: 'registration.person.captain',
} as const

export function errorLabel(t: Translate, key: string): string {
  const [group, index, field] = key.split('.')
  if (
    index !== undefined &&
    field !== undefined &&
    (group === 'players' || group === 'goalkeepers')
  ) {
    const row = t(
      group === 'players' ? 'registration.person.player' : 'registration.person.goalkeeper',
      {
        number: Number(index) + 1,
      },
    )
    return `${row} · ${t(PERSON_LABELS[field as keyof typeof PERSON_LABELS] ?? 'registration.person.firstName')}`
  }
  return t(FIELD_LABELS[key as keyof typeof FIELD_LABELS] ?? 'registration.field.name')
}

export const PROBLEM_TEXT = {
  terms: ['registration.toast.termsTitle', 'registration.toast.termsBody'],
  missing: ['registration.toast.missingTitle', 'registration.toast.missingBody'],
  invalid: ['registration.toast.invalidTitle', 'registration.toast.invalidBody'],
} as const

export function errorText(reason: ErrorReason) {
  if (reason === 'cross-site')
    return ['registration.toast.crossSiteTitle', 'registration.toast.crossSiteBody'] as const
  if (reason === 'closed')
    return ['registrationClosed.titleNoSeason', 'registration.toast.closedBody'] as const
  if (reason === 'not-sent')
    return ['registration.toast.notSentTitle', 'registration.toast.notSentBody'] as const
  return ['registration.toast.errorTitle', 'registration.toast.errorBody'] as const
}

const ORDER = [
  'name',
  'phone',
  'email',
  'season',
  'division',
  'teamName',
  'jerseyColor',
  'pastLeague',
  'unavailableDays',
  'players',
  'goalkeepers',
  'notes',
  'terms',
]

export function formOrder(a: string, b: string): number {
  const rank = (key: string) => {
    const [head, index, field] = key.split('.')
    const fields = ['isCaptain', 'firstName', 'lastName', 'dob', 'tel', 'email']
    return [
      ORDER.indexOf(head ?? ''),
      index === undefined ? -1 : Number(index),
      field === undefined ? -1 : fields.indexOf(field),
    ]
  }
  const [x, y] = [rank(a), rank(b)]
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i]! - y[i]!
  return 0
}

/** So a captain knows what is wrong without scrolling. */
export function problemToastText(
  t: Translate,
  lang: Lang,
  kind: keyof typeof PROBLEM_TEXT,
  errors: Record<string, unknown>,
): [title: string, body: string] {
  const keys = Object.entries(errors)
    .filter(([, error]) => error)
    .map(([name]) => errorKey(name))
    .sort(formOrder)
  const title = t(PROBLEM_TEXT[kind][0])
  if (keys.length === 0) return [title, t(PROBLEM_TEXT[kind][1])]
  const shown = keys.map((key) => errorLabel(t, key))
  const list = new Intl.ListFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { type: 'conjunction' })
  return [title, t('registration.toast.fieldsBody', { fields: list.format(shown) })]
}
