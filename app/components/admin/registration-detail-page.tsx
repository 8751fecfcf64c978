import { getFormProps, useForm } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'

import type { ReviewAnswer } from '~/admin/answers.ts'
import type {
  PersonView,
  RegistrationDetailView,
  ReviewStateView,
} from '~/admin/registration-desk-view.ts'
import type { ReviewErrorCode, ReviewValues } from '~/admin/registration-review.ts'
import { MAX_REVIEW_NOTES } from '~/admin/registration-status.ts'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useDeskT } from '~/admin/registration-desk-text.ts'

import { ConsoleFrame, ConsoleNotice, CsrfField, FieldError } from './console-frame.tsx'
import { RegistrationStatusBadge, STATUS_LABELS } from './registration-status-badge.tsx'

/** A language in its own words, as language pickers name them. */
const LANGUAGE_NAMES: Record<string, string> = { fr: 'Français', en: 'English' }

type Props = {
  registration: RegistrationDetailView
  saved?: boolean
  answer?: ReviewAnswer
}

/** The review: status (radio buttons, big targets) and private notes, on Conform. */
function ReviewForm({ registration, answer }: Omit<Props, 'saved'>) {
  const t = useDeskT()
  const saving = useNavigation().state === 'submitting'
  const [form, fields] = useForm<ReviewValues, ReviewValues, ReviewErrorCode>({
    id: `review-${registration.id}`,
    lastResult: answer?.result as never,
    defaultValue: { status: registration.review.status, notes: registration.review.notes },
    // Checked by the action's schema; the browser's own checks (required, maxLength) come first.
  })
  const statusError = fields.status.errors?.[0] as ReviewErrorCode | undefined
  const notesError = fields.notes.errors?.[0] as ReviewErrorCode | undefined
  const current = fields.status.initialValue ?? registration.review.status
  // After a conflict, the review now stored rather than the one the page was drawn with.
  const stored = answer?.current ?? registration.review
  return (
    <section className="section-card mb-6" aria-labelledby="review-title">
      <h2 id="review-title" className="section-card-title mb-3">
        {t('desk.page.review')}
      </h2>
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <CsrfField />
        {/* After a conflict, the review now stored: saving again replaces it knowingly. */}
        <input type="hidden" name="seen" value={stored.version} />
        <fieldset aria-describedby={statusError ? fields.status.errorId : undefined}>
          <legend className="mb-1 font-semibold text-slate-900">{t('desk.page.status')}</legend>
          <div className="grid gap-1 sm:grid-cols-2">
            {registration.statuses.map((status) => (
              <label key={status} className="flex min-h-11 items-center gap-3 text-slate-900">
                <input
                  type="radio"
                  required
                  name={fields.status.name}
                  value={status}
                  defaultChecked={current === status}
                  className="accent-pitch-700 size-6 shrink-0"
                />
                {t(STATUS_LABELS[status])}
              </label>
            ))}
          </div>
          <FieldError
            id={fields.status.errorId}
            error={statusError && t(`desk.error.${statusError}`)}
          />
        </fieldset>
        <div>
          <label htmlFor={fields.notes.id} className="mb-1 block font-semibold text-slate-900">
            {t('desk.page.notes')}
          </label>
          <textarea
            id={fields.notes.id}
            name={fields.notes.name}
            defaultValue={fields.notes.initialValue ?? ''}
            rows={4}
            maxLength={MAX_REVIEW_NOTES}
            aria-invalid={notesError ? true : undefined}
            aria-describedby={`${fields.notes.id}-help${notesError ? ` ${fields.notes.errorId}` : ''}`}
            className="bg-surface w-full rounded-lg border border-slate-300 p-3 text-base text-slate-900"
          />
          <p id={`${fields.notes.id}-help`} className="mt-1 text-sm text-slate-600">
            {t('desk.page.notesHelp')}
          </p>
          <FieldError
            id={fields.notes.errorId}
            error={notesError && t(`desk.error.${notesError}`)}
          />
        </div>
        {stored.updated ? (
          <p className="text-sm text-slate-600" data-testid="review-updated">
            {t('desk.page.updated', {
              date: stored.updated,
              operator: stored.updatedBy ?? '',
            })}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={saving}
          className={buttonClasses(
            'primary',
            'min-h-12 w-full text-base sm:w-auto sm:justify-self-start',
          )}
        >
          {saving ? t('desk.page.saving') : t('desk.page.save')}
        </button>
      </Form>
    </section>
  )
}

/** What another operator saved meanwhile, beside the form that still holds what was typed. */
function ConflictNotice({ current }: { current: ReviewStateView }) {
  const t = useDeskT()
  return (
    <ConsoleNotice kind="problem">
      <span data-testid="review-conflict">
        {t('desk.page.conflict', {
          operator: current.updatedBy ?? '',
          date: current.updated ?? '',
        })}
        <br />
        {t('desk.page.conflictStatus', { status: t(STATUS_LABELS[current.status]) })}
        {current.notes ? (
          <>
            <br />
            {t('desk.page.conflictNotes', { notes: current.notes })}
          </>
        ) : null}
        <br />
        {t('desk.page.conflictAgain')}
      </span>
    </ConsoleNotice>
  )
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  const shown = rows.filter(([, value]) => value !== '' && value !== null)
  return (
    <dl className="grid gap-2">
      {shown.map(([label, value]) => (
        <div key={label} className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-3">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="name-wrap break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function People({
  title,
  people,
  testId,
}: {
  title: string
  people: PersonView[]
  testId: string
}) {
  const t = useDeskT()
  return (
    <section className="section-card" aria-label={title} data-testid={testId}>
      <h2 className="section-card-title mb-3">{title}</h2>
      {people.length === 0 ? (
        <p className="text-slate-700">{t('desk.page.nobody')}</p>
      ) : (
        <ul className="grid gap-2">
          {people.map((person, index) => (
            <li key={index} className="rounded-lg border border-slate-200 p-3">
              <p className="name-wrap font-bold text-slate-900">
                {person.name}
                {person.isCaptain ? (
                  <span className="text-pitch-700 ms-2 text-sm font-bold">
                    {t('desk.page.captainMark')}
                  </span>
                ) : null}
              </p>
              <p className="text-sm [overflow-wrap:anywhere] text-slate-700">
                {[
                  person.dob ? t('desk.page.born', { date: person.dob }) : '',
                  person.tel,
                  person.email,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** One registration: its review first (what the operator came to do), then everything it says. */
export function RegistrationDetailPage({ registration, saved, answer }: Props) {
  const t = useDeskT()
  const { contact, teamDetails, roster } = registration
  return (
    <ConsoleFrame title={registration.team || t('desk.page.title')}>
      <p className="mb-1">
        <Link
          to="/admin/registrations"
          className="text-pitch-700 inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4"
        >
          <span aria-hidden="true">←</span> {t('desk.page.back')}
        </Link>
      </p>
      <div className="mb-5 flex flex-wrap items-center gap-3 text-slate-700">
        <RegistrationStatusBadge status={answer?.current?.status ?? registration.review.status} />
        <span>{[registration.division, registration.season].filter(Boolean).join(' · ')}</span>
        {registration.submitted ? (
          <time dateTime={registration.submittedAt}>
            {t('desk.list.submitted', { date: registration.submitted })}
          </time>
        ) : null}
      </div>
      {saved && !answer ? (
        <ConsoleNotice kind="success">{t('desk.page.saved')}</ConsoleNotice>
      ) : null}
      {answer?.problem === 'conflict' && answer.current ? (
        <ConflictNotice current={answer.current} />
      ) : answer ? (
        <ConsoleNotice kind="problem">
          {t(answer.problem === 'refused' ? 'desk.page.refused' : 'desk.page.invalid')}
        </ConsoleNotice>
      ) : null}
      <ReviewForm
        key={`${registration.review.status}|${registration.review.updated ?? ''}`}

        registration={registration}
        answer={answer}
      />
      <div className="grid gap-4">
        <section className="section-card" aria-labelledby="contact-title">
          <h2 id="contact-title" className="section-card-title mb-3">
            {t('desk.page.contact')}
          </h2>
          <Facts
            rows={[
              [t('desk.page.captainMark'), registration.captain],
              [t('desk.page.contact'), contact.name],
              [
                t('desk.page.email'),
                contact.email ? (
                  <a className="text-pitch-700 underline" href={`mailto:${contact.email}`}>
                    {contact.email}
                  </a>
                ) : (
                  ''
                ),
              ],
              [
                t('desk.page.phone'),
                contact.phone ? (
                  <a className="text-pitch-700 underline" href={`tel:${contact.phone}`}>
                    {contact.phone}
                  </a>
                ) : (
                  ''
                ),
              ],
              [
                t('desk.page.language'),
                LANGUAGE_NAMES[registration.language] ?? registration.language,
              ],
            ]}
          />
        </section>
        <section className="section-card" aria-labelledby="team-title">
          <h2 id="team-title" className="section-card-title mb-3">
            {t('desk.page.team')}
          </h2>
          <Facts
            rows={[
              [t('desk.page.jerseyColor'), teamDetails.jerseyColor],
              [t('desk.page.pastLeague'), teamDetails.pastLeague],
              [t('desk.page.unavailableDays'), teamDetails.unavailableDays],
              [t('desk.page.teamNotes'), teamDetails.notes],
            ]}
          />
        </section>
        <People
          title={t('desk.page.players', { count: roster.players.length })}
          people={roster.players}
          testId="registration-players"
        />
        <People
          title={t('desk.page.goalkeepers', { count: roster.goalkeepers.length })}
          people={roster.goalkeepers}
          testId="registration-goalkeepers"
        />
      </div>
    </ConsoleFrame>
  )
}
