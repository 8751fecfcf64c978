import { describe, expect, it } from 'vitest'

import {
  compareEventIds,
  liveState,
  readMatchEvent,
  readMatchEvents,
  scoreFromEvents,
  shootoutFromEvents,
  type MatchEvent,
} from './match-events.ts'

describe('one event record', () => {
  it.each<[string, Record<string, unknown>, MatchEvent | undefined]>([
    [
      'a goal with its assist',
      { Type: 'goal', Side: 'home', PlayerID: 'P1', AssistID: 'P2', Minute: 6 },
      { id: 'e', type: 'goal', side: 'home', playerId: 'P1', assistId: 'P2', minute: 6 },
    ],
    [
      'an own goal, named by the side of the player who scored it',
      { Type: 'own-goal', Side: 'away', PlayerID: 'P9', Minute: '12' },
      { id: 'e', type: 'own-goal', side: 'away', playerId: 'P9', minute: 12 },
    ],
    [
      'a card written in French words',
      { Type: 'Carton jaune', Side: 'Visiteur', PlayerID: 7, Minute: 30 },
      { id: 'e', type: 'yellow', side: 'away', playerId: '7', minute: 30 },
    ],
    [
      'a red card, the type in capitals',
      { Type: 'RED', Side: 'HOME', PlayerID: 'P3', Minute: 40 },
      { id: 'e', type: 'red', side: 'home', playerId: 'P3', minute: 40 },
    ],
    [
      'half-time, with no side',
      { Type: 'period', Period: 'half-time', Minute: 25 },
      { id: 'e', type: 'period', period: 'half-time', minute: 25 },
    ],
    [
      'overtime written in French',
      { Type: 'période', Period: 'Prolongation', Minute: 50 },
      { id: 'e', type: 'period', period: 'overtime', minute: 50 },
    ],
    [
      'a shootout kick that went in, without a minute',
      { Type: 'shootout', Side: 'home', PlayerID: 'P1', Scored: true },
      { id: 'e', type: 'shootout', side: 'home', playerId: 'P1', scored: true },
    ],
    [
      'a shootout kick missed',
      { Type: 'shootout', Side: 'away', PlayerID: 'P9', Scored: 'false' },
      { id: 'e', type: 'shootout', side: 'away', playerId: 'P9', scored: false },
    ],
    [
      'an assist on a card is not kept',
      { Type: 'yellow', Side: 'home', PlayerID: 'P1', AssistID: 'P2', Minute: 3 },
      { id: 'e', type: 'yellow', side: 'home', playerId: 'P1', minute: 3 },
    ],
    [
      'a minute that is not a whole number is none',
      { Type: 'goal', Side: 'home', PlayerID: 'P1', Minute: 'late' },
      { id: 'e', type: 'goal', side: 'home', playerId: 'P1' },
    ],
    ['an unknown type', { Type: 'corner', Side: 'home', Minute: 3 }, undefined],
    ['a goal without its side', { Type: 'goal', PlayerID: 'P1', Minute: 3 }, undefined],
    ['a period without which one', { Type: 'period', Minute: 25 }, undefined],
  ])('%s', (_, record, expected) => {
    expect(readMatchEvent('e', record)).toEqual(expected)
  })
})

