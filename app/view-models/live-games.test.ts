import { describe, expect, it } from 'vitest'

import type { GamePatch } from '~/league/index.ts'

import { patchCard, patchHeader, patchTie } from './live-games.ts'
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
