import { describe, expect, it } from 'vitest'

import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'
import { type Match, findMatch, parseLeague } from '~/league/index.ts'

import { toMatchCardView } from './match-card.ts'

const league = parseLeague(exampleLeagueTree())

function drawn(overrides: Partial<Match>): Match {
  const base = findMatch(league, 'G1') as Match
  return {
    ...base,
    status: 'finished',
    home: { ...base.home, score: 4 },
    away: { ...base.away, score: 4 },
    homeForfeit: false,
    awayForfeit: false,
    ...overrides,
  }
}

describe('a card says who won, whatever decided it', () => {
  it('carries the shootout of a draw and marks its winner', () => {
    const card = toMatchCardView(
      drawn({ shootout: { home: { goals: 3, attempts: 5 }, away: { goals: 2, attempts: 5 } } }),
      'fr',
    )
    expect(card.shootout).toEqual({ home: 3, away: 2 })
    expect(card.home.winner).toBe(true)
    expect(card.away.winner).toBeUndefined()
  })

  it('marks the higher score and leaves a plain draw without a winner', () => {
    const won = toMatchCardView(drawn({ away: { ...drawn({}).away, score: 6 } }), 'en')
    expect(won.away.winner).toBe(true)
    expect(won.shootout).toBeUndefined()
    const draw = toMatchCardView(drawn({}), 'en')
    expect(draw.home.winner ?? draw.away.winner).toBeUndefined()
  })

  it('marks no winner before the game is played', () => {
    const card = toMatchCardView(drawn({ status: 'upcoming' }), 'en')
    expect(card.home.winner ?? card.away.winner).toBeUndefined()
  })
})

describe('a called-off card says so instead of upcoming', () => {
  const upcoming = findMatch(league, 'G10') as Match
  it.each([
    [{ status: 'postponed', reason: 'Ice closed' }, 'postponed', 'Ice closed'],
    [{ status: 'cancelled' }, 'cancelled', undefined],
  ] as const)('%j', (calledOff, status, reason) => {
    const card = toMatchCardView({ ...upcoming, calledOff }, 'fr')
    expect(card.status).toBe(status)
    expect(card.statusReason).toBe(reason)
  })

  it('leaves a game on schedule as it was (no new key in its data)', () => {
    expect(toMatchCardView(upcoming, 'en')).not.toHaveProperty('statusReason')
    expect(toMatchCardView(upcoming, 'en').status).toBe('upcoming')
  })
})

describe('a live card', () => {
  const upcoming = findMatch(league, 'G10') as Match
  const live: Match = {
    ...upcoming,
    status: 'live',
    home: { ...upcoming.home, score: 2 },
    away: { ...upcoming.away, score: 1 },
    live: { minute: 34 },
  }

  it('says live, with its running score and minute, and opens the match centre', () => {
    const card = toMatchCardView(live, 'fr')
    expect(card.status).toBe('live')
    expect([card.home.score, card.away.score]).toEqual([2, 1])
    expect(card.live).toEqual({ minute: 34 })
    expect(card.href).toBe('/match/G10')
  })

  it('marks no winner while the game is played', () => {
    const card = toMatchCardView(live, 'en')
    expect(card.home.winner ?? card.away.winner).toBeUndefined()
  })

  it('opens the preview of an upcoming game between two known teams, not of one called off', () => {
    const known = { ...upcoming, away: { ...upcoming.home, teamId: 'T11', tbd: false } }
    expect(toMatchCardView(known, 'en').href).toBe('/match/G10')
    expect(
      toMatchCardView({ ...known, calledOff: { status: 'postponed' } }, 'en').href,
    ).toBeUndefined()
  })

  it('carries no clock once the game is over, and none before it starts', () => {
    expect(toMatchCardView(drawn({}), 'en').live).toBeUndefined()
    expect(toMatchCardView(upcoming, 'en').live).toBeUndefined()
    expect(toMatchCardView(upcoming, 'en').href).toBeUndefined()
  })
})

describe('a card names its field in the reader’s language', () => {
  it('says Field on an English card and Terrain on a French one', () => {
    const match = drawn({ field: 'Laval - Terrain 1' })
    expect(toMatchCardView(match, 'en').field).toBe('Laval - Field 1')
    expect(toMatchCardView(match, 'fr').field).toBe('Laval - Terrain 1')
  })
})
