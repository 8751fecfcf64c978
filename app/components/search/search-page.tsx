import { PageHeader } from '~/components/page-header.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import type { IconName } from '~/components/ui/icon-names.ts'
import { Link } from '~/components/ui/link.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { SearchGroupView, SearchPageView } from '~/view-models/search-page.ts'

import { SearchForm } from './search-form.tsx'

/** The search page (issue 19): the box again, then a message or the results in two groups. */
export function SearchPage({ view }: { view: SearchPageView }) {
  const t = useT()
  const total = view.teams.total + view.players.total
  return (
    <>
      <PageHeader title={t('search.title')}>
        <p>{t('search.description')}</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10" data-testid="search-page">
        <SearchForm variant="page" query={view.query} />
        <div className="mt-8" data-testid="search-state" data-state={view.state}>
          {view.state === 'results' ? (
            <>
              <p className="font-semibold text-slate-700" data-testid="search-summary">
                {total === 1
                  ? t('search.summaryOne', { query: view.query })
                  : t('search.summary', { count: total, query: view.query })}
              </p>
              <ResultGroup
                id="search-teams"
                title={t('search.teams')}
                icon="users"
                group={view.teams}
              />
              <ResultGroup
                id="search-players"
                title={t('search.players')}
                icon="user-round"
                group={view.players}
              />
            </>
          ) : (
            <StateMessage view={view} />
          )}
        </div>
      </div>
    </>
  )
}

function StateMessage({ view }: { view: SearchPageView }) {
  const t = useT()
  const text = {
    empty: t('search.empty'),
    'too-short': t('search.tooShort'),
    'too-long': t('search.tooLong', { max: view.maxLength }),
    'no-results': t('search.noResults', { query: view.query }),
    unavailable: t('search.unavailable'),
    results: '',
  }[view.state]
  return (
    <div
      className="rounded-2xl bg-slate-50 px-4 py-10 text-center text-slate-700"
      role={view.state === 'unavailable' ? 'alert' : undefined}
    >
      <Icon
        name={
          view.state === 'no-results'
            ? 'search-x'
            : view.state === 'unavailable'
              ? 'alert-triangle'
              : 'search'
        }
        className="mx-auto mb-3 size-8 text-slate-400"
      />
      <p className="font-semibold text-pretty [overflow-wrap:anywhere]">{text}</p>
      {view.state === 'no-results' ? (
        <p className="mt-2 text-sm text-slate-600">{t('search.noResultsHint')}</p>
      ) : null}
    </div>
  )
}

function ResultGroup({
  id,
  title,
  icon,
  group,
}: {
  id: string
  title: string
  icon: IconName
  group: SearchGroupView
}) {
  const t = useT()
  if (group.total === 0) return null
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6" data-testid={id}>
      <h2
        id={`${id}-title`}
        className="flex items-baseline gap-2 text-xl font-extrabold text-slate-900"
      >
        {title}
        <span className="text-sm font-semibold text-slate-500">({group.total})</span>
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
        {group.items.map((item) => {
          const body = (
            <>
              <Icon name={icon} className="text-pitch-700 size-5 shrink-0" />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold [overflow-wrap:anywhere] text-slate-900">
                  {item.name}
                </span>
                {item.detail ? (
                  <span className="block text-sm text-slate-600">{item.detail}</span>
                ) : null}
              </span>
            </>
          )
          return (
            <li key={item.key}>
              {item.href ? (
                <Link
                  to={item.href}
                  className="flex min-h-14 items-center gap-3 px-4 py-2.5 hover:bg-slate-50"
                >
                  {body}
                  <Icon name="chevron-right" className="size-4 shrink-0 text-slate-400" />
                </Link>
              ) : (
                <div className="flex min-h-14 items-center gap-3 px-4 py-2.5">{body}</div>
              )}
            </li>
          )
        })}
      </ul>
      {group.items.length < group.total ? (
        <p className="mt-2 text-sm text-slate-600">
          {t('search.more', { shown: group.items.length, total: group.total })}
        </p>
      ) : null}
    </section>
  )
}
