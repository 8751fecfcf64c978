import { Icon } from '~/components/ui/icon.tsx'

import { useT } from '~/i18n/use-translation.ts'
import type { Sex } from '~/league/index.ts'
import type { MatchLineupView, SheetStatColumn } from '~/view-models/match-page.ts'

import { SectionCard } from '../league/section-card.tsx'
import { WidgetState } from '../league/widget-state.tsx'
import { StatLineTable } from '../team/stat-line-table.tsx'

/**
 * One team's players and goalkeepers in this game, from the match roster (docs/product.md#match).
 */
export function MatchLineup({
  lineup,
  role,
  columns,
  sex = 'men',
}: {
  lineup: MatchLineupView
  role: 'home' | 'away'
  /** The sheet's stat columns (the same for both teams, so the two tables line up). */
  columns: readonly SheetStatColumn[]
  /** A women's game's groups read « Joueuses » and « Gardiennes ». */
  sex?: Sex
}) {
  const t = useT()
  const groups = [
    { id: 'players', title: t('teamPages.players', { sex }), rows: lineup.players },
    { id: 'keepers', title: t('teamPages.goalkeepers', { sex }), rows: lineup.keepers },
  ].filter((group) => group.rows.length > 0)
  return (
    <SectionCard
      title={t('matchPage.lineup', { team: lineup.teamName })}
      id={`lineup-${role}`}
      className="h-full"
    >
      {groups.length === 0 ? (
        <WidgetState kind="empty" message={t('matchPage.noRoster')} />
      ) : (
        <div className="flex flex-col gap-5">
          {groups.map((group) => (
            <div key={group.id}>
              <h3 className="mb-2 text-sm font-bold tracking-wide text-slate-700 uppercase">
                {group.title}
              </h3>
              <StatLineTable
                rows={group.rows}
                caption={`${lineup.teamName} — ${group.title}`}
                showGp={false}
                figures={columns}
                testId={`lineup-${role}-${group.id}`}
                sex={sex}
              />
            </div>
          ))}
        </div>
      )}
    </SectionCard>
  )
}

/** Neither team has a stat line: one card, one message, instead of two empty cards. */
export function NoLineups({ sex = 'men' }: { sex?: Sex }) {
  const t = useT()
  return (
    <SectionCard title={t('matchPage.lineups')} id="lineups-empty">
      <div className="flex flex-col items-center gap-2 py-6 text-center" data-state="empty">
        <Icon name="inbox" className="size-8 text-slate-400" />
        <p className="font-semibold text-slate-800">{t('matchPage.noRosters')}</p>
        <p className="max-w-prose text-sm text-slate-600">
          {t('matchPage.noRosters.hint', { sex })}
        </p>
      </div>
    </SectionCard>
  )
}
