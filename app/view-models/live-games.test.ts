import { describe, expect, it } from 'vitest'

import {
  type GamePatch,
  NO_PATCHES,
  patchCard,
  patchHeader,
  patchOf,
  patchTie,
  withDataOf,
  withPatches,
} from './live-games.ts'
import type { MatchCardView } from './match-card.ts'
import type { MatchHeaderView } from './match-page.ts'
import type { BracketTieView } from './playoffs-page.ts'

const card: MatchCardView = {
  id: 'G20',
  href: '/match/G20',
  status: 'upcoming',
  date: 'mercredi 14 janvier',
  time: '19 h',
  divisionName: 'M1',
  home: { name: 'Lions FC', initials: 'LF' },
  away: { name: 'St. Laurent United', initials: 'SU' },
}
const liveCard: MatchCardView = {
  ...card,
  status: 'live',
  live: { minute: 3 },
  home: { ...card.home, score: 1 },
  away: { ...card.away, score: 0 },
}

const shown = (view: MatchCardView) => ({
  status: view.status,
  score: [view.home.score, view.away.score],
  live: view.live,
  winner: view.home.winner ? 'home' : view.away.winner ? 'away' : undefined,
})

describe('what a card shows once a patch for its game arrives', () => {
  it.each<[string, MatchCardView, GamePatch, ReturnType<typeof shown>]>([
    [
      'the game started: live at 0-0',
      card,
      { id: 'G20', status: 'live', homeScore: 0, awayScore: 0 },
      { status: 'live', score: [0, 0], live: {}, winner: undefined },
    ],
    [
      'a goal: the new score and minute',
      liveCard,
      { id: 'G20', status: 'live', homeScore: 1, awayScore: 1, minute: 12 },
      { status: 'live', score: [1, 1], live: { minute: 12 }, winner: undefined },
    ],
    [
      'the game ended: the final score, no clock, the winner',
      liveCard,
      { id: 'G20', status: 'finished', homeScore: 2, awayScore: 1 },
      { status: 'finished', score: [2, 1], live: undefined, winner: 'home' },
    ],
    [
      'the game was called off: no score',
      liveCard,
      { id: 'G20', status: 'postponed' },
      { status: 'postponed', score: [undefined, undefined], live: undefined, winner: undefined },
    ],
    [
      "another game's patch: unchanged",
      liveCard,
      { id: 'G21', status: 'finished', homeScore: 5, awayScore: 0 },
      shown(liveCard),
    ],
  ])('%s', (_, view, patch, expected) => {
    expect(shown(patchCard(view, patch))).toEqual(expected)
  })

  it('a card with no patch is the same object: nothing re-renders for it', () => {
    expect(patchCard(card, undefined)).toBe(card)
  })

  it('keeps what the data says beside the status and score (links, names, date)', () => {
    const patched = patchCard(card, { id: 'G20', status: 'live', homeScore: 0, awayScore: 0 })
    expect(patched).toMatchObject({ href: '/match/G20', date: card.date, time: card.time })
    expect([patched.home.name, patched.away.initials]).toEqual(['Lions FC', 'SU'])
  })
})

describe('the overlay of patches by game id', () => {
  const goal: GamePatch = { id: 'G20', status: 'live', homeScore: 1, awayScore: 0, minute: 3 }
  const second: GamePatch = { ...goal, homeScore: 2, minute: 9 }

  it.each<
    [string, (overlay: typeof NO_PATCHES) => typeof NO_PATCHES, string, GamePatch | undefined]
  >([
    ['a patch shows on its game', (o) => withPatches(o, [goal], 5), 'G20', goal],
    ['an unknown game has none', (o) => withPatches(o, [goal], 5), 'G99', undefined],
    [
      'a later patch replaces the earlier',
      (o) => withPatches(withPatches(o, [goal], 5), [second], 6),
      'G20',
      second,
    ],
    [
      'data of the same version wins',
      (o) => withDataOf(withPatches(o, [goal], 5), 5),
      'G20',
      undefined,
    ],
    [
      'data newer than the patch wins',
      (o) => withDataOf(withPatches(o, [goal], 5), 7),
      'G20',
      undefined,
    ],
    [
      'data older than the patch leaves it shown',
      (o) => withDataOf(withPatches(o, [second], 6), 5),
      'G20',
      second,
    ],
  ])('%s', (_, build, id, expected) => {
    expect(patchOf(build(NO_PATCHES), { id })).toEqual(expected)
  })

  it("a past season's game sharing the id is never patched", () => {
    expect(patchOf(withPatches(NO_PATCHES, [goal], 5), { id: 'G20', past: true })).toBeUndefined()
  })

  it('nothing to drop leaves the same overlay: no component is told', () => {
    const overlay = withPatches(NO_PATCHES, [second], 6)
    expect(withDataOf(overlay, 5)).toBe(overlay)
    expect(withPatches(overlay, [], 7)).toBe(overlay)
  })
})

describe("the match page's header and a bracket's tie follow the same patch", () => {
  const team = { name: 'Lions FC', initials: 'LF', forfeit: false, winner: false }
  const header: MatchHeaderView = {
    id: 'G20',
    status: 'live',
    date: 'mercredi 14 janvier',
    divisionName: 'M1',
    seasonName: 'Hiver 2025',
    overtime: false,
    live: { minute: 3 },
    home: { ...team, score: 1 },
    away: { ...team, name: 'St. Laurent United', score: 0 },
  }
  const side = { forfeit: false, winner: false, championPath: false, projected: false }
  const tie: BracketTieView = {
    id: 'G20',
    finished: false,
    live: { minute: 3 },
    overtime: false,
    shootout: false,
    home: { ...side, name: 'Lions FC', score: 1 },
    away: { ...side, name: 'St. Laurent United', score: 0 },
  }
  const final: GamePatch = { id: 'G20', status: 'finished', homeScore: 1, awayScore: 2 }

  it('the header: final score, no clock, the winner', () => {
    const patched = patchHeader(header, final)
    expect([patched.status, patched.home.score, patched.away.score, patched.live]).toEqual([
      'finished',
      1,
      2,
      undefined,
    ])
    expect([patched.home.winner, patched.away.winner]).toEqual([false, true])
  })

  it('the tie: finished, no clock, the winner', () => {
    const patched = patchTie(tie, final)
    expect([patched.finished, patched.home.score, patched.away.score, patched.live]).toEqual([
      true,
      1,
      2,
      undefined,
    ])
    expect([patched.home.winner, patched.away.winner]).toEqual([false, true])
  })
})
