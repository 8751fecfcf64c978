// docs/product.md#follow-a-team: what the home's strip shows of one followed team. Pure.
import type { FormResult } from '~/league/index.ts'

import type { CalendarFeedLinks } from './calendar-links.ts'
import type { MatchCardView } from './match-card.ts'
import type { TeamView } from './team-page.ts'

export type FollowedTeamView =
  | {
      kind: 'team'
      teamId: string
      divisionId: string
      name: string
      href: string
      divisionName: string
      position?: string
      form: FormResult[]
      live?: MatchCardView
      next?: MatchCardView
      last?: MatchCardView
      scheduleHref: string
      feed?: CalendarFeedLinks
    }
  // Kept under one key for every id the league does not know: it names none.
  | { kind: 'gone' }

/** The live game first; "next" and "last" are the closest games either side of it. */
export function toFollowedTeamView(view: TeamView, href: string): FollowedTeamView {
  const live = view.upcoming.find((game) => game.status === 'live')
  const next = view.upcoming.find((game) => game !== live && game.status !== 'live')
  const last = view.recent.find((game) => game !== live && game.status !== 'live')
  return {
    kind: 'team',
    teamId: view.team.id,
    divisionId: view.divisionId,
    name: view.team.name,
    href,
    divisionName: view.divisionName,
    ...(view.position ? { position: view.position.text } : {}),
    form: view.form,
    ...(live ? { live } : {}),
    ...(next ? { next } : {}),
    ...(last ? { last } : {}),
    scheduleHref: view.calendar?.scheduleHref ?? '/schedule',
    ...(view.calendar?.feed ? { feed: view.calendar.feed } : {}),
  }
}
