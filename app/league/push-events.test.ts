import { describe, expect, it } from 'vitest'

import { pushEvents } from './push-events.ts'
import { gameFixture } from './fixtures/game.ts'
import type { Match } from './schedule.ts'

const game = gameFixture

const ids = (before: Match, after: Match) => pushEvents([before], [after]).map((event) => event.id)

describe('pushEvents', () => {
  it('makes a kick-off when a game goes live', () => {
    const events = pushEvents([game()], [game({ status: 'live' }, [0, 0])])
    expect(events.map((event) => [event.kind, event.id])).toEqual([['kickoff', '2025W/G1:kickoff']])
    expect(events[0]?.teamIds).toEqual(['T1', 'T2'])
  })

  it('makes one notification per goal, named by side and count, so a repeat is the same event', () => {
    const live = game({ status: 'live' }, [1, 0])
    expect(ids(live, game({ status: 'live' }, [3, 1]))).toEqual([
      '2025W/G1:goal:home:2',
      '2025W/G1:goal:home:3',
      '2025W/G1:goal:away:1',
    ])
    expect(pushEvents([live], [game({ status: 'live' }, [1, 0])])).toEqual([])
  })

  it('makes a final, after the last goal, when a live game ends', () => {
    expect(ids(game({ status: 'live' }, [1, 1]), game({ status: 'finished' }, [2, 1]))).toEqual([
      '2025W/G1:goal:home:2',
      '2025W/G1:final',
    ])
  })

  it('makes only the final when the result is typed in after the game', () => {
    expect(ids(game(), game({ status: 'finished' }, [4, 2]))).toEqual(['2025W/G1:final'])
  })

  it('makes nothing when a score is corrected down', () => {
    expect(ids(game({ status: 'live' }, [2, 0]), game({ status: 'live' }, [1, 0]))).toEqual([])
  })

  it('tells of a postponement or a cancellation once per revision of the game', () => {
    const postponed = game({ calledOff: { status: 'postponed', reason: 'Neige' }, sequence: 2 })
    const events = pushEvents([game()], [postponed])
    expect(events.map((event) => [event.kind, event.change, event.id])).toEqual([
      ['change', 'postponed', '2025W/G1:postponed:2'],
    ])
    expect(pushEvents([postponed], [{ ...postponed }])).toEqual([])
    expect(ids(postponed, game({ calledOff: { status: 'cancelled' }, sequence: 3 }))).toEqual([
      '2025W/G1:cancelled:3',
    ])
  })

  it('tells of a game moved to another day, time or field, each place once', () => {
    const moved = game({ date: '2026-01-21', dateKey: '2026-01-21' })
    expect(ids(game(), moved)).toEqual(['2025W/G1:moved:2026-01-21|19:30|Laval 1'])
    expect(ids(game(), game({ field: 'Brossard 2' }))).toEqual([
      '2025W/G1:moved:2026-01-14|19:30|Brossard 2',
    ])
  })

  it('makes nothing for a game new to the data, an unchanged one or the same list', () => {
    const list = [game()]
    expect(pushEvents([], [game({ status: 'live' })])).toEqual([])
    expect(pushEvents(list, [game()])).toEqual([])
    expect(pushEvents(list, list)).toEqual([])
  })
})