describe('the order of a game', () => {
  it('goes by minute, then as recorded, and puts the shootout last', () => {
    const events = readMatchEvents({
      '-Nb': { Type: 'goal', Side: 'home', PlayerID: 'P1', Minute: 10 },
      '-Na': { Type: 'yellow', Side: 'away', PlayerID: 'P9', Minute: 10 },
      '-Nc': { Type: 'shootout', Side: 'home', PlayerID: 'P1', Scored: true, Minute: 1 },
      '-Nd': { Type: 'goal', Side: 'away', PlayerID: 'P9', Minute: 2 },
      '-Ne': { Type: 'period', Period: 'half-time', Minute: 25 },
      '-Nf': { Type: 'goal', Side: 'home', PlayerID: 'P2' },
      '-Ng': { Type: 'nonsense' },
    })
    expect(events.map((event) => event.id)).toEqual(['-Nd', '-Na', '-Nb', '-Ne', '-Nf', '-Nc'])
  })

  it.each([
    ['numeric ids as numbers', '9', '10', -1],
    ['numeric ids before push ids', '10', '-N1', -1],
    ['push ids by their characters', '-NaB', '-Nab', -1],
    ['the same id', 'x', 'x', 0],
  ])('compares %s', (_, a, b, sign) => {
    expect(Math.sign(compareEventIds(a, b))).toBe(sign)
  })

  it('reads events kept as a list (numeric keys), skipping holes', () => {
    const events = readMatchEvents([null, { Type: 'goal', Side: 'home', Minute: 4 }])
    expect(events).toEqual([{ id: '1', type: 'goal', side: 'home', minute: 4 }])
  })

  it.each([null, 'junk', 42, [], {}])('reads %j as no events', (node) => {
    expect(readMatchEvents(node)).toEqual([])
  })
})

const goal = (side: 'home' | 'away', minute: number, id = `g${minute}`): MatchEvent => ({
  id,
  type: 'goal',
  side,
  minute,
})

describe('what the events tell', () => {
  it.each<[string, MatchEvent[], { home: number; away: number }]>([
    ['no events, no goals', [], { home: 0, away: 0 }],
    [
      'goals for their side',
      [goal('home', 1), goal('home', 2), goal('away', 3)],
      { home: 2, away: 1 },
    ],
    [
      'an own goal for the other side',
      [{ id: 'o', type: 'own-goal', side: 'home', minute: 5 }],
      { home: 0, away: 1 },
    ],
    [
      'cards and kicks score nothing',
      [
        { id: 'y', type: 'yellow', side: 'home', minute: 5 },
        { id: 'k', type: 'shootout', side: 'home', scored: true },
      ],
      { home: 0, away: 0 },
    ],
  ])('%s', (_, events, score) => {
    expect(scoreFromEvents(events)).toEqual(score)
  })

  it('counts shootout kicks taken and scored per side', () => {
    expect(
      shootoutFromEvents([
        { id: 'a', type: 'shootout', side: 'home', scored: true },
        { id: 'b', type: 'shootout', side: 'away', scored: false },
        { id: 'c', type: 'shootout', side: 'home', scored: false },
      ]),
    ).toEqual({ home: { goals: 1, attempts: 2 }, away: { goals: 0, attempts: 1 } })
    expect(shootoutFromEvents([goal('home', 3)])).toBeUndefined()
  })

  it.each<[string, MatchEvent[], ReturnType<typeof liveState>]>([
    ['kick-off, nothing recorded', [], {}],
    ['in play: the latest minute', [goal('home', 6), goal('away', 14)], { minute: 14 }],
    [
      'at half-time',
      [goal('home', 6), { id: 'h', type: 'period', period: 'half-time', minute: 25 }],
      { minute: 25, phase: 'half-time' },
    ],
    [
      'the second half under way',
      [{ id: 'h', type: 'period', period: 'half-time', minute: 25 }, goal('home', 31)],
      { minute: 31 },
    ],
    [
      'in overtime',
      [{ id: 'o', type: 'period', period: 'overtime', minute: 50 }, goal('home', 53)],
      { minute: 53, phase: 'overtime' },
    ],
    [
      'in the shootout',
      [
        { id: 'o', type: 'period', period: 'overtime', minute: 50 },
        { id: 'k', type: 'shootout', side: 'home', scored: true },
      ],
      { minute: 50, phase: 'shootout' },
    ],
    [
      'at the final whistle, before the result is written',
      [goal('home', 6), { id: 'e', type: 'period', period: 'end', minute: 50 }],
      { minute: 50, phase: 'full-time' },
    ],
  ])('a live game %s', (_, events, state) => {
    expect(liveState(events)).toEqual(state)
  })
})
