import { Icon } from '~/components/ui/icon.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useFollowedTeams } from '~/follow/use-followed-teams.ts'
import { useT } from '~/i18n/use-translation.ts'
import { scheduleSearch } from '~/view-models/schedule-page.ts'

/**
 * « Mes équipes » on the schedule: each followed team's season one tap away
 * (docs/product.md#follow-a-team). Drawn on the device; the head script reserves its line.
 */
export function MyTeamsShortcut({
  currentTeamId,
  knownNames,
}: {
  currentTeamId?: string
  /** The shown division's teams: a name the device did not keep is read from them. */
  knownNames: ReadonlyMap<string, string>
}) {
  const t = useT()
  const teams = useFollowedTeams()
  return (
    <div className="my-teams-shortcut">
      {teams.length > 0 ? (
        <nav aria-label={t('follow.schedule.mine')} data-testid="my-teams-shortcut">
          <ul className="flex flex-wrap items-center gap-2">
            <li className="flex items-center gap-1 text-sm font-bold text-slate-700">
              <Icon name="star-filled" className="text-pitch-700 size-4" />
              {t('follow.schedule.mine')}
            </li>
            {teams.map((team) => (
              <li key={team.teamId}>
                <Link
                  to={`/schedule${scheduleSearch('', team.divisionId, team.teamId)}`}
                  className="chip"
                  aria-current={team.teamId === currentTeamId ? 'page' : undefined}
                  preventScrollReset
                >
                  {team.name ?? knownNames.get(team.teamId) ?? team.teamId}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
