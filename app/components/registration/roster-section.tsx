import { useT } from '~/i18n/use-translation.ts'
import { MAX_ROWS } from '~/registration/form-data.ts'
import { MAX_ROSTER } from '~/registration/limits.ts'

import { FormSection } from './form-section.tsx'
import { PersonRows } from './person-rows.tsx'
import type { RegistrationFormState } from './use-registration-form-state.ts'

type Props = {
  form: Pick<
    RegistrationFormState,
    'rows' | 'errors' | 'captains' | 'changeCaptain' | 'addRow' | 'removeRow' | 'rosterCount'
  >
}

/** Sections 4 and 5: the players (with the captain) and the goalkeepers. */
export function RosterSections({ form }: Props) {
  const { rows, errors, captains, addRow, removeRow } = form
  const canAdd = form.rosterCount < MAX_ROSTER
  const t = useT()
  return (
    <>
      <FormSection
        number={4}
        title={t('registration.section.players')}
        hint={t('registration.section.playersHint', { max: MAX_ROSTER })}
      >
        <PersonRows
          group="players"
          rows={rows.players}
          errors={errors}
          captains={captains}
          onCaptainChange={form.changeCaptain}
          onAdd={addRow('players')}
          onRemove={removeRow('players')}
          canAdd={canAdd}
        />
      </FormSection>

      <FormSection
        number={5}
        title={t('registration.section.goalkeepers')}
        hint={t('registration.section.goalkeepersHint', { max: MAX_ROWS.goalkeepers })}
      >
        <PersonRows
          group="goalkeepers"
          rows={rows.goalkeepers}
          errors={errors}
          captains={[]}
          onAdd={addRow('goalkeepers')}
          onRemove={removeRow('goalkeepers')}
          canAdd={canAdd}
        />
      </FormSection>
    </>
  )
}
