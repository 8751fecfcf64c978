import { getFormProps, useForm } from '@conform-to/react'
import { clsx } from 'clsx'
import { Form, useNavigation } from 'react-router'

import {
  type ScheduleAnswer,
  type ScheduleErrorCode,
  parseCallOffForm,
  parseMoveForm,
} from '~/admin/schedule-form.ts'
import type { ScheduleFormValues, ScheduleFormView } from '~/admin/schedule-views.ts'
import { Link } from '~/components/ui/link.tsx'
import { type AdminTranslate, useAdminT } from '~/i18n/admin-text.ts'
import { MAX_STATUS_REASON } from '~/league/game-status.ts'

import { CalledOffBadge, ConsoleFrame, ConsoleNotice, CsrfField } from './console-frame.tsx'

type Props = { view: ScheduleFormView; answer?: ScheduleAnswer }

const inputClasses = (invalid: boolean) =>
  clsx(
    'bg-surface block min-h-12 w-full rounded-lg border px-3 text-lg text-slate-900 focus:ring-2 focus:outline-none',
    invalid
      ? 'border-red-600 focus:ring-red-600/25'
      : 'focus:border-pitch-600 focus:ring-pitch-600/30 border-slate-300',
  )

const labelClasses = 'mb-1 block font-semibold text-slate-900'
const checkClasses = 'accent-pitch-700 size-6 shrink-0'

function ErrorText({ id, code, t }: { id: string; code: unknown; t: AdminTranslate }) {
  if (typeof code !== 'string') return null
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {t(`admin.error.${code as ScheduleErrorCode}`)}
    </p>
  )
}

/** Moving a game: its day, its time (empty: to be confirmed) and one of the league's fields. */
function MoveForm({ view, answer, busy, t }: SectionProps) {
  const [form, fields] = useForm<ScheduleFormValues, ScheduleFormValues, ScheduleErrorCode>({
    id: `schedule-move-${view.game.id}`,
    lastResult: answer?.form === 'move' ? (answer.result as never) : undefined,
    defaultValue: view.values,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseMoveForm(formData) as never,
  })
  const describedBy = (field: { errors?: unknown; errorId: string }, help?: string) =>
    [field.errors ? field.errorId : undefined, help].filter(Boolean).join(' ') || undefined
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="section-card grid gap-4"
      aria-labelledby="schedule-move-title"
    >
      <h2 id="schedule-move-title" className="section-card-title">
        {t('admin.scheduleForm.move')}
      </h2>
      <CsrfField />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fields.date.id} className={labelClasses}>
            {t('admin.scheduleForm.date')}
          </label>
          <input
            id={fields.date.id}
            name={fields.date.name}
            type="date"
            required
            defaultValue={fields.date.initialValue ?? ''}
            aria-invalid={fields.date.errors ? true : undefined}
            aria-describedby={describedBy(fields.date)}
            className={inputClasses(Boolean(fields.date.errors))}
          />
          <ErrorText id={fields.date.errorId} code={fields.date.errors} t={t} />
        </div>
        <div>
          <label htmlFor={fields.time.id} className={labelClasses}>
            {t('admin.scheduleForm.time')}
          </label>
          <input
            id={fields.time.id}
            name={fields.time.name}
            type="time"
            defaultValue={fields.time.initialValue ?? ''}
            aria-invalid={fields.time.errors ? true : undefined}
            aria-describedby={describedBy(fields.time, `${fields.time.id}-help`)}
            className={inputClasses(Boolean(fields.time.errors))}
          />
          <p id={`${fields.time.id}-help`} className="mt-1 text-sm text-slate-600">
            {t('admin.scheduleForm.timeHelp')}
          </p>
          <ErrorText id={fields.time.errorId} code={fields.time.errors} t={t} />
        </div>
      </div>
      <div>
        <label htmlFor={fields.field.id} className={labelClasses}>
          {t('admin.scheduleForm.field')}
        </label>
        <select
          id={fields.field.id}
          name={fields.field.name}
          defaultValue={fields.field.initialValue ?? ''}
          className={inputClasses(Boolean(fields.field.errors))}
        >
          <option value="">{t('admin.scheduleForm.fieldTbd')}</option>
          {view.fields.map((field) => (
            <option key={field} value={field}>
              {field}
            </option>
          ))}
        </select>
      </div>
      {view.game.calledOff?.status === 'postponed' ? (
        <p className="text-slate-700">{t('admin.scheduleForm.moveHelp')}</p>
      ) : null}
      <button
        type="submit"
        name="intent"
        value="move"
        disabled={busy}
        className="btn bg-pitch-700 hover:bg-pitch-800 min-h-14 w-full text-lg text-white"
      >
        {busy ? t('admin.scheduleForm.saving') : t('admin.scheduleForm.moveSave')}
      </button>
    </Form>
  )
}

type SectionProps = Props & { busy: boolean; t: AdminTranslate }

