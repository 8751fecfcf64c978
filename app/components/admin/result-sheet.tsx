import { type FieldMetadata, getFormProps, useForm } from '@conform-to/react'
import { clsx } from 'clsx'
import { Form, useNavigation } from 'react-router'

import type { SheetAnswer } from '~/admin/answers.ts'
import type {
  LineValues,
  RosterEntry,
  SheetSide,
  SheetValues,
  SheetView,
} from '~/admin/console-views.ts'
import { type ResultErrorCode, MAX_FIGURE, parseResultSheet } from '~/admin/result-form.ts'
import { Link } from '~/components/ui/link.tsx'
import { frenchDe } from '~/i18n/french-de.ts'
import { type AdminTranslate, useAdminT } from '~/i18n/admin-text.ts'

import {
  ConsoleField,
  ConsoleFrame,
  ConsoleNotice,
  CsrfField,
  FieldError,
  primaryButtonClasses,
} from './console-frame.tsx'

type Props = { sheet: SheetView; answer?: SheetAnswer }

const numberClasses = (invalid: boolean, big = false) =>
  clsx(
    'bg-surface block w-full rounded-lg border text-center font-bold text-slate-900 focus:ring-2 focus:outline-none',
    big ? 'min-h-14 text-3xl' : 'min-h-12 text-lg',
    invalid
      ? 'border-red-600 focus:ring-red-600/25'
      : 'focus:border-pitch-600 focus:ring-pitch-600/30 border-slate-300',
  )

const checkClasses = 'accent-pitch-700 size-6 shrink-0'

/** A count field (score, shootout figure): its label, its error under it. */
function CountField({
  field,
  label,
  big,
  t,
}: {
  field: FieldMetadata<string, Record<string, unknown>, ResultErrorCode>
  label: string
  big?: boolean
  t: AdminTranslate
}) {
  const error = field.errors as ResultErrorCode | undefined
  return (
    <ConsoleField field={field} label={label} error={error ? t(`admin.error.${error}`) : undefined}>
      {(props) => (
        <input
          {...props}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_FIGURE}
          defaultValue={field.initialValue ?? ''}
          className={numberClasses(Boolean(error), big)}
        />
      )}
    </ConsoleField>
  )
}

const FIGURES = ['goals', 'assists', 'yellow', 'red'] as const

/** One player's line: present or not, then goals, assists, yellow and red cards. */
function PlayerLine({
  player,
  line,
  t,
}: {
  player: RosterEntry
  line: FieldMetadata<LineValues, Record<string, unknown>, ResultErrorCode>
  t: AdminTranslate
}) {
  const fields = line.getFieldset()
  const label = player.number !== undefined ? `${player.name} (#${player.number})` : player.name
  return (
    <li
      className="rounded-xl border border-slate-200 p-3"
      data-testid="sheet-line"
      data-player-id={player.id}
    >
      <input type="hidden" name={fields.id.name} value={player.id} />
      <label className="flex min-h-11 items-center gap-3 font-semibold text-slate-900">
        <input
          type="checkbox"
          name={fields.played.name}
          defaultChecked={fields.played.initialValue === 'on'}
          className={checkClasses}
          aria-label={t('admin.sheet.playedBy', { player: player.name })}
        />
        <span className="name-wrap">{label}</span>
      </label>
      <div className="mt-2 grid grid-cols-4 gap-2">
        {FIGURES.map((figure) => {
          const field = fields[figure]
          const error = field.errors as ResultErrorCode | undefined
          return (
            <div key={figure}>
              <span
                aria-hidden="true"
                className="block text-center text-xs font-semibold text-slate-600"
              >
                {t(`admin.sheet.${figure}`)}
              </span>
              <input
                name={field.name}
                id={field.id}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_FIGURE}
                defaultValue={field.initialValue ?? ''}
                placeholder="0"
                aria-label={t('admin.sheet.figureOf', {
                  figure: t(`admin.sheet.${figure}`),
                  player: player.name,
                  ofPlayer: frenchDe(player.name),
                })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? field.errorId : undefined}
                className={numberClasses(Boolean(error))}
              />
              <FieldError
                id={field.errorId}
                error={error ? t(`admin.error.${error}`) : undefined}
              />
            </div>
          )
        })}
      </div>
    </li>
  )
}

function TeamLines({
  side,
  lines,
  t,
  testId,
}: {
  side: SheetSide
  lines: Array<FieldMetadata<LineValues, Record<string, unknown>, ResultErrorCode>>
  t: AdminTranslate
  testId: string
}) {
  const groups = [
    { title: t('admin.sheet.players'), players: side.players, offset: 0 },
    { title: t('admin.sheet.keepers'), players: side.keepers, offset: side.players.length },
  ]
  return (
    <section className="section-card" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h2 id={`${testId}-title`} className="section-card-title mb-3">
        {side.name}
      </h2>
      {side.players.length + side.keepers.length === 0 ? (
        <p className="text-slate-700">{t('admin.sheet.noRoster')}</p>
      ) : (
        groups.map((group) =>
          group.players.length === 0 ? null : (
            <div key={group.title} className="mt-3">
              <h3 className="mb-2 font-bold text-slate-700">{group.title}</h3>
              <ul className="grid gap-2">
                {group.players.map((player, index) => (
                  <PlayerLine
                    key={player.id}
                    player={player}
                    line={lines[group.offset + index]!}
                    t={t}
                  />
                ))}
              </ul>
            </div>
          ),
        )
      )}
    </section>
  )
}

