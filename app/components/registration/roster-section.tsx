import { useT } from '~/i18n/use-translation.ts'
import { MAX_ROWS } from '~/registration/form-data.ts'
import { MAX_ROSTER } from '~/registration/limits.ts'

import { FormSection } from './form-section.tsx'
import { PersonRows, type RegistrationFormMeta, type RowListMeta } from './person-rows.tsx'

type Props = {
  form: RegistrationFormMeta
  players: RowListMeta
  goalkeepers: RowListMeta
  focusSoon: (id: string) => void
}

export function RosterSections({ form, players, goalkeepers, focusSoon }: Props) {
  const canAdd = players.getFieldList().length + goalkeepers.getFieldList().length < MAX_ROSTER
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
          form={form}
          list={players}
          canAdd={canAdd}
          focusSoon={focusSoon}
        />
      </FormSection>

      <FormSection
        number={5}
        title={t('registration.section.goalkeepers')}
        hint={t('registration.section.goalkeepersHint', { max: MAX_ROWS.goalkeepers })}
      >
        <PersonRows
          group="goalkeepers"
          form={form}
          list={goalkeepers}
          canAdd={canAdd}
          focusSoon={focusSoon}
        />
      </FormSection>
    </>
  )
}
