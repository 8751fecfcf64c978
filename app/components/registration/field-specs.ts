import { LIMITS } from '~/registration/limits.ts'
import type { PersonField } from '~/registration/form-data.ts'

import type { TextFieldSpec } from './fields.tsx'

const WIDE = '@xl:col-span-2'

export const FORM_FIELDS = {
  name: { max: LIMITS.personName, required: true, auto: 'name', className: WIDE },
  phone: { max: LIMITS.phone, required: true, type: 'tel', auto: 'tel' },
  email: { max: LIMITS.email, required: true, type: 'email', auto: 'email' },
  teamName: { max: LIMITS.teamName, required: true, className: WIDE },
  jerseyColor: { max: LIMITS.jerseyColor, optional: true },
  pastLeague: { max: LIMITS.pastLeague, optional: true, hint: 'registration.field.pastLeagueHint' },
  unavailableDays: {
    max: LIMITS.unavailableDays,
    optional: true,
    rows: 2,
    hint: 'registration.field.unavailableDaysHint',
    className: WIDE,
  },
  notes: {
    max: LIMITS.notes,
    optional: true,
    rows: 4,
    hint: 'registration.field.notesHint',
    className: WIDE,
  },
} as const satisfies Record<string, TextFieldSpec>

export type TextFieldName = keyof typeof FORM_FIELDS

export const PERSON_FIELD_SPECS = {
  firstName: { max: LIMITS.personName, className: '@3xl:col-span-2' },
  lastName: { max: LIMITS.personName, className: '@3xl:col-span-2' },
  dob: {
    max: 10,
    optional: true,
    type: 'date-text',
    hint: 'registration.person.dobHint',
    className: '@3xl:col-span-2',
  },
  tel: { max: LIMITS.phone, optional: true, type: 'tel', className: '@3xl:col-span-3' },
  email: {
    max: LIMITS.email,
    optional: true,
    type: 'email',
    className: '@md:col-span-2 @3xl:col-span-3',
  },
} as const satisfies Record<Exclude<PersonField, 'isCaptain'>, TextFieldSpec>
