import { PageHeader } from '~/components/page-header.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import type { IconName } from '~/components/ui/icon-names.ts'
import { Link } from '~/components/ui/link.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { SearchGroupView, SearchPageView } from '~/view-models/search-page.ts'

import { FollowButton } from '~/components/follow/follow-button.tsx'

import { SearchForm } from './search-form.tsx'

/**
 * The search page (docs/product.md#search): the box again, then a message or the results in two
 * groups.
 */
export function SearchPage({ view }: { view: SearchPageView }) {
  const t = useT()
  return (
    <>
      <PageHeader title={t('search.title')}>
        <p>{view.text.description}</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10" data-testid="search-page">
        <SearchForm variant="page" query={view.query} label={view.text.formLabel} />
        <div className="mt-8" data-testid="search-state" data-state={view.state}>
          {view.state === 'results' ? (
            <>
              <p className="font-semibold text-slate-700" data-testid="search-summary">
                {view.text.summary}
              </p>
              <ResultGroup id="search-teams" icon="users" group={view.teams} />
              <ResultGroup id="search-players" icon="user-round" group={view.players} />
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
  const icon: IconName =
    view.state === 'no-results'
      ? 'search-x'
      : view.state === 'unavailable'
        ? 'alert-triangle'
        : 'search'
  return (
    <div
      className="rounded-2xl bg-slate-50 px-4 py-10 text-center text-slate-700"
      role={view.state === 'unavailable' ? 'alert' : undefined}
    >
      <Icon name={icon} className="mx-auto mb-3 size-8 text-slate-400" />
      <p className="font-semibold text-pretty [overflow-wrap:anywhere]">{view.text.message}</p>
      {view.text.hint ? <p className="mt-2 text-sm text-slate-600">{view.text.hint}</p> : null}
    </div>
  )
}

function ResultGroup({ id, icon, group }: { id: string; icon: IconName; group: SearchGroupView }) {
  if (group.total === 0) return null
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6" data-testid={id}>
      <h2
        id={`${id}-title`}
        className="flex items-baseline gap-2 text-xl font-extrabold text-slate-900"
      >
        {group.heading}
        <span className="text-sm font-semibold text-slate-500">({group.total})</span>
      </h2>
      <ul className="bg-surface mt-3 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200">
        {group.items.map((item) => {
          const body = (
            <>
              <Icon name={icon} className="text-pitch-700 size-5 shrink-0" />
              <span className="min-w-0 flex-1">
                <span className="name-wrap block font-semibold text-slate-900">{item.name}</span>
                {item.detail ? (
                  <span className="block text-sm text-slate-600">{item.detail}</span>
                ) : null}
              </span>
            </>
          )
          return (
            <li key={item.key} className="flex items-center">
              {item.href ? (
                <Link
                  to={item.href}
                  className="flex min-h-14 min-w-0 flex-1 items-center gap-3 px-4 py-2.5 hover:bg-slate-50"
                >
                  {body}
                  <Icon name="chevron-right" className="size-4 shrink-0 text-slate-400" />
                </Link>
              ) : (
                <div className="flex min-h-14 min-w-0 flex-1 items-center gap-3 px-4 py-2.5">
                  {body}
                </div>
              )}
              {item.follow ? (
                <FollowButton
                  {...item.follow}
                  teamName={item.name}
                  size="phone-icon"
                  className="mr-3"
                />
              ) : null}
            </li>
          )
        })}
      </ul>
      {group.more ? <p className="mt-2 text-sm text-slate-600">{group.more}</p> : null}
    </section>
  )
}
