import { describe, expect, it } from 'vitest'

import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'
import { readLeague } from '~/league/index.ts'

import {
  type ScheduleListView,
  clashLabels,
  readScheduleFilters,
  scheduleFormView,
  scheduleListView,
} from './schedule-views.ts'

type Tree = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON tree

/** The example's league with a women's game (W5, Feb 1, 2026) beside the men's. */
function twoDivisions() {
  const tree = exampleLeagueTree() as Tree
  tree.Schedule['2025W'].Divisions.W1 = {
    'FEB 1, 2026': {
      W5: {
        gameId: 'W5',
        HomeTeamID: 'T20',
        AwayTeamID: 'T21',
        Date: 'Feb 1, 2026',
        Time: '7:00 PM',
      },
    },
  }
  return readLeague(tree)
}

/** The example with G10 (Mar 29, time TBD) and a postponed G11 of Mar 1, 2026. */
function league() {
  const tree = exampleLeagueTree() as Tree
  tree.Schedule['2025W'].Divisions.M1['MAR 1, 2026'] = {
    G11: {
      gameId: 'G11',
      HomeTeamID: 'T10',
      AwayTeamID: 'T11',
      Date: 'Mar 1, 2026',
      Time: '8:00 PM',
      Field: 'Laval 2',
      Status: 'postponed',
      StatusReason: 'Ice closed',
    },
  }
  return readLeague(tree)
}

describe("the console's schedule", () => {
  it('lists the games to play from today by day, and a game called off whatever its day', () => {
    const view = scheduleListView(league(), new Date('2026-03-20T16:00:00Z'), 'en')
    expect(view.days.map((day) => [day.dateLabel, day.games.map((game) => game.id)])).toEqual([
      ['March 1, 2026', ['G11']],
      ['March 29, 2026', ['G10']],
    ])
    expect(view.days[0]!.games[0]).toMatchObject({
      time: '8:00 PM',
      field: 'Laval 2',
      calledOff: { status: 'postponed', reason: 'Ice closed' },
    })
  })

  it('looks two weeks ahead unless asked for the whole season, and counts what it leaves out', () => {
    const now = new Date('2026-01-01T16:00:00Z')
    const ids = (view: ReturnType<typeof scheduleListView>) =>
      view.days.flatMap((day) => day.games.map((game) => game.id))
    expect(scheduleListView(league(), now, 'en')).toMatchObject({ later: 1 })
    expect(ids(scheduleListView(league(), now, 'en'))).toEqual(['G11'])
    expect(ids(scheduleListView(league(), now, 'en', { all: true }))).toEqual(['G11', 'G10'])
    expect(scheduleListView(league(), now, 'en', { all: true }).later).toBe(0)
  })

  it('leaves out finished games and past games on schedule', () => {
    const view = scheduleListView(league(), new Date('2026-04-10T16:00:00Z'), 'fr')
    expect(view.days.flatMap((day) => day.games.map((game) => game.id))).toEqual(['G11'])
  })
})

