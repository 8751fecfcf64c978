import { describe, expect, it } from 'vitest'

import { exampleTreeWithGame } from '~/league/fixtures/example-tree.ts'
import { readLeague } from '~/league/index.ts'

import { liveSheetView } from './live-sheet-view.ts'
import {
  type AcknowledgedTap,
  SETTLED_AFTER,
  sheetWithTaps,
  withWaitingTaps,
} from './waiting-taps.ts'

type Tree = Record<string, unknown>

const KICK_OFF = Date.parse('2026-01-15T00:00:00Z') // 19:00 in Toronto

/** The sheet as the server serves it, with these events recorded. */
function served(events: Tree = {}) {
  const tree = exampleTreeWithGame({
    Status: 'live',
    StartedAt: new Date(KICK_OFF).toISOString(),
    Events: { '-N1': { Type: 'goal', Side: 'home', PlayerID: 'P100', Minute: 2 }, ...events },
  })
  return liveSheetView(readLeague(tree), 'G20', 'fr', KICK_OFF + 8 * 60_000, '-N9')!
}

const card = { intent: 'event', eventId: '-N3', kind: 'yellow', player: 'away:P110', minute: '7' }
const cardOnServer = { '-N3': { Type: 'yellow', Side: 'away', PlayerID: 'P110', Minute: 7 } }
const undoCard = { intent: 'undo', eventId: '-N3' }
const NOW = 1_000_000
const acked = (key: string, fields: Record<string, string>, at = NOW): AcknowledgedTap => ({
  key,
  fields,
  at,
})
const ids = (sheet: { events: Array<{ id: string; waiting?: true }> }) =>
  sheet.events.map((event) => (event.waiting ? `${event.id} waiting` : event.id))

describe('the live sheet with taps still waiting on the phone', () => {
  it('shows a waiting goal on top, marked, and asks for its assist', () => {
    const sheet = withWaitingTaps(served(), [
      { intent: 'event', eventId: '-N3', kind: 'goal', player: 'home:P100', minute: '7' },
    ])
    expect(ids(sheet)).toEqual(['-N3 waiting', '-N1'])
    expect(sheet.events[0]).toMatchObject({ type: 'goal', minute: 7, player: 'Marc Tremblay' })
    expect(sheet.assistFor).toMatchObject({ id: '-N3', side: 'home', playerId: 'P100' })
    expect(sheet.named).toContain('P100')
    expect(sheet.score).toEqual({ home: 1, away: 0 })
  })

  it('applies a waiting assist and undo, and shows an event the server has once', () => {
    const sheet = withWaitingTaps(served(), [
      { intent: 'event', eventId: '-N4', kind: 'goal', player: 'home:P100', minute: '7' },
      { intent: 'event', kind: 'assist', assistFor: '-N4', player: 'home:P101' },
      { ...card, eventId: '-N5' },
      { intent: 'undo', eventId: '-N5' },
      { intent: 'event', eventId: '-N1', kind: 'goal', player: 'home:P100', minute: '2' },
    ])
    expect(ids(sheet)).toEqual(['-N4 waiting', '-N1'])
    expect(sheet.events[0]!.assist).toBeDefined()
    expect(sheet.assistFor).toBeUndefined()
  })

  it('is the sheet itself when nothing waits', () => {
    const sheet = served()
    expect(withWaitingTaps(sheet, [])).toBe(sheet)
  })
})

describe('what the scorekeeper sees between a tap and the refreshed sheet', () => {
  it('shows a pending tap on top, marked waiting, and undo takes it back', () => {
    const { sheet, unseen } = sheetWithTaps(served(), [], [card], NOW)
    expect(ids(sheet)).toEqual(['-N3 waiting', '-N1'])
    expect(unseen).toEqual([])
  })

  it('keeps an acknowledged tap on top, as undo’s target, until the served sheet has it', () => {
    const tap = acked('-N3', card)
    const { sheet, unseen } = sheetWithTaps(served(), [tap], [], NOW)
    expect(ids(sheet)).toEqual(['-N3', '-N1'])
    expect(sheet.assistFor).toBeUndefined()
    expect(unseen).toEqual([tap])
  })

  it('lets an acknowledged tap go once the refreshed sheet has it, shown once', () => {
    const { sheet, unseen } = sheetWithTaps(served(cardOnServer), [acked('-N3', card)], [], NOW)
    expect(ids(sheet)).toEqual(['-N3', '-N1'])
    expect(unseen).toEqual([])
  })

  it('shows neither an undone tap nor its undo, whichever of their writes the sheet has seen', () => {
    const both = [acked('-N3', card), acked('-U1', undoCard)]
    // Served before the card, between the card and its undo, and after both.
    const before = sheetWithTaps(served(), both, [], NOW)
    const between = sheetWithTaps(served(cardOnServer), both, [], NOW)
    for (const { sheet } of [before, between]) {
      expect(ids(sheet)).toEqual(['-N1'])
      expect(sheet.events[0]!.waiting).toBeUndefined()
    }
    expect(before.unseen).toEqual([])
    expect(between.unseen).toEqual([both[1]])
  })

  it('keeps an acknowledged tap under one still waiting to be taken back', () => {
    const { sheet, unseen } = sheetWithTaps(served(), [acked('-N3', card)], [undoCard], NOW)
    expect(ids(sheet)).toEqual(['-N1'])
    expect(unseen).toEqual([])
  })

  it('keeps an acknowledged goal’s assist until the served goal names one', () => {
    const goal = { intent: 'event', eventId: '-N4', kind: 'goal', player: 'home:P100', minute: '7' }
    const assist = { intent: 'event', kind: 'assist', assistFor: '-N4', player: 'home:P101' }
    const taps = [acked('-N4', goal), acked('-A1', assist)]
    const early = sheetWithTaps(served(), taps, [], NOW)
    expect(early.sheet.events[0]).toMatchObject({ id: '-N4', assist: 'Julien Roy' })
    expect(early.sheet.events[0]!.waiting).toBeUndefined()
    expect(early.sheet.assistFor).toBeUndefined()
    expect(early.unseen).toEqual(taps)
    const goalOnly = { '-N4': { Type: 'goal', Side: 'home', PlayerID: 'P100', Minute: 7 } }
    expect(sheetWithTaps(served(goalOnly), taps, [], NOW).unseen).toEqual([taps[1]])
    const withAssist = { '-N4': { ...goalOnly['-N4'], AssistID: 'P101' } }
    expect(sheetWithTaps(served(withAssist), taps, [], NOW).unseen).toEqual([])
  })

  it('lets a tap go once a sheet made well after its answer lacks it (another phone took it back)', () => {
    const tap = acked('-N3', card)
    expect(sheetWithTaps(served(), [tap], [], NOW + SETTLED_AFTER).unseen).toEqual([tap])
    const { sheet, unseen } = sheetWithTaps(served(), [tap], [], NOW + SETTLED_AFTER + 1)
    expect(ids(sheet)).toEqual(['-N1'])
    expect(unseen).toEqual([])
  })
})
