import { type FieldMetadata, getFormProps, useForm } from '@conform-to/react'
import type { ReactNode } from 'react'
import { useNavigation } from 'react-router'

import type { DisciplineAnswer } from '~/admin/answers.ts'
import {
  type DisciplineErrorCode,
  MAX_AMOUNT,
  MAX_GAMES,
  parseDiscipline,
} from '~/admin/discipline-form.ts'
import type { DisciplineView, SuspensionPrefill } from '~/admin/discipline-views.ts'
import { useAdminT } from '~/i18n/admin-text.ts'
import { PAYMENT_STATUSES } from '~/league/index.ts'

import { DisciplineField, GroupedOptions } from './discipline-fields.tsx'
import { ConsoleFormCard } from './console-frame.tsx'

type Fields = Record<string, FieldMetadata<string, Record<string, unknown>, DisciplineErrorCode>>

/** One of the page's forms: its card and title, its hidden fields, Conform on its intent's schema. */
function DisciplineFormCard({
  intent,
  title,
  submitLabel,
  answer,
  defaultValue,
  children,
}: {
  intent: 'suspend' | 'fine'
  title: string
  submitLabel: string
  answer?: DisciplineAnswer
  defaultValue: Record<string, string>
  children: (fields: Fields) => ReactNode
}) {
  const saving = useNavigation().state === 'submitting'
  const [form, fields] = useForm<Record<string, string>, unknown, DisciplineErrorCode>({
    id: intent,
    lastResult: answer?.intent === intent ? (answer.result as never) : undefined,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseDiscipline(intent, formData) as never,
  })
  return (
    <ConsoleFormCard
      formProps={getFormProps(form)}
      id={intent}
      title={title}
      intent={intent}
      submit={submitLabel}
      busy={saving}
    >
      {children(fields as Fields)}
    </ConsoleFormCard>
  )
}

/** Suspend a player: who, why, for how many games, since and until when, and a fine. */
export function SuspensionForm({
  view,
  prefill,
  answer,
}: {
  view: DisciplineView
  prefill?: SuspensionPrefill
  answer?: DisciplineAnswer
}) {
  const t = useAdminT()
  return (
    <DisciplineFormCard
      intent="suspend"
      title={t('admin.discipline.suspend')}
      submitLabel={t('admin.discipline.saveSuspension')}
      answer={answer}
      defaultValue={{ asOf: view.today, games: '1', ...prefill }}
    >
      {(fields) => (
        <>
          <DisciplineField field={fields.playerId!} label={t('admin.discipline.player')}>
            {(props) => (
              <select {...props} defaultValue={fields.playerId!.initialValue ?? ''}>
                <GroupedOptions
                  groups={view.players}
                  placeholder={t('admin.discipline.pickPlayer')}
                />
              </select>
            )}
          </DisciplineField>
          <DisciplineField
            field={fields.offence!}
            label={t('admin.discipline.offence')}
            hint={t('admin.discipline.offenceHint')}
          >
            {(props) => (
              <input {...props} maxLength={200} defaultValue={fields.offence!.initialValue ?? ''} />
            )}
          </DisciplineField>
          <DisciplineField field={fields.offenceEn!} label={t('admin.discipline.offenceEn')}>
            {(props) => (
              <input
                {...props}
                maxLength={200}
                lang="en"
                defaultValue={fields.offenceEn!.initialValue ?? ''}
              />
            )}
          </DisciplineField>
          <div className="grid gap-4 sm:grid-cols-2">
            <DisciplineField field={fields.games!} label={t('admin.discipline.gamesLabel')}>
              {(props) => (
                <input
                  {...props}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_GAMES}
                  defaultValue={fields.games!.initialValue ?? ''}
                />
              )}
            </DisciplineField>
            <DisciplineField field={fields.fine!} label={t('admin.discipline.playerFine')}>
              {(props) => (
                <input
                  {...props}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={MAX_AMOUNT}
                  step="0.01"
                  defaultValue={fields.fine!.initialValue ?? ''}
                />
              )}
            </DisciplineField>
            <DisciplineField field={fields.asOf!} label={t('admin.discipline.asOf')}>
              {(props) => (
                <input {...props} type="date" defaultValue={fields.asOf!.initialValue ?? ''} />
              )}
            </DisciplineField>
            <DisciplineField field={fields.returnDate!} label={t('admin.discipline.returnDate')}>
              {(props) => (
                <input
                  {...props}
                  type="date"
                  defaultValue={fields.returnDate!.initialValue ?? ''}
                />
              )}
            </DisciplineField>
          </div>
        </>
      )}
    </DisciplineFormCard>
  )
}

/** Add a team fine: which team, how much, a note, and whether it is paid. */
export function FineForm({ view, answer }: { view: DisciplineView; answer?: DisciplineAnswer }) {
  const t = useAdminT()
  return (
    <DisciplineFormCard
      intent="fine"
      title={t('admin.discipline.addFine')}
      submitLabel={t('admin.discipline.saveFine')}
      answer={answer}
      defaultValue={{ paymentStatus: 'Unpaid' }}
    >
      {(fields) => (
        <>
          <DisciplineField field={fields.teamId!} label={t('admin.discipline.team')}>
            {(props) => (
              <select {...props} defaultValue={fields.teamId!.initialValue ?? ''}>
                <GroupedOptions groups={view.teams} placeholder={t('admin.discipline.pickTeam')} />
              </select>
            )}
          </DisciplineField>
          <div className="grid gap-4 sm:grid-cols-2">
            <DisciplineField field={fields.amount!} label={t('admin.discipline.amount')}>
              {(props) => (
                <input
                  {...props}
                  type="number"
                  inputMode="decimal"
                  min={0.01}
                  max={MAX_AMOUNT}
                  step="0.01"
                  defaultValue={fields.amount!.initialValue ?? ''}
                />
              )}
            </DisciplineField>
            <DisciplineField field={fields.paymentStatus!} label={t('admin.discipline.payment')}>
              {(props) => (
                <select {...props} defaultValue={fields.paymentStatus!.initialValue ?? 'Unpaid'}>
                  {PAYMENT_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t(`admin.discipline.status.${status}`)}
                    </option>
                  ))}
                </select>
              )}
            </DisciplineField>
          </div>
          <DisciplineField field={fields.notes!} label={t('admin.discipline.notes')}>
            {(props) => (
              <input {...props} maxLength={300} defaultValue={fields.notes!.initialValue ?? ''} />
            )}
          </DisciplineField>
          <DisciplineField field={fields.notesEn!} label={t('admin.discipline.notesEn')}>
            {(props) => (
              <input
                {...props}
                maxLength={300}
                lang="en"
                defaultValue={fields.notesEn!.initialValue ?? ''}
              />
            )}
          </DisciplineField>
        </>
      )}
    </DisciplineFormCard>
  )
}
