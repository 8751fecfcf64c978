import { describe, expect, it } from 'vitest'

import { exampleLeagueTree, exampleTreeWithGame } from '~/league/fixtures/example-tree.ts'
import { parseLeague } from '~/league/index.ts'

import {
  DIVISION_STORAGE_KEY,
  buildStandingsPage,
  divisionSearch,
  pickDivision,
  rememberedDivisionTarget,
  unavailableStandingsPage,
} from './standings-page.ts'

const NOW = new Date('2026-01-14T19:00:00-05:00')
const league = parseLeague(exampleLeagueTree())
const page = (division?: string, lang: 'fr' | 'en' = 'en') =>
  buildStandingsPage(league, { now: NOW, division, lang })

describe('the division selector (active divisions)', () => {
  it('lists the active divisions of the active season only, each with its sex', () => {
    expect(page().divisions).toEqual([
      { id: 'M1', name: 'Men A - Laval', sex: 'men' },
      { id: 'W1', name: 'Women - Brossard', sex: 'women' },
    ])
    expect(page(undefined, 'fr').divisions.map((d) => d.name)).toEqual([
      'Hommes A - Laval',
      'Femmes - Brossard',
    ])
  })

  it.each([
    ['no parameter', undefined, { id: 'M1', fromUrl: false, unknown: undefined }],
    ['an empty parameter', '  ', { id: 'M1', fromUrl: false, unknown: undefined }],
    ['an active division id', 'W1', { id: 'W1', fromUrl: true, unknown: undefined }],
    ['an id written differently', 'w-1', { id: 'W1', fromUrl: true, unknown: undefined }],
    ['a division name', 'Femmes - Brossard', { id: 'W1', fromUrl: true, unknown: undefined }],
    ['an inactive division', 'M9', { id: 'M1', fromUrl: false, unknown: 'M9' }],
    ['an unknown division', 'ZZ', { id: 'M1', fromUrl: false, unknown: 'ZZ' }],
  ])('shows the right division for %s', (_case, requested, expected) => {
    const divisions = league.divisions.filter((division) => division.isActive)
    const picked = pickDivision(divisions, requested)
    expect({ id: picked.division?.id, fromUrl: picked.fromUrl, unknown: picked.unknown }).toEqual(
      expected,
    )
  })

  it('remembers the choice under its local storage key', () => {
    expect(DIVISION_STORAGE_KEY).toBe('standings:selectedDivision')
  })

  const ids = ['M1', 'W1']
  it.each([
    [
      'the remembered division when the URL names none',
      'W1',
      { selectedId: 'M1', fromUrl: false },
      'W1',
    ],
    [
      'nothing when the remembered division is already shown',
      'M1',
      { selectedId: 'M1', fromUrl: false },
      undefined,
    ],
    [
      'nothing when the remembered division is gone (the first stays)',
      'X9',
      { selectedId: 'M1', fromUrl: false },
      undefined,
    ],
    ['nothing when nothing is remembered', null, { selectedId: 'M1', fromUrl: false }, undefined],
    [
      'nothing when the URL chose (the URL wins)',
      'W1',
      { selectedId: 'M1', fromUrl: true },
      undefined,
    ],
    [
      'nothing when the URL named an unknown division',
      'W1',
      { selectedId: 'M1', fromUrl: false, unknownDivision: 'ZZ' },
      undefined,
    ],
  ])('after hydration, goes to %s', (_case, remembered, shown, expected) => {
    expect(rememberedDivisionTarget(ids, remembered, shown)).toBe(expected)
  })

  it('keeps the other query parameters in the division URL', () => {
    expect(divisionSearch('?lang=en&division=M1', 'W1')).toBe('?lang=en&division=W1')
    expect(divisionSearch('', 'W 1')).toBe('?division=W+1')
  })
})

