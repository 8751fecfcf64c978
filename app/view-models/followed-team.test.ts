import { describe, expect, it } from 'vitest'

import { toFollowedTeamView } from './followed-team.ts'
import type { MatchCardView } from './match-card.ts'
import type { TeamView } from './team-page.ts'

const card = (id: string, status: MatchCardView['status']): MatchCardView => ({
  id,
  status,
  date: '14 janvier 2026',
  divisionName: 'Hommes A',
  home: { name: 'Lions', initials: 'LI' },
  away: { name: 'Ajax', initials: 'AJ' },
})

function teamView(upcoming: MatchCardView[], recent: MatchCardView[]): TeamView {
  return {
    kind: 'team',
    meta: { title: 'Lions', description: '' },
    team: { id: 'T1', name: 'Lions', initials: 'LI', kind: 'team' } as TeamView['team'],
    divisionId: 'M1',
    divisionName: 'Hommes A',
    seasonName: 'Hiver',
    record: { gp: 3, w: 2, d: 0, l: 1, points: 6 },
    position: { text: '2e sur 8', href: '/standings?division=M1' },
    form: ['W', 'L', 'W'],
    roster: { players: [], goalkeepers: [] },
    upcoming,
    recent,
    suspensions: [],
    fines: [],
    calendar: { scheduleHref: '/schedule?division=M1&team=T1' },
  }
}

describe('toFollowedTeamView', () => {
  it('shows the live game, then the next one, with the position and form', () => {
    const view = toFollowedTeamView(
      teamView([card('G2', 'live'), card('G3', 'upcoming')], [card('G1', 'finished')]),
      '/team/T1?division=M1&season=S',
    )
    expect(view).toMatchObject({
      kind: 'team',
      name: 'Lions',
      position: '2e sur 8',
      form: ['W', 'L', 'W'],
      live: { id: 'G2' },
      next: { id: 'G3' },
      last: { id: 'G1' },
      scheduleHref: '/schedule?division=M1&team=T1',
    })
  })

  it("offers the team's season feed in one tap, as its page does", () => {
    const feed = {
      path: '/calendar/team/T1.ics?season=S',
      url: 'https://ligue.example.org/calendar/team/T1.ics?season=S',
      webcal: 'webcal://ligue.example.org/calendar/team/T1.ics?season=S',
      google: 'https://calendar.google.com/calendar/r?cid=webcal',
    }
    const team = teamView([], [])
    team.calendar = { ...team.calendar!, feed }
    expect(toFollowedTeamView(team, '/team/T1')).toMatchObject({ feed })
  })

  it('leaves out what the team does not have: no live game, no game to come', () => {
    const view = toFollowedTeamView(teamView([], [card('G1', 'finished')]), '/team/T1')
    expect(view).not.toHaveProperty('live')
    expect(view).not.toHaveProperty('next')
    expect(view).toMatchObject({ last: { id: 'G1' } })
  })

  it('keeps a postponed game as the next one, with its status', () => {
    const view = toFollowedTeamView(teamView([card('G4', 'postponed')], []), '/team/T1')
    expect(view).toMatchObject({ next: { id: 'G4', status: 'postponed' } })
  })
})
