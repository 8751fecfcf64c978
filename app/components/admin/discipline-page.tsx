import { frenchDe } from '~/i18n/french-de.ts'
import { Form, useNavigation } from 'react-router'

import type { DisciplineAnswer } from '~/admin/answers.ts'
import type { DisciplineView, FineItem } from '~/admin/discipline-views.ts'
import { useAdminT } from '~/i18n/admin-text.ts'
import { PAYMENT_STATUSES } from '~/league/index.ts'

import { ConsoleFrame, ConsoleNotice, CsrfField } from './console-frame.tsx'
import { inputClasses } from './discipline-fields.tsx'
import { FineForm, SuspensionForm } from './discipline-forms.tsx'

type Props = {
  discipline?: DisciplineView
  notice?: 'suspended' | 'lifted' | 'fined' | 'paid'
  answer?: DisciplineAnswer
}

const cardClasses = 'rounded-xl border border-slate-200 p-4'

function Suspensions({ view }: { view: DisciplineView }) {
  const t = useAdminT()
  const saving = useNavigation().state === 'submitting'
  return (
    <section className="section-card" aria-labelledby="suspensions-title">
      <h2 id="suspensions-title" className="section-card-title mb-3">
        {t('admin.discipline.suspensions')}
      </h2>
      {view.suspensions.length === 0 ? (
        <p className="text-slate-700">{t('admin.discipline.noSuspensions')}</p>
      ) : (
        <ul className="grid gap-3" data-testid="admin-suspensions">
          {view.suspensions.map((row) => (
            <li key={row.playerId} className={cardClasses} data-player-id={row.playerId}>
              <p className="name-wrap text-lg font-bold text-slate-900">{row.player}</p>
              <p className="text-slate-700">
                {[
                  row.team,
                  row.offence,
                  row.games !== undefined
                    ? t('admin.discipline.games', { count: row.games })
                    : undefined,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className="text-sm text-slate-600">
                {[
                  row.asOf ? t('admin.discipline.since', { date: row.asOf }) : undefined,
                  row.returnDate
                    ? t('admin.discipline.until', { date: row.returnDate })
                    : undefined,
                  row.fine ? t('admin.discipline.fineOf', { amount: row.fine }) : undefined,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <Form method="post" className="mt-3">
                <CsrfField />
                <input type="hidden" name="intent" value="lift" />
                <input type="hidden" name="playerId" value={row.playerId} />
                <button
                  type="submit"
                  disabled={saving}
                  aria-label={t('admin.discipline.liftLabel', {
                    player: row.player,
                    ofPlayer: frenchDe(row.player),
                  })}
                  className="btn border-pitch-700 text-pitch-800 hover:bg-pitch-50 dark:text-pitch-100 min-h-12 w-full border-2 text-base sm:w-auto"
                >
                  {t('admin.discipline.lift')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function FineItems({ fines }: { fines: FineItem[] }) {
  const t = useAdminT()
  const saving = useNavigation().state === 'submitting'
  return (
    <ul className="grid gap-3">
      {fines.map((fine) => (
        <li key={fine.id} className={cardClasses} data-fine-id={fine.id}>
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="name-wrap text-lg font-bold text-slate-900">{fine.team}</span>
            <span className="text-lg font-extrabold whitespace-nowrap text-slate-900">
              {fine.amount}
            </span>
          </p>
          <p className="text-sm text-slate-600">
            {[fine.notes, fine.updated ? t('admin.discipline.updated', { date: fine.updated }) : '']
              .filter(Boolean)
              .join(' · ')}
          </p>
          <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
            <CsrfField />
            <input type="hidden" name="intent" value="pay" />
            <input type="hidden" name="fineId" value={fine.id} />
            <label className="min-w-0 flex-1">
              <span className="sr-only">
                {t('admin.discipline.paymentOf', {
                  team: fine.team,
                  ofTeam: frenchDe(fine.team),
                  amount: fine.amount,
                })}
              </span>
              <select
                name="paymentStatus"
                defaultValue={fine.status || ''}
                className={inputClasses(false)}
              >
                {fine.status ? null : (
                  <option value="">{t('admin.discipline.status.unknown')}</option>
                )}
                {PAYMENT_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`admin.discipline.status.${status}`)}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="submit"
              disabled={saving}
              className="btn bg-pitch-700 hover:bg-pitch-800 min-h-12 text-base text-white"
            >
              {t('admin.discipline.savePayment')}
            </button>
          </Form>
        </li>
      ))}
    </ul>
  )
}

/** Fines still to collect first; the paid ones folded away (a season has dozens). */
function Fines({ view }: { view: DisciplineView }) {
  const t = useAdminT()
  const { openFines: open, paidFines: paid } = view
  return (
    <section className="section-card" aria-labelledby="fines-title" data-testid="admin-fines">
      <h2 id="fines-title" className="section-card-title mb-3">
        {t('admin.discipline.fines')}
      </h2>
      {open.length + paid.length === 0 ? (
        <p className="text-slate-700">{t('admin.discipline.noFines')}</p>
      ) : (
        <>
          {open.length === 0 ? (
            <p className="text-slate-700">{t('admin.discipline.allPaid')}</p>
          ) : (
            <FineItems fines={open} />
          )}
          {paid.length > 0 ? (
            <details className="mt-4">
              <summary className="min-h-11 cursor-pointer py-2.5 font-semibold text-slate-900">
                {t('admin.discipline.paidFines', { count: paid.length })}
              </summary>
              <div className="mt-2">
                <FineItems fines={paid} />
              </div>
            </details>
          ) : null}
        </>
      )}
    </section>
  )
}

/** The season's suspensions and fines, and the forms that change them. */
export function DisciplinePage({ discipline, notice, answer }: Props) {
  const t = useAdminT()
  return (
    <ConsoleFrame title={t('admin.discipline.title')}>
      {notice && !answer ? (
        <ConsoleNotice kind="success">{t(`admin.discipline.done.${notice}`)}</ConsoleNotice>
      ) : null}
      {answer ? (
        <ConsoleNotice kind="problem">
          {answer.problem === 'refused'
            ? t('admin.discipline.refused', { reason: answer.reason ?? '' })
            : t('admin.discipline.invalid')}
        </ConsoleNotice>
      ) : null}
      {!discipline ? (
        <ConsoleNotice kind="problem">{t('admin.unavailable')}</ConsoleNotice>
      ) : (
        <div className="grid gap-6">
          <p className="text-lg font-semibold text-slate-700">
            {t('admin.discipline.season', { season: discipline.seasonName })}
          </p>
          <Suspensions view={discipline} />
          <SuspensionForm view={discipline} answer={answer} />
          <Fines view={discipline} />
          <FineForm view={discipline} answer={answer} />
        </div>
      )}
    </ConsoleFrame>
  )
}