describe('the standings page of a division', () => {
  it('shows the table of the chosen division with its playoff spots', () => {
    const view = page('M1', 'fr')
    expect(view.selectedId).toBe('M1')
    expect(view.seasonName).toBe('Hiver 2025-26')
    expect(view.standings?.playoffSpots).toBe(4)
    expect(
      view.standings?.rows.map((row) => [row.rank, row.teamName, row.points, row.diff, row.form]),
    ).toEqual([
      [1, 'Les Lions', 4, 1, ['W', 'D']],
      [2, 'St. Laurent United', 1, -1, ['L', 'D']],
    ])
  })

  it('offers the table with the games in progress, marked with the moves and who is playing', () => {
    const tree = exampleTreeWithGame({ Status: 'live', HomeTeamScore: 0, AwayTeamScore: 4 })
    const view = buildStandingsPage(parseLeague(tree), { now: NOW, division: 'M1', lang: 'fr' })
    expect(view.standings?.rows.map((row) => [row.teamName, row.points])).toEqual([
      ['Les Lions', 4],
      ['St. Laurent United', 1],
    ])
    expect(view.provisional?.liveGames).toBe(1)
    expect(
      view.provisional?.standings.rows.map((row) => [
        row.rank,
        row.teamName,
        row.points,
        row.movement,
        row.playing,
      ]),
    ).toEqual([
      [1, 'St. Laurent United', 4, 1, true],
      [2, 'Les Lions', 4, -1, true],
    ])
  })

  it('offers no provisional table while no game is played', () => {
    expect(page('M1').provisional).toBeUndefined()
  })

  it('gives goals for from the standings and cards from the team stats', () => {
    expect(page('M1').totals).toEqual({
      T10: { gf: 5, yellow: 1, red: 0 },
      T11: { gf: 4, yellow: 2, red: 1 },
    })
  })

  it('lists the last finished matches, latest first, each opening its match page', () => {
    const recent = page('M1').recent ?? []
    expect(recent.map((match) => [match.id, match.href, match.playoffLabel])).toEqual([
      ['G9', '/match/G9', 'Final'],
      ['G2', '/match/G2', undefined],
      ['G1', '/match/G1', undefined],
    ])
    expect(recent[2]).toMatchObject({ date: 'November 9, 2025', time: '7:30 PM', field: 'Laval 1' })
  })

  it('lists the upcoming games from today, soonest first', () => {
    expect(page('M1').upcoming?.map((match) => match.id)).toEqual(['G10'])
  })

  it('ranks the top scorers, linking players and teams with the non-empty parameters only', () => {
    expect(page('M1').scorers).toEqual([
      {
        rank: 1,
        playerName: 'Marc Tremblay',
        playerHref:
          '/player/P100?season=2025W&division=M1&teamId=T10&teamKey=Lions_FC&playerKey=Marc_Tremblay&playerName=Marc+Tremblay',
        teamName: 'Lions FC',
        teamHref: '/team/T10?division=M1&season=2025W',
        goals: 3,
      },
      {
        rank: 2,
        playerName: 'Sami Haddad',
        playerHref:
          '/player/P110?season=2025W&division=M1&teamId=T11&teamKey=St_Laurent_United&playerKey=Sami_Haddad&playerName=Sami+Haddad',
        teamName: 'St. Laurent United',
        teamHref: '/team/T11?division=M1&season=2025W',
        goals: 2,
      },
    ])
  })

  it('lists the suspended players and the team fines of the division', () => {
    const view = page('M1', 'fr')
    expect(view.suspensions?.map((row) => row.playerName)).toEqual(['Sami Haddad'])
    expect(view.fines?.map((row) => [row.teamName, row.amount, row.status])).toEqual([
      ['St. Laurent United', '15,00 $', 'Impayée'],
    ])
  })

  it('shows empty lists (not errors) for a division without games, scorers or discipline', () => {
    const view = page('W1')
    expect(view.standings?.rows.map((row) => row.teamName)).toEqual(['The Stars'])
    expect(view.standings?.rows[0]?.inPlayoffSpot).toBe(true)
    expect([view.recent, view.upcoming, view.scorers, view.suspensions, view.fines]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ])
  })

  it('falls back to the first division and says which one was asked for', () => {
    const view = page('nope')
    expect(view).toMatchObject({ selectedId: 'M1', fromUrl: false, unknownDivision: 'nope' })
  })

  it('shows no division and no widgets when the season has no active division', () => {
    const empty = parseLeague({ Seasons: { S: { season_id: 'S', isActive: true } } })
    const view = buildStandingsPage(empty, { now: NOW, lang: 'fr' })
    expect(view).toMatchObject({ available: true, divisions: [], standings: null })
    expect(view.selectedId).toBeUndefined()
  })

  it('survives junk trees without throwing', () => {
    for (const tree of [null, 'junk', [], { Seasons: 'x' }, { Divisions: [1, 2] }]) {
      expect(() => buildStandingsPage(parseLeague(tree), { now: NOW, lang: 'en' })).not.toThrow()
    }
  })

  it('puts every widget in its error state when the data is unavailable', () => {
    expect(unavailableStandingsPage()).toMatchObject({
      available: false,
      standings: null,
      recent: null,
      upcoming: null,
      scorers: null,
      suspensions: null,
      fines: null,
    })
  })
})
