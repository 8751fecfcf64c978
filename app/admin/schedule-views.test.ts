import { describe, expect, it } from 'vitest'

import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'
import { readLeague } from '~/league/index.ts'

import { scheduleFormView, scheduleListView } from './schedule-views.ts'

type Tree = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON tree

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
