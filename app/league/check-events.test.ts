import { describe, expect, it } from 'vitest'

import { checkLeague } from './check-league.ts'
import { exampleTreeWithGame } from './fixtures/example-tree.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON trees mutated by path in tests
type Tree = Record<string, any>

const GAME = 'Schedule/2025W/Divisions/M1/JAN 14, 2026/G20'
const EVENTS = `${GAME}/Events`

/** The example tree with a game of Lions FC (T10) against St. Laurent (T11) being played. */
function liveGame(fields: Record<string, unknown> = {}): Tree {
  return exampleTreeWithGame({
    Status: 'live',
    HomeTeamScore: 1,
    AwayTeamScore: 0,
    Events: {
      a: { Type: 'goal', Side: 'home', PlayerID: 'P100', AssistID: 'P101', Minute: 6 },
      b: { Type: 'yellow', Side: 'away', PlayerID: 'P110', Minute: 9 },
      c: { Type: 'period', Period: 'half-time', Minute: 25 },
    },
    ...fields,
  })
}

const summary = (tree: unknown) => checkLeague(tree).map((f) => [f.severity, f.code, f.path])

describe('the checker on live games and their events', () => {
  it('finds nothing in a live game told as the contract says', () => {
    expect(summary(liveGame())).toEqual([])
  })

  it('finds nothing in a finished game that keeps its events', () => {
    expect(summary(liveGame({ Status: undefined, GameComplete: true }))).toEqual([
      // The example's Stats_ has no result for this game: only the checker's usual finding.
      ...summary(liveGame({ Status: undefined, GameComplete: true, Events: undefined })),
    ])
  })

  it.each<[string, Record<string, unknown>, Array<[string, string, string]>]>([
    [
      'an event type nobody reads',
      { Events: { a: { Type: 'corner', Side: 'home', Minute: 3 } } },
      [['error', 'event-unknown-type', `${EVENTS}/a/Type`]],
    ],
    [
      'a goal without a side',
      {
        HomeTeamScore: 0,
        Events: { a: { Type: 'goal', Side: 'north', PlayerID: 'P100', Minute: 3 } },
      },
      [['error', 'event-unknown-side', `${EVENTS}/a/Side`]],
    ],
    [
      'a period that is not one',
      { Events: { a: { Type: 'period', Period: 'break', Minute: 3 } }, HomeTeamScore: 0 },
      [['error', 'event-unknown-period', `${EVENTS}/a/Period`]],
    ],
    ['events that are not a list', { Events: 'goal' }, [['error', 'events-not-a-list', EVENTS]]],
    [
      'a minute that is not a number',
      { Events: { a: { Type: 'goal', Side: 'home', PlayerID: 'P100', Minute: 'six' } } },
      [['warning', 'event-unreadable-minute', `${EVENTS}/a/Minute`]],
    ],
    [
      'a goal without a minute',
      { Events: { a: { Type: 'goal', Side: 'home', PlayerID: 'P100' } } },
      [['warning', 'event-without-minute', `${EVENTS}/a`]],
    ],
    [
      'a shootout kick without a minute is no finding',
      {
        HomeTeamScore: 0,
        Events: { k: { Type: 'shootout', Side: 'home', PlayerID: 'P100', Scored: true } },
      },
      [],
    ],
    [
      'a scorer the roster does not know',
      { Events: { a: { Type: 'goal', Side: 'home', PlayerID: 'P999', Minute: 3 } } },
      [['warning', 'event-unknown-player', `${EVENTS}/a/PlayerID`]],
    ],
    [
      'a scorer of the other team',
      { Events: { a: { Type: 'goal', Side: 'home', PlayerID: 'P110', Minute: 3 } } },
      [['warning', 'event-wrong-side', `${EVENTS}/a/PlayerID`]],
    ],
    [
      'goals that do not make the score',
      { HomeTeamScore: 2 },
      [['warning', 'events-disagree-with-score', EVENTS]],
    ],
    [
      'events on a game not started',
      { Status: undefined, HomeTeamScore: undefined, AwayTeamScore: undefined },
      [['warning', 'events-before-start', EVENTS]],
    ],
    [
      'a misspelt event field',
      { Events: { a: { Type: 'goal', Side: 'home', PlayerID: 'P100', Minut: 3 } } },
      [
        ['error', 'misspelt-field', `${EVENTS}/a/Minut`],
        ['warning', 'event-without-minute', `${EVENTS}/a`],
      ],
    ],
    [
      'a status nobody reads on a game with a score',
      { Status: 'playing' },
      [
        ['warning', 'score-not-finished', GAME],
        ['warning', 'events-before-start', EVENTS],
        ['warning', 'unknown-status', `${GAME}/Status`],
      ],
    ],
  ])('reports %s in one line', (_, fields, expected) => {
    expect(summary(liveGame(fields))).toEqual(expected)
  })

  it('accepts "in progress" and "en cours" as live', () => {
    expect(summary(liveGame({ Status: 'In progress' }))).toEqual([])
    expect(summary(liveGame({ Status: 'en cours' }))).toEqual([])
  })

  it('says what is wrong with an event in French and English', () => {
    const [finding] = checkLeague(liveGame({ Events: { a: { Type: 'corner', Minute: 3 } } }))
    expect(finding.message.en).toMatch(/corner.*goal, own-goal, yellow, red, period or shootout/)
    expect(finding.message.fr).toMatch(/corner.*omet l’événement/)
  })
})
