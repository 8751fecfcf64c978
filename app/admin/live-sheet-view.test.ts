import { describe, expect, it } from 'vitest'

import { exampleTreeWithGame } from '~/league/fixtures/example-tree.ts'
import { readLeague } from '~/league/index.ts'

import { liveSheetView } from './live-sheet-view.ts'

type Tree = Record<string, unknown>

const KICK_OFF = Date.parse('2026-01-15T00:00:00Z') // 19:00 in Toronto

function league(extra: Tree = {}) {
  return readLeague(exampleTreeWithGame(extra))
}

describe('the live sheet of a game', () => {
  it('can start a game from 30 minutes before kick-off, and says from when before that', () => {
    const early = liveSheetView(league(), 'G20', 'fr', KICK_OFF - 31 * 60_000, '-N')!
    expect(early).toMatchObject({ state: 'upcoming', canStart: false, startsFrom: '18 h 30' })
    expect(liveSheetView(league(), 'G20', 'fr', KICK_OFF - 30 * 60_000, '-N')!.canStart).toBe(true)
  })

  it('shows the running score, the clock from the start and the events newest first', () => {
    const sheet = liveSheetView(
      league({
        Status: 'live',
        StartedAt: new Date(KICK_OFF).toISOString(),
        HomeTeamScore: 1,
        AwayTeamScore: 0,
        Events: {
          '-N1': { Type: 'yellow', Side: 'away', PlayerID: 'P110', Minute: 12 },
          '-N2': { Type: 'goal', Side: 'home', PlayerID: 'P100', Minute: 6 },
        },
      }),
      'G20',
      'en',
      KICK_OFF + 14 * 60_000 + 5_000,
      '-N3',
    )!
    expect(sheet).toMatchObject({ state: 'live', score: { home: 1, away: 0 }, minute: 15 })
    expect(sheet.startedAt).toBe(KICK_OFF)
    // Newest recorded first, whatever its minute: undo takes back the last tap.
    expect(sheet.events.map((event) => event.id)).toEqual(['-N2', '-N1'])
    expect(sheet.events[0]).toMatchObject({
      type: 'goal',
      side: 'home',
      minute: 6,
      player: 'Marc Tremblay',
    })
    expect(sheet.assistFor).toEqual({
      id: '-N2',
      side: 'home',
      playerId: 'P100',
      player: 'Marc Tremblay',
    })
    expect(sheet.named.sort()).toEqual(['P100', 'P110'])
    expect(sheet.home.players.map((player) => [player.id, player.keeper])).toEqual([
      ['P100', false],
      ['P101', true],
    ])
  })

  it('asks for no assist when the scorer has no teammate on the roster', () => {
    const sheet = liveSheetView(
      league({
        Status: 'live',
        Events: { '-N1': { Type: 'goal', Side: 'away', PlayerID: 'P110', Minute: 3 } },
      }),
      'G20',
      'en',
      KICK_OFF,
      '-N2',
    )!
    expect(sheet.events).toHaveLength(1)
    expect(sheet.assistFor).toBeUndefined()
  })

  it('does not exist for a game without two known teams', () => {
    expect(
      liveSheetView(
        league({ AwayTeamID: '', AwayTeamName: undefined }),
        'G20',
        'en',
        KICK_OFF,
        '-N',
      ),
    ).toBeUndefined()
  })
})