/**
 * The result sheet on Conform: the same schema checks it in the browser before posting and in the
 * action; a refused post comes back with every value as typed and the errors beside their fields.
 */
export function ResultSheet({ sheet, answer }: Props) {
  const t = useAdminT()
  const navigation = useNavigation()
  const saving = navigation.state === 'submitting'
  const [form, fields] = useForm<SheetValues, SheetValues, ResultErrorCode>({
    id: `result-${sheet.game.id}`,
    lastResult: answer?.result as never,
    defaultValue: sheet.values,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseResultSheet(formData) as never,
  })
  const { game, home, away } = sheet
  const homeLines = fields.home.getFieldList()
  const awayLines = fields.away.getFieldList()
  const forfeit = fields.forfeit.initialValue ?? ''
  return (
    <ConsoleFrame title={`${game.home} – ${game.away}`}>
      <p className="mb-1">
        <Link
          to="/admin"
          className="text-pitch-700 inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4"
        >
          <span aria-hidden="true">←</span> {t('admin.sheet.back')}
        </Link>
      </p>
      <p className="mb-5 text-slate-700">
        {[game.division, game.dateLabel, game.time, game.field].filter(Boolean).join(' · ')}
        <br />
        <span className="font-semibold">
          {t(game.finished ? 'admin.sheet.status.finished' : 'admin.sheet.status.upcoming')}
        </span>
      </p>
      {answer ? (
        <ConsoleNotice kind="problem">
          {answer.problem === 'refused'
            ? t('admin.sheet.refused', { reason: answer.reason ?? '' })
            : t('admin.sheet.invalid')}
        </ConsoleNotice>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <CsrfField />
        <section className="section-card" aria-labelledby="sheet-score-title">
          <h2 id="sheet-score-title" className="section-card-title mb-3">
            {t('admin.sheet.score')}
          </h2>
          <div className="grid grid-cols-2 gap-3">
            <CountField
              field={fields.homeScore}
              label={t('admin.sheet.goalsOf', { team: home.name, ofTeam: frenchDe(home.name) })}
              big
              t={t}
            />
            <CountField
              field={fields.awayScore}
              label={t('admin.sheet.goalsOf', { team: away.name, ofTeam: frenchDe(away.name) })}
              big
              t={t}
            />
          </div>
          <label className="mt-4 flex min-h-11 items-center gap-3 font-semibold text-slate-900">
            <input
              type="checkbox"
              name={fields.overtime.name}
              defaultChecked={fields.overtime.initialValue === 'on'}
              className={checkClasses}
            />
            {t('admin.sheet.overtime')}
          </label>
          <fieldset className="mt-3">
            <legend className="mb-1 font-semibold text-slate-900">
              {t('admin.sheet.forfeit')}
            </legend>
            <div className="grid gap-1 sm:grid-cols-3">
              {(
                [
                  ['', t('admin.sheet.forfeitNone')],
                  [
                    'home',
                    t('admin.sheet.forfeitBy', { team: home.name, ofTeam: frenchDe(home.name) }),
                  ],
                  [
                    'away',
                    t('admin.sheet.forfeitBy', { team: away.name, ofTeam: frenchDe(away.name) }),
                  ],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex min-h-11 items-center gap-3 text-slate-900">
                  <input
                    type="radio"
                    name={fields.forfeit.name}
                    value={value}
                    defaultChecked={forfeit === value}
                    className={checkClasses}
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <details
            className="mt-3"
            open={Boolean(fields.homeShootoutGoals.initialValue) || undefined}
          >
            <summary className="min-h-11 cursor-pointer py-2.5 font-semibold text-slate-900">
              {t('admin.sheet.shootout')}
            </summary>
            <div className="mt-2 grid grid-cols-2 gap-3">
              <CountField
                field={fields.homeShootoutGoals}
                label={t('admin.sheet.shootoutGoals', { team: home.name })}
                t={t}
              />
              <CountField
                field={fields.awayShootoutGoals}
                label={t('admin.sheet.shootoutGoals', { team: away.name })}
                t={t}
              />
              <CountField
                field={fields.homeShootoutAttempts}
                label={t('admin.sheet.shootoutAttempts', { team: home.name })}
                t={t}
              />
              <CountField
                field={fields.awayShootoutAttempts}
                label={t('admin.sheet.shootoutAttempts', { team: away.name })}
                t={t}
              />
            </div>
          </details>
        </section>
        <TeamLines side={home} lines={homeLines} t={t} testId="sheet-home" />
        <TeamLines side={away} lines={awayLines} t={t} testId="sheet-away" />
        <div className="bg-surface/95 sticky bottom-0 -mx-4 border-t border-slate-200 px-4 py-3">
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={saving}
            className={primaryButtonClasses}
          >
            {saving ? t('admin.sheet.saving') : t('admin.sheet.save')}
          </button>
        </div>
      </Form>
      {game.finished ? (
        <Form method="post" className="section-card mt-6 grid gap-3">
          <CsrfField />
          <p className="text-slate-700">{t('admin.sheet.unfinishHelp')}</p>
          <button
            type="submit"
            name="intent"
            value="unfinish"
            disabled={saving}
            className="btn min-h-12 bg-red-700 text-base text-white hover:bg-red-800"
          >
            {t('admin.sheet.unfinish')}
          </button>
        </Form>
      ) : null}
    </ConsoleFrame>
  )
}