/** Calling a game off: postponed or cancelled, with the reason fans will read. */
function CallOffForm({ view, answer, busy, t }: SectionProps) {
  const current = view.game.calledOff
  const [form, fields] = useForm<
    { status: string; reason: string },
    { status: string; reason: string },
    ScheduleErrorCode
  >({
    id: `schedule-call-off-${view.game.id}`,
    lastResult: answer?.form === 'callOff' ? (answer.result as never) : undefined,
    defaultValue: { status: current?.status ?? '', reason: current?.reason ?? '' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseCallOffForm(formData) as never,
  })
  const status = fields.status.initialValue ?? ''
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="section-card grid gap-4"
      aria-labelledby="schedule-call-off-title"
    >
      <h2 id="schedule-call-off-title" className="section-card-title">
        {t('admin.scheduleForm.callOff')}
      </h2>
      <CsrfField />
      <fieldset
        aria-invalid={fields.status.errors ? true : undefined}
        aria-describedby={fields.status.errors ? fields.status.errorId : undefined}
      >
        <legend className={labelClasses}>{t('admin.scheduleForm.status')}</legend>
        <div className="grid gap-1">
          {(['postponed', 'cancelled'] as const).map((value) => (
            <label key={value} className="flex min-h-12 items-center gap-3 text-slate-900">
              <input
                type="radio"
                name={fields.status.name}
                value={value}
                defaultChecked={status === value}
                className={checkClasses}
              />
              {t(`admin.scheduleForm.${value}`)}
            </label>
          ))}
        </div>
        <ErrorText id={fields.status.errorId} code={fields.status.errors} t={t} />
      </fieldset>
      <div>
        <label htmlFor={fields.reason.id} className={labelClasses}>
          {t('admin.scheduleForm.reason')}
        </label>
        <textarea
          id={fields.reason.id}
          name={fields.reason.name}
          rows={2}
          maxLength={MAX_STATUS_REASON}
          required
          defaultValue={fields.reason.initialValue ?? ''}
          aria-invalid={fields.reason.errors ? true : undefined}
          aria-describedby={fields.reason.errors ? fields.reason.errorId : undefined}
          className={clsx(inputClasses(Boolean(fields.reason.errors)), 'py-2')}
        />
        <ErrorText id={fields.reason.errorId} code={fields.reason.errors} t={t} />
      </div>
      <button
        type="submit"
        name="intent"
        value="callOff"
        disabled={busy}
        className="btn min-h-14 w-full bg-amber-700 text-lg text-white hover:bg-amber-800"
      >
        {busy ? t('admin.scheduleForm.saving') : t('admin.scheduleForm.callOffSave')}
      </button>
    </Form>
  )
}

/**
 * A game's schedule form (two Conform forms on the schemas the action runs again): move it, or
 * call it off with a reason; a game called off can be put back on the schedule in one tap.
 */
export function ScheduleFormPage({ view, answer }: Props) {
  const t = useAdminT()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const { game } = view
  return (
    <ConsoleFrame title={`${game.home} – ${game.away}`}>
      <p className="mb-1">
        <Link
          to="/admin/schedule"
          className="text-pitch-700 inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4"
        >
          <span aria-hidden="true">←</span> {t('admin.scheduleForm.back')}
        </Link>
      </p>
      <p className="mb-5 text-slate-700" data-testid="schedule-game-line">
        {[
          game.division,
          game.dateLabel || t('admin.schedule.undated'),
          game.time || t('admin.tonight.timeTbd'),
          game.field || t('admin.schedule.fieldTbd'),
        ].join(' · ')}
      </p>
      {answer ? (
        <ConsoleNotice kind="problem">
          {answer.problem === 'refused'
            ? t('admin.scheduleForm.refused', { reason: answer.reason ?? '' })
            : t('admin.scheduleForm.invalid')}
        </ConsoleNotice>
      ) : null}
      {game.finished ? (
        <div className="section-card grid gap-3">
          <p className="text-slate-800">{t('admin.scheduleForm.finished')}</p>
          <Link
            to={`/admin/match/${encodeURIComponent(game.id)}`}
            className="text-pitch-700 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            {t('admin.scheduleForm.openSheet')}
          </Link>
        </div>
      ) : (
        <div className="grid gap-6">
          {game.calledOff ? (
            <Form method="post" className="section-card grid gap-3" data-testid="schedule-current">
              <CsrfField />
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                <CalledOffBadge calledOff={game.calledOff} t={t} />
                {t(`admin.scheduleForm.current.${game.calledOff.status}`)}
              </p>
              {game.calledOff.reason ? (
                <p className="text-slate-800">
                  {t('admin.scheduleForm.currentReason', { reason: game.calledOff.reason })}
                </p>
              ) : null}
              <p className="text-slate-700">{t('admin.scheduleForm.restoreHelp')}</p>
              <button
                type="submit"
                name="intent"
                value="restore"
                disabled={busy}
                className="btn bg-pitch-700 hover:bg-pitch-800 min-h-14 w-full text-lg text-white"
              >
                {t('admin.scheduleForm.restore')}
              </button>
            </Form>
          ) : null}
          {game.calledOff?.status === 'cancelled' ? null : (
            <MoveForm view={view} answer={answer} busy={busy} t={t} />
          )}
          <CallOffForm view={view} answer={answer} busy={busy} t={t} />
        </div>
      )}
    </ConsoleFrame>
  )
}
