import { getFormProps, useForm } from '@conform-to/react'
import { clsx } from 'clsx'
import { Form, useNavigation } from 'react-router'

import {
  type ScheduleAnswer,
  type ScheduleErrorCode,
  type MoveValues,
  parseCallOffForm,
  parseMoveForm,
} from '~/admin/schedule-form.ts'
import type { ScheduleFormView } from '~/admin/schedule-views.ts'
import { Link } from '~/components/ui/link.tsx'
import { type AdminTranslate, useAdminT } from '~/i18n/admin-text.ts'
import { MAX_STATUS_REASON } from '~/league/game-status.ts'

import {
  CalledOffBadge,
  ConsoleField,
  ConsoleFormCard,
  ConsoleFrame,
  ConsoleNotice,
  CsrfField,
  FieldError,
  primaryButtonClasses,
} from './console-frame.tsx'

type Props = { view: ScheduleFormView; answer?: ScheduleAnswer }

const checkClasses = 'accent-pitch-700 size-6 shrink-0'

type SectionProps = Props & { busy: boolean; t: AdminTranslate }

/** A field's error code in the operator's words. */
const wordOf = (t: AdminTranslate, code: unknown) =>
  typeof code === 'string' ? t(`admin.error.${code as ScheduleErrorCode}`) : undefined

/** Moving a game: its day, its time (empty: to be confirmed) and one of the league's fields. */
function MoveForm({ view, answer, busy, t }: SectionProps) {
  const [form, fields] = useForm<MoveValues, MoveValues, ScheduleErrorCode>({
    id: `schedule-move-${view.game.id}`,
    lastResult: answer?.form === 'move' ? (answer.result as never) : undefined,
    defaultValue: view.values,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseMoveForm(formData) as never,
  })
  return (
    <ConsoleFormCard
      formProps={getFormProps(form)}
      id="schedule-move"
      title={t('admin.scheduleForm.move')}
      intent="move"
      submit={busy ? t('admin.scheduleForm.saving') : t('admin.scheduleForm.moveSave')}
      busy={busy}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ConsoleField
          field={fields.date}
          label={t('admin.scheduleForm.date')}
          error={wordOf(t, fields.date.errors)}
        >
          {(props) => (
            <input {...props} type="date" required defaultValue={fields.date.initialValue ?? ''} />
          )}
        </ConsoleField>
        <ConsoleField
          field={fields.time}
          label={t('admin.scheduleForm.time')}
          hint={t('admin.scheduleForm.timeHelp')}
          error={wordOf(t, fields.time.errors)}
        >
          {(props) => (
            <input {...props} type="time" defaultValue={fields.time.initialValue ?? ''} />
          )}
        </ConsoleField>
      </div>
      <ConsoleField field={fields.field} label={t('admin.scheduleForm.field')}>
        {(props) => (
          <select {...props} defaultValue={fields.field.initialValue ?? ''}>
            <option value="">{t('admin.scheduleForm.fieldTbd')}</option>
            {view.fields.map((field) => (
              <option key={field} value={field}>
                {field}
              </option>
            ))}
          </select>
        )}
      </ConsoleField>
      {view.game.calledOff?.status === 'postponed' ? (
        <p className="text-slate-700">{t('admin.scheduleForm.moveHelp')}</p>
      ) : null}
      {answer?.problem === 'clash' ? (
        <label
          className="flex min-h-12 items-center gap-3 rounded-lg border border-amber-400 p-3 font-semibold text-slate-900"
          data-testid="schedule-clash-confirm"
        >
          <input type="checkbox" name={fields.clashConfirmed.name} className={checkClasses} />
          {answer.clashes?.length
            ? t('admin.scheduleForm.clashConfirm')
            : t('admin.scheduleForm.fieldClashConfirm')}
        </label>
      ) : null}
    </ConsoleFormCard>
  )
}

/** Calling a game off: postponed or cancelled, with the reason fans will read. */
function CallOffForm({ view, answer, busy, t }: SectionProps) {
  const current = view.game.calledOff
  const [form, fields] = useForm<
    { status: string; reason: string; reasonEn: string },
    { status: string; reason: string; reasonEn: string },
    ScheduleErrorCode
  >({
    id: `schedule-call-off-${view.game.id}`,
    lastResult: answer?.form === 'callOff' ? (answer.result as never) : undefined,
    defaultValue: {
      status: current?.status ?? '',
      reason: current?.reason ?? '',
      reasonEn: current?.reasonEn ?? '',
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseCallOffForm(formData) as never,
  })
  const status = fields.status.initialValue ?? ''
  return (
    <ConsoleFormCard
      formProps={getFormProps(form)}
      id="schedule-call-off"
      title={t('admin.scheduleForm.callOff')}
      intent="callOff"
      submit={busy ? t('admin.scheduleForm.saving') : t('admin.scheduleForm.callOffSave')}
      busy={busy}
      submitClassName="btn min-h-14 w-full bg-amber-700 text-lg text-white hover:bg-amber-800"
    >
      <fieldset
        aria-invalid={fields.status.errors ? true : undefined}
        aria-describedby={fields.status.errors ? fields.status.errorId : undefined}
      >
        <legend className="mb-1 block font-semibold text-slate-900">
          {t('admin.scheduleForm.status')}
        </legend>
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
        <FieldError id={fields.status.errorId} error={wordOf(t, fields.status.errors)} />
      </fieldset>
      <ConsoleField
        field={fields.reason}
        label={t('admin.scheduleForm.reason')}
        error={wordOf(t, fields.reason.errors)}
      >
        {(props) => (
          <textarea
            {...props}
            rows={2}
            maxLength={MAX_STATUS_REASON}
            required
            defaultValue={fields.reason.initialValue ?? ''}
            className={clsx(props.className, 'py-2')}
          />
        )}
      </ConsoleField>
      <ConsoleField
        field={fields.reasonEn}
        label={t('admin.scheduleForm.reasonEn')}
        hint={t('admin.scheduleForm.reasonEnHint')}
        error={wordOf(t, fields.reasonEn.errors)}
      >
        {(props) => (
          <textarea
            {...props}
            rows={2}
            maxLength={MAX_STATUS_REASON}
            lang="en"
            defaultValue={fields.reasonEn.initialValue ?? ''}
            className={clsx(props.className, 'py-2')}
          />
        )}
      </ConsoleField>
    </ConsoleFormCard>
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
      {answer?.problem === 'clash' ? (
        <ConsoleNotice kind="problem">
          <ClashList testId="schedule-clash" title={t('admin.scheduleForm.clash')}>
            {answer.clashes}
          </ClashList>
          <ClashList testId="schedule-field-clash" title={t('admin.scheduleForm.fieldClash')}>
            {answer.fieldClashes}
          </ClashList>
          <span className="mt-2 block font-normal">{t('admin.scheduleForm.clashHelp')}</span>
        </ConsoleNotice>
      ) : answer ? (
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
                className={primaryButtonClasses}
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

/** One kind of clash a move would make, with the games it names; nothing when there are none. */
function ClashList({
  testId,
  title,
  children,
}: {
  testId: string
  title: string
  children: readonly string[] | undefined
}) {
  if (!children?.length) return null
  return (
    <span className="mb-2 block">
      <span data-testid={testId}>{title}</span>
      <span className="mt-2 block font-normal">
        {children.map((clash) => (
          <span key={clash} className="name-wrap block">
            {clash}
          </span>
        ))}
      </span>
    </span>
  )
}
