import { clsx } from 'clsx'
import { Form } from 'react-router'

import type { RegistrationFilter, RegistrationsListView } from '~/admin/registration-desk-view.ts'
import { REVIEW_STATUSES } from '~/admin/registration-status.ts'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useDeskT } from '~/admin/registration-desk-text.ts'

import { ConsoleFrame, ConsoleNotice, CsrfField, LangField } from './console-frame.tsx'
import { RegistrationStatusBadge, STATUS_LABELS } from './registration-status-badge.tsx'
import { RegistrationSwitch } from './registration-switch.tsx'

type Props = {
  list?: RegistrationsListView
  open: boolean
  confirm?: 'open' | 'close'
  switched?: 'opened' | 'closed'
}

function filterHref(filter: RegistrationFilter): string {
  const params = new URLSearchParams()
  if (filter.status) params.set('status', filter.status)
  if (filter.season) params.set('season', filter.season)
  const query = params.toString()
  return query ? `/admin/registrations?${query}` : '/admin/registrations'
}

const chipClasses = (active: boolean) =>
  clsx(
    'inline-flex min-h-11 items-center rounded-full border px-3 text-sm font-semibold',
    active
      ? 'border-pitch-700 bg-pitch-700 text-white'
      : 'bg-surface border-slate-300 text-slate-900 hover:bg-slate-100',
  )

/** The status filter (links: one tap each) and, with several seasons, the season choice. */
function Filters({ list }: { list: RegistrationsListView }) {
  const t = useDeskT()
  const { filter, counts, seasons } = list
  return (
    <div className="mb-5 grid gap-3">
      <nav aria-label={t('desk.list.filter')}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to={filterHref({ ...filter, status: undefined })}
              className={chipClasses(!filter.status)}
              aria-current={!filter.status ? 'page' : undefined}
            >
              {t('desk.list.all', { count: counts.all })}
            </Link>
          </li>
          {REVIEW_STATUSES.map((status) => (
            <li key={status}>
              <Link
                to={filterHref({ ...filter, status })}
                className={chipClasses(filter.status === status)}
                aria-current={filter.status === status ? 'page' : undefined}
              >
                {t('desk.list.countOf', {
                  status: t(STATUS_LABELS[status]),
                  count: counts[status],
                })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {seasons.length > 1 ? (
        <Form method="get" className="flex flex-wrap items-end gap-2">
          {filter.status ? <input type="hidden" name="status" value={filter.status} /> : null}
          <LangField />
          <label className="grid gap-1 font-semibold text-slate-900">
            {t('desk.list.season')}
            <select
              name="season"
              defaultValue={filter.season ?? ''}
              className="bg-surface min-h-11 rounded-lg border border-slate-300 px-3 text-slate-900"
            >
              <option value="">{t('desk.list.allSeasons')}</option>
              {seasons.map((season) => (
                <option key={season.id} value={season.id}>
                  {season.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClasses('secondary', 'min-h-11')}>
            {t('desk.list.apply')}
          </button>
        </Form>
      ) : null}
    </div>
  )
}

/** The downloads: the same files as `npm run registrations`. */
function Downloads() {
  const t = useDeskT()
  return (
    <section className="section-card mt-6" aria-labelledby="registrations-export-title">
      <h2 id="registrations-export-title" className="section-card-title mb-2">
        {t('desk.list.export')}
      </h2>
      <p className="mb-3 text-sm text-slate-700">{t('desk.list.exportHelp')}</p>
      {/* A plain form post with the console's token (never a link: following one from
          another site would copy personal data in the operator's name); the browser downloads
          the attachment and stays on the page. */}
      <div className="flex flex-wrap gap-2">
        {(['csv', 'json'] as const).map((format) => (
          <form key={format} method="post" action={`/admin/registrations/export/${format}`}>
            <CsrfField />
            <button type="submit" className={buttonClasses('secondary', 'min-h-11')}>
              {t(format === 'csv' ? 'desk.list.exportCsv' : 'desk.list.exportJson')}
            </button>
          </form>
        ))}
      </div>
    </section>
  )
}

/** The registrations desk: the switch, the filters, the teams as cards, the downloads. */
export function RegistrationsPage({ list, open, confirm, switched }: Props) {
  const t = useDeskT()
  return (
    <ConsoleFrame title={t('desk.list.title')}>
      {switched ? (
        <ConsoleNotice kind="success">
          {t(switched === 'opened' ? 'desk.switch.opened' : 'desk.switch.closed')}
        </ConsoleNotice>
      ) : null}
      <RegistrationSwitch open={open} confirm={confirm} />
      {!list ? (
        <ConsoleNotice kind="problem">{t('desk.list.unavailable')}</ConsoleNotice>
      ) : (
        <>
          <p className="mb-4 text-slate-700">{t('desk.list.intro')}</p>
          <Filters list={list} />
          {list.items.length === 0 ? (
            <p className="section-card text-slate-700">
              {t(list.counts.all === 0 ? 'desk.list.none' : 'desk.list.noneFiltered')}
            </p>
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2" data-testid="registrations">
              {list.items.map((item) => (
                <li key={item.id}>
                  <Link
                    to={`/admin/registrations/${encodeURIComponent(item.id)}`}
                    className="bg-surface hover:border-pitch-600 focus-visible:ring-pitch-600 block h-full rounded-xl border border-slate-200 p-4 shadow-sm focus-visible:ring-2 focus-visible:outline-none"
                    data-testid="registration-card"
                    data-registration-id={item.id}
                  >
                    <span className="flex items-start justify-between gap-3">
                      <span className="name-wrap text-lg font-extrabold text-slate-900">
                        {item.team}
                      </span>
                      <RegistrationStatusBadge status={item.status} />
                    </span>
                    <span className="block text-slate-700">
                      {[item.division, item.season].filter(Boolean).join(' · ')}
                    </span>
                    <span className="name-wrap block text-slate-700">
                      {t('desk.list.captain', { name: item.captain })}
                    </span>
                    <span className="block text-sm text-slate-600">
                      {t('desk.list.roster', {
                        players: item.players,
                        goalkeepers: item.goalkeepers,
                      })}
                    </span>
                    {item.submitted ? (
                      <time dateTime={item.submittedAt} className="block text-sm text-slate-600">
                        {t('desk.list.submitted', { date: item.submitted })}
                      </time>
                    ) : null}
                    <span className="text-pitch-700 mt-2 flex min-h-6 items-center justify-end gap-1 font-bold underline underline-offset-4">
                      {t('desk.list.open')} <span aria-hidden="true">→</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Downloads />
        </>
      )}
    </ConsoleFrame>
  )
}
