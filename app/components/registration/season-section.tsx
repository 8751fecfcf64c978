import { useT } from '~/i18n/use-translation.ts'
import type { SeasonOptionView } from '~/registration/options.ts'

import { SelectField } from './fields.tsx'
import { FormSection } from './form-section.tsx'
import type { FieldErrorText } from './use-registration-form-state.ts'

type DivisionOption = SeasonOptionView['divisions'][number]

type Props = {
  seasons: SeasonOptionView[]
  defaultSeasonId: string
  contactEmail: string
  season: string
  division: string
  /** The divisions of the chosen season. */
  divisions: DivisionOption[]
  onSeasonChange: (season: string) => void
  onDivisionChange: (division: string) => void
  fieldError: FieldErrorText
}

function DivisionOptions({ options }: { options: DivisionOption[] }) {
  return options.map((option) => (
    <option key={option.id} value={option.id}>
      {option.label}
    </option>
  ))
}

/** Section 2: the season and the division (grouped by women and men when there are both). */
export function SeasonSection({
  seasons,
  defaultSeasonId,
  contactEmail,
  season,
  division,
  divisions,
  onSeasonChange,
  onDivisionChange,
  fieldError,
}: Props) {
  const t = useT()
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
        <SelectField
          id="reg-season"
          name="season"
          label={t('registration.field.season')}
          required
          value={season}
          onChange={(event) => onSeasonChange(event.target.value)}
          error={fieldError('season')}
        >
          <option value="">{t('registration.season.choose')}</option>
          {seasons.map((option) => (
            <option key={option.id} value={option.id}>
              {option.id === defaultSeasonId
                ? t('registration.season.active', { season: option.label })
                : option.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="reg-division"
          name="division"
          label={t('registration.field.division')}
          required
          value={division}
          onChange={(event) => onDivisionChange(event.target.value)}
          error={fieldError('division')}
          hint={season && divisions.length === 0 ? t('registration.division.none') : undefined}
        >
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
        </SelectField>
      </div>
    </FormSection>
  )
}
