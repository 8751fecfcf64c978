import type { MouseEvent } from 'react'

import { useT } from '~/i18n/use-translation.ts'
import { MAX_ROWS, type RowGroup } from '~/registration/form-data.ts'
import { MAX_ROSTER } from '~/registration/limits.ts'
import type { FieldErrors } from '~/registration/form-values.ts'

import { FormSection } from './form-section.tsx'
import { PersonRows, type RowState } from './person-rows.tsx'

type Props = {
  rows: Record<RowGroup, RowState[]>
  errors: FieldErrors
  /** Keys of the player rows whose captain box is ticked. */
  captains: readonly string[]
  onCaptainChange: (key: string, checked: boolean) => void
  addRow: (group: RowGroup) => (event: MouseEvent<HTMLButtonElement>) => void
  removeRow: (group: RowGroup) => (event: MouseEvent<HTMLButtonElement>, index: number) => void
  /** Allowed by the whole-roster limit. */
  canAdd: boolean
}

/** Sections 4 and 5: the players (with the captain) and the goalkeepers. */
export function RosterSections({
  rows,
  errors,
  captains,
  onCaptainChange,
  addRow,
  removeRow,
  canAdd,
}: Props) {
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
          onCaptainChange={onCaptainChange}
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