describe("the console's schedule filters", () => {
  const ids = (view: ScheduleListView) => view.days.flatMap((day) => day.games.map((g) => g.id))
  const filtered = (query: string, now = new Date('2026-01-01T16:00:00Z')) =>
    scheduleListView(twoDivisions(), now, 'en', {
      filters: readScheduleFilters(new URLSearchParams(query)),
    })

  it('finds a played game again by its day, whatever its state', () => {
    const view = filtered('date=2025-11-16')
    expect(view.days.map((day) => day.date)).toEqual(['2025-11-16'])
    expect(view.days[0]!.games.every((game) => game.finished)).toBe(true)
    expect(view.filtered).toBe(true)
  })

  it('lists the past games newest first, a game left without a result marked as such', () => {
    const view = filtered('show=past', new Date('2026-04-10T16:00:00Z'))
    const dates = view.days.map((day) => day.date)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(ids(view)).toContain('G2')
    expect(ids(view)).not.toContain('G11')
    expect(view.days[0]!.games[0]).toMatchObject({ id: 'G10', overdue: true, finished: false })
    expect(view.days[1]!.games[0]).toMatchObject({ id: 'G9', overdue: false, score: '1 – 1' })
  })

  it('keeps the games of one team, in any division, over the whole season', () => {
    const view = filtered('team=T10&show=all')
    const games = view.days.flatMap((day) => day.games)
    expect(games.length).toBeGreaterThan(1)
    expect(ids(view)).not.toContain('W5')
    expect(games.every((game) => [game.home, game.away].includes('Lions FC'))).toBe(true)
  })

  it('keeps the games whose teams or division start with every word searched', () => {
    const view = filtered('show=all&q=' + encodeURIComponent('étoi'))
    expect(ids(view)).toEqual(['W5'])
    expect(ids(filtered('show=all&q=lions+laurent'))).toContain('G2')
    expect(filtered('show=all&q=zzzz').days).toEqual([])
    expect(filtered('q=a').queryTooShort).toBe(true)
  })

  it('narrows to a division, and offers only its teams to choose from', () => {
    const view = filtered('division=M1&show=all')
    expect(view.days.flatMap((day) => day.games).every((g) => g.divisionId === 'M1')).toBe(true)
    expect(ids(view)).not.toContain('W5')
    expect(view.teams.map((team) => team.id)).toEqual(expect.arrayContaining(['T10', 'T11']))
    expect(view.teams.map((team) => team.id)).not.toContain('T20')
    expect(view.divisions.map((division) => division.id)).toEqual(['W1', 'M1'].sort())
  })

  it('reads an unknown show or an unreadable day as no filter', () => {
    expect(readScheduleFilters(new URLSearchParams('show=nope&date=14/11'))).toMatchObject({
      show: 'upcoming',
      date: '',
    })
  })
})

describe("a game's schedule form", () => {
  it('starts from its day, time and field, and offers the fields the schedule names', () => {
    const view = scheduleFormView(league(), 'G11', ['Laval 1', 'Laval 2'], 'fr')
    expect(view?.values).toEqual({ date: '2026-03-01', time: '20:00', field: 'Laval 2' })
    expect(view?.fields).toEqual(['Laval 1', 'Laval 2'])
    expect(view?.game).toMatchObject({
      finished: false,
      seasonId: '2025W',
      dateLabel: '1er mars 2026',
    })
  })

  it('leaves time and field empty when they are to be confirmed, and knows a finished game', () => {
    expect(scheduleFormView(league(), 'G10', [], 'en')?.values).toEqual({
      date: '2026-03-29',
      time: '',
      field: '',
    })
    expect(scheduleFormView(league(), 'G1', [], 'en')?.game.finished).toBe(true)
    expect(scheduleFormView(league(), 'nope', [], 'en')).toBeUndefined()
  })
})

describe('the warning before a move', () => {
  it('names, in words, the games a team of the moved game already plays that day', () => {
    const { sameDay, sameField } = clashLabels(league(), 'G11', { date: '2025-11-16' }, 'fr')
    const [clash, ...more] = sameDay
    expect(more).toEqual([])
    expect(clash).toMatch(/^St\. Laurent United – Les Lions · .+ · Hommes A - Laval$/)
    expect(sameField).toEqual([])
    expect(clashLabels(league(), 'G11', { date: '2025-11-17' }, 'fr').sameDay).toEqual([])
  })

  it('names, in words, the game already on that field at that time', () => {
    const g2 = { date: '2025-11-16', time: '20:15', field: 'Laval 2' }
    expect(clashLabels(league(), 'G11', g2, 'fr').sameField).toEqual([
      expect.stringMatching(/^St\. Laurent United – Les Lions · 20 h 15 · Hommes A - Laval$/),
    ])
    expect(clashLabels(league(), 'G11', { ...g2, field: 'Laval 1' }, 'fr').sameField).toEqual([])
  })
})
