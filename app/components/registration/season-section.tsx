import type { ReactNode } from 'react'

import { useT } from '~/i18n/use-translation.ts'
import type { SeasonOptionView } from '~/registration/options.ts'

import { Field } from './fields.tsx'
import { FormSection } from './form-section.tsx'
import type { RegistrationFormState } from './use-registration-form-state.ts'

type DivisionOption = SeasonOptionView['divisions'][number]

type Props = {
  seasons: SeasonOptionView[]
  defaultSeasonId: string
  contactEmail: string
  form: Pick<
    RegistrationFormState,
    'season' | 'division' | 'divisions' | 'changeSeason' | 'changeDivision' | 'fieldError'
  >
}

function DivisionOptions({ options }: { options: DivisionOption[] }) {
  return options.map((option) => (
    <option key={option.id} value={option.id}>
      {option.label}
    </option>
  ))
}

/** Section 2: the season and the division (grouped by women and men when there are both). */
export function SeasonSection({ seasons, defaultSeasonId, contactEmail, form }: Props) {
  const { season, division, divisions, fieldError } = form
  const t = useT()
  const select = (
    name: 'season' | 'division',
    value: string,
    change: (value: string) => void,
    options: ReactNode,
    hint?: string,
  ) => (
    <Field
      kind="select"
      id={`reg-${name}`}
      name={name}
      label={t(`registration.field.${name}`)}
      required
      value={value}
      onChange={(event) => change(event.target.value)}
      error={fieldError(name)}
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
          'season',
          season,
          form.changeSeason,
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
          'division',
          division,
          form.changeDivision,
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
          season && divisions.length === 0 ? t('registration.division.none') : undefined,
        )}
      </div>
    </FormSection>
  )
}
