import { clsx } from 'clsx'
import { Link } from '~/components/ui/link.tsx'

import { SectionCard } from '~/components/league/section-card.tsx'
import { WidgetState } from '~/components/league/widget-state.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { Sex } from '~/league/index.ts'
import type { StrikerView } from '~/view-models/home.ts'
import type { Resolved } from '~/view-models/sponsors.ts'
import { MediaImage } from '~/components/ui/media-image.tsx'

export type StrikerCard = Resolved<StrikerView>

const MEDALS: Record<number, string> = {
  1: 'bg-gradient-to-br from-yellow-300 to-amber-500 text-amber-950 ring-amber-200',
  2: 'bg-gradient-to-br from-slate-200 to-slate-400 text-slate-900 ring-slate-100',
  3: 'bg-gradient-to-br from-orange-300 to-orange-600 text-orange-950 ring-orange-200',
}

export function TopStrikers({
  strikers,
  divisionName,
  sex,
  loading,
}: {
  strikers: StrikerCard[]
  divisionName?: string
  sex?: Sex
  loading: boolean
}) {
  const t = useT()
  return (
    <SectionCard
      id="home-strikers"
      title={t('home.strikers.title', { sex: sex ?? 'men' })}
      className="h-full"
    >
      {divisionName ? <p className="-mt-3 mb-3 text-sm text-slate-600">{divisionName}</p> : null}
      {loading ? (
        <WidgetState kind="loading" message={t('state.loadingStats')} />
      ) : strikers.length === 0 ? (
        <WidgetState kind="empty" message={t('home.strikers.empty', { sex: sex ?? 'men' })} />
      ) : (
        <ol className="divide-y divide-slate-100" data-testid="strikers-list">
          {strikers.map((striker) => (
            <li key={`${striker.rank}-${striker.name}`} className="striker" data-testid="striker">
              <span
                className={clsx(
                  'striker-rank',
                  MEDALS[striker.rank]
                    ? `ring-2 ${MEDALS[striker.rank]}`
                    : 'bg-slate-100 text-slate-600',
                )}
                data-medal={MEDALS[striker.rank] ? striker.rank : undefined}
              >
                <span className="sr-only">{`${t('home.strikers.rank')} `}</span>
                {striker.rank}
              </span>
              <MediaImage
                src={striker.image}
                className="striker-photo"
                width={44}
                height={44}
                fallback={
                  <span className="striker-no-photo">
                    <Icon name="user-round" className="size-6" />
                  </span>
                }
              />
              <div className="min-w-0 flex-1">
                {striker.href ? (
                  <Link to={striker.href} className="striker-name">
                    {striker.name}
                  </Link>
                ) : (
                  <span className="striker-name">{striker.name}</span>
                )}
                <span className="striker-team">{striker.teamName}</span>
              </div>
              <span className="striker-goals">
                <span className="striker-goals-value">{striker.goals}</span>
                <span className="striker-goals-label">{t('home.strikers.goals')}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  )
}
