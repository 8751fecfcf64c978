import type { FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'

import { useT } from '~/i18n/use-translation.ts'
import type { FieldError } from '~/registration/form-values.ts'
import type { SeasonOptionView } from '~/registration/options.ts'

import { fieldErrorText } from './error-text.ts'
import { Field } from './fields.tsx'
import { FormSection } from './form-section.tsx'

type DivisionOption = SeasonOptionView['divisions'][number]

type Props = {
  seasons: SeasonOptionView[]
  defaultSeasonId: string
  contactEmail: string
  season: FieldMetadata<string, Record<string, unknown>, FieldError>
  division: FieldMetadata<string, Record<string, unknown>, FieldError>
}

function DivisionOptions({ options }: { options: DivisionOption[] }) {
  return options.map((option) => (
    <option key={option.id} value={option.id}>
      {option.label}
    </option>
  ))
}

export function SeasonSection({ seasons, defaultSeasonId, contactEmail, season, division }: Props) {
  const t = useT()
  // A division the new season lacks leaves the list, and the select falls back to its prompt.
  const chosen = typeof season.value === 'string' ? season.value : ''
  const divisions = seasons.find((candidate) => candidate.id === chosen)?.divisions ?? []
  const select = (
    meta: Props['season'],
    name: 'season' | 'division',
    options: ReactNode,
    hint?: string,
  ) => (
    <Field
      kind="select"
      id={`reg-${name}`}
      name={meta.name}
      label={t(`registration.field.${name}`)}
      required
      defaultValue={typeof meta.initialValue === 'string' ? meta.initialValue : ''}
      error={fieldErrorText(t, meta.errors)}
      hint={hint}
    >
      {options}
    </Field>
  )
  const women = divisions.filter((d) => d.sex === 'women')
  const men = divisions.filter((d) => d.sex === 'men')
  return (
    <FormSection number={2} title={t('registration.section.season')}>
      {seasons.length === 0 ? (
        <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('registration.season.none', { email: contactEmail })}
        </p>
      ) : null}
      <div className="grid gap-x-4 gap-y-4 @xl:grid-cols-2">
        {select(
          season,
          'season',
          <>
            <option value="">{t('registration.season.choose')}</option>
            {seasons.map((option) => (
              <option key={option.id} value={option.id}>
                {option.id === defaultSeasonId
                  ? t('registration.season.active', { season: option.label })
                  : option.label}
              </option>
            ))}
          </>,
        )}
        {select(
          division,
          'division',
          <>
            <option value="">{t('registration.division.choose')}</option>
            {women.length > 0 && men.length > 0 ? (
              <>
                <optgroup label={t('registration.division.women')}>
                  <DivisionOptions options={women} />
                </optgroup>
                <optgroup label={t('registration.division.men')}>
                  <DivisionOptions options={men} />
                </optgroup>
              </>
            ) : (
              <DivisionOptions options={divisions} />
            )}
          </>,
          chosen && divisions.length === 0 ? t('registration.division.none') : undefined,
        )}
      </div>
    </FormSection>
  )
}
