import type { FieldMetadata, FieldName, FormMetadata } from '@conform-to/react'
import { clsx } from 'clsx'
import type { ChangeEvent } from 'react'

import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import { MAX_ROWS, type RowGroup } from '~/registration/form-data.ts'
import {
  type FieldError,
  PERSON_FIELDS,
  type PersonRowValues,
  type RegistrationFormValues,
} from '~/registration/form-values.ts'

import { fieldErrorText } from './error-text.ts'
import { PERSON_FIELD_SPECS } from './field-specs.ts'
import { Field, FieldMessage, SpecField } from './fields.tsx'

export type RegistrationFormMeta = FormMetadata<RegistrationFormValues, FieldError>
export type RowListMeta = FieldMetadata<PersonRowValues[], RegistrationFormValues, FieldError>

type Props = {
  group: RowGroup
  form: RegistrationFormMeta
  list: RowListMeta
  canAdd: boolean
  focusSoon: (id: string) => void
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** As a click, so Conform sees it. */
function untickOtherCaptains(event: ChangeEvent<HTMLInputElement>) {
  const box = event.currentTarget
  if (!box.checked || !box.form) return
  for (const other of box.form.querySelectorAll<HTMLInputElement>(
    'input[type="checkbox"][name^="players["][name$=".isCaptain"]',
  )) {
    if (other !== box && other.checked) other.click()
  }
}

export function PersonRows({ group, form, list, canAdd, focusSoon }: Props) {
  const t = useT()
  const isPlayers = group === 'players'
  const max = MAX_ROWS[group]
  const rows = list.getFieldList()
  const listName = list.name as string as FieldName<PersonRowValues[]>
  const groupError = fieldErrorText(t, list.errors)
  const rowLabel = (index: number) =>
    t(isPlayers ? 'registration.person.player' : 'registration.person.goalkeeper', {
      number: index + 1,
    })

  return (
    <div className="space-y-4">
      {groupError ? (
        <div
          id={`${group}-error`}
          tabIndex={-1}
          data-invalid=""
          className="scroll-mt-28 focus:outline-none"
        >
          <FieldMessage id={`${group}-error-message`} message={groupError} />
        </div>
      ) : null}
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
          {t(isPlayers ? 'registration.rows.emptyPlayers' : 'registration.rows.emptyGoalkeepers')}
        </p>
      ) : null}
      <ol className="space-y-4">
        {rows.map((row, index) => {
          const id = (field: string) => `${group}-${index}-${field}`
          const person = row.getFieldset()
          const captainError = fieldErrorText(t, person.isCaptain.errors)
          const captain = person.isCaptain.value === 'on'
          return (
            <li key={row.key ?? index} data-testid={`${group}-row`}>
              <fieldset
                className={clsx(
                  '@container rounded-xl border bg-slate-50/60 p-3 sm:p-5',
                  captain ? 'border-pitch-500 ring-pitch-500/40 ring-1' : 'border-slate-200',
                )}
              >
                <legend className="sr-only">{rowLabel(index)}</legend>
                <div className="mb-3 flex flex-wrap items-center gap-x-2 gap-y-2">
                  <p
                    aria-hidden="true"
                    className="flex items-center gap-2 text-sm font-bold text-slate-900"
                  >
                    <span className="bg-pitch-700 inline-flex size-7 items-center justify-center rounded-full text-xs text-white tabular-nums">
                      {index + 1}
                    </span>
                    {rowLabel(index)}
                  </p>
                  {isPlayers ? (
                    <Field
                      kind="checkbox"
                      id={id('isCaptain')}
                      name={person.isCaptain.name}
                      defaultChecked={person.isCaptain.initialValue === 'on'}
                      onChange={untickOtherCaptains}
                      error={captainError}
                      className="contents"
                      labelClassName={clsx(
                        'ml-auto inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm font-semibold select-none @xs:px-3',
                        captain
                          ? 'bg-pitch-100 text-pitch-900'
                          : 'text-slate-700 hover:bg-slate-100',
                      )}
                      boxClassName="size-5"
                      label={
                        <span className="inline-flex items-center gap-2">
                          <Icon name="crown" className="hidden size-4 text-amber-600 @xs:block" />
                          {t('registration.person.captain')}
                        </span>
                      }
                    />
                  ) : null}
                  <div className={clsx('flex items-center gap-1', !isPlayers && 'ml-auto')}>
                    <button
                      type="submit"
                      {...form.remove.getButtonProps({ name: listName, index })}
                      onClick={() => focusSoon(`add-${group}`)}
                      className="inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700"
                      aria-label={t('registration.rows.remove', { label: rowLabel(index) })}
                      title={t('registration.rows.remove', { label: rowLabel(index) })}
                    >
                      <Icon name="trash-2" className="size-5" />
                    </button>
                  </div>
                </div>
                <div className="grid gap-x-4 gap-y-3 @md:grid-cols-2 @3xl:grid-cols-6">
                  {PERSON_FIELDS.map((field) => (
                    <SpecField
                      key={field}
                      spec={PERSON_FIELD_SPECS[field]}
                      label={t(`registration.person.${field}`)}
                      state={{
                        id: id(field),
                        name: person[field].name,
                        defaultValue: text(person[field].initialValue),
                        error: fieldErrorText(t, person[field].errors),
                      }}
                    />
                  ))}
                </div>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          {...form.insert.getButtonProps({ name: listName })}
          onClick={() => focusSoon(`${group}-${rows.length}-firstName`)}
          disabled={rows.length >= max || !canAdd}
          id={`add-${group}`}
          data-testid={`add-${group}`}
          className="border-pitch-600 text-pitch-800 hover:bg-pitch-50 inline-flex min-h-11 items-center gap-2 rounded-lg border border-dashed px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-transparent"
        >
          <Icon name="plus" className="size-4" />
          {t(isPlayers ? 'registration.rows.addPlayer' : 'registration.rows.addGoalkeeper')}
        </button>
        <p className="text-sm text-slate-500 tabular-nums" aria-live="polite">
          {t('registration.rows.count', { count: rows.length, max })}
        </p>
      </div>
    </div>
  )
}
