import { describe, expect, it } from 'vitest'

import {
  type WriteOutcome,
  applyLeagueUpdate,
  finishGame,
  readLeague,
  recordEvent,
  startGame,
} from '~/league/index.ts'
import { exampleLeagueTree, exampleTreeWithGame } from '~/league/fixtures/example-tree.ts'

import { gameLabel, keeperIds, sheetView, suspensionOffers, tonightView } from './console-views.ts'

const league = () => readLeague(exampleLeagueTree())

describe("tonight's games", () => {
  it("are the league's games of today in Toronto, each with its result when it has one", () => {
    // 9 Nov 2025, 11 PM in Toronto is already the 10th in UTC.
    const view = tonightView(league(), new Date('2025-11-10T04:00:00Z'), 'en')
    expect(view.dateLabel).toBe('November 9, 2025')
    expect(view.games).toEqual([
      expect.objectContaining({
        id: 'G1',
        time: '7:30 PM',
        home: 'Lions FC',
        away: 'St. Laurent United',
        finished: true,
        score: '2 – 1',
      }),
    ])
    expect(tonightView(league(), new Date('2025-11-11T17:00:00Z'), 'fr').games).toEqual([])
  })
})

describe('the result sheet of a game', () => {
  it("lists each team's roster, goalkeepers apart, filled with the recorded sheet", () => {
    const view = sheetView(league(), 'G1', 'fr')!
    expect(view.home.name).toBe('Les Lions')
    expect(view.home.keepers.map((p) => p.id)).toEqual(['P101'])
    expect(view.home.players.map((p) => p.id)).toContain('P100')
    expect(keeperIds(view)).toContain('P101')
    expect(view.values).toMatchObject({
      homeScore: '2',
      awayScore: '1',
      forfeit: '',
      overtime: false,
    })
    const marc = view.values.home.find((line) => line.id === 'P100')!
    expect(marc.played).toBe(true)
    expect(view.values.home.map((line) => line.id)).toEqual(
      [...view.home.players, ...view.home.keepers].map((p) => p.id),
    )
  })

  it('carries overtime and the shootout of a finished game', () => {
    expect(sheetView(league(), 'G9', 'en')!.values).toMatchObject({
      overtime: true,
      homeShootoutGoals: '2',
      awayShootoutGoals: '1',
      homeShootoutAttempts: '3',
      awayShootoutAttempts: '3',
    })
  })

  it('does not exist for an unknown game or one whose teams are not known yet', () => {
    expect(sheetView(league(), 'nope', 'en')).toBeUndefined()
    expect(sheetView(league(), 'G10', 'en')).toBeUndefined()
  })

  it('names a game for notices', () => {
    expect(gameLabel(league(), 'G1', 'en')).toBe('Lions FC 2 – 1 St. Laurent United')
  })
})

describe('the suspensions offered after a result', () => {
  it('link each player sent off to the discipline form, filled as the rules call for', () => {
    const tree = exampleLeagueTree() as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON tree
    Object.assign(tree['2025W_Players'].P110, { player_suspended: 'no', Red: 1 })
    const [offer, ...more] = suspensionOffers(readLeague(tree), 'G1', 'fr')
    expect(more).toEqual([])
    expect(offer).toMatchObject({ player: 'Sami Haddad', nth: 1, games: 1, fine: '15,00 $' })
    const url = new URL(offer!.href, 'https://x.test')
    expect(url.pathname).toBe('/admin/discipline')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      player: 'P110',
      games: '1',
      fine: '15',
    })
    expect(url.searchParams.get('offence')).toMatch(
      /^Carton rouge\s: Les Lions – St\. Laurent United, /,
    )
  })

  it('follow a game ended on the live sheet with a red card in its events', () => {
    type Tree = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON tree
    let tree = exampleTreeWithGame() as Tree
    tree['2025W_Players'].P110.player_suspended = 'no'
    const ref = { seasonId: '2025W', gameId: 'G20' }
    const apply = (outcome: WriteOutcome) => {
      if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusal))
      tree = applyLeagueUpdate(tree, outcome.update) as Tree
    }
    apply(startGame(tree, ref, new Date('2026-01-15T00:00:00Z')))
    expect(suspensionOffers(readLeague(tree), 'G20', 'en')).toEqual([])
    apply(
      recordEvent(tree, ref, '-E1', { type: 'red', side: 'away', playerId: 'P110', minute: 20 }),
    )
    apply(
      finishGame(tree, ref, {
        home: { players: [], keepers: [] },
        away: { players: ['P110'], keepers: [] },
      }),
    )
    const [offer, ...more] = suspensionOffers(readLeague(tree), 'G20', 'en')
    expect(more).toEqual([])
    expect(offer).toMatchObject({ player: 'Sami Haddad' })
    expect(new URL(offer!.href, 'https://x.test').searchParams.get('player')).toBe('P110')
  })
})
