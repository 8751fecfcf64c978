import { useT } from '~/i18n/use-translation.ts'
import type { MatchLineupView } from '~/view-models/match-page.ts'

import { SectionCard } from '../league/section-card.tsx'
import { WidgetState } from '../league/widget-state.tsx'
import { StatLineTable } from '../team/stat-line-table.tsx'

/** One team's players and goalkeepers in this game, from the match roster (SPEC §2). */
export function MatchLineup({ lineup, role }: { lineup: MatchLineupView; role: 'home' | 'away' }) {
  const t = useT()
  const groups = [
    { id: 'players', title: t('teamPages.players'), rows: lineup.players },
    { id: 'keepers', title: t('teamPages.goalkeepers'), rows: lineup.keepers },
  ].filter((group) => group.rows.length > 0)
  return (
    <SectionCard title={t('matchPage.lineup', { team: lineup.teamName })} id={`lineup-${role}`}>
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
                testId={`lineup-${role}-${group.id}`}
              />
            </div>
          ))}
        </div>
      )}
    </SectionCard>
  )
}
