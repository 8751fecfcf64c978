import { describe, expect, it } from 'vitest'

import { pageStatus } from '~/utils/page-result.ts'

import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'
import { type Match, findMatch, matchSheet, matchWinner, parseLeague } from '~/league/index.ts'

import {
  type MatchPageView,
  matchPageKind,
  notFoundMatchView,
  pendingPanelView,
  sheetColumns,
  toMatchPageView,
  unavailableMatchView,
} from './match-page.ts'
import { type StatLineView } from './team-pages-common.ts'
import { teamPagesTree } from './fixtures/team-pages-tree.ts'

const league = parseLeague(teamPagesTree(exampleLeagueTree()))

async function page(matchId: string, lang: 'fr' | 'en'): Promise<MatchPageView> {
  const sheet = matchSheet(league, matchId)
  if (!sheet) throw new Error(`no match ${matchId}`)
  return toMatchPageView(league, sheet, lang)
}

async function sheetOf(matchId: string, lang: 'fr' | 'en') {
  const view = await page(matchId, lang)
  if (view.kind !== 'sheet') throw new Error(`expected a sheet, got ${view.kind}`)
  return view
}

function match(overrides: Partial<Match> & { homeScore?: number; awayScore?: number }): Match {
  const base = findMatch(league, 'G1') as Match
  const { homeScore, awayScore, ...rest } = overrides
  return {
    ...base,
    home: { ...base.home, score: homeScore ?? base.home.score },
    away: { ...base.away, score: awayScore ?? base.away.score },
    homeForfeit: false,
    awayForfeit: false,
    ...rest,
  }
}

describe('who won (the winner is shown first-class on the sheet)', () => {
  it.each([
    ['the higher score', match({ homeScore: 2, awayScore: 1 }), 'home'],
    ['the higher score away', match({ homeScore: 0, awayScore: 4 }), 'away'],
    ['nobody on a draw', match({ homeScore: 3, awayScore: 3 }), undefined],
    [
      'the shootout after a draw',
      match({
        homeScore: 1,
        awayScore: 1,
        shootout: { home: { goals: 1, attempts: 3 }, away: { goals: 2, attempts: 3 } },
      }),
      'away',
    ],
    [
      'the side that did not forfeit',
      match({ homeScore: 5, awayScore: 0, homeForfeit: true }),
      'away',
    ],
    ['nobody before the end', match({ status: 'upcoming' }), undefined],
  ])('%s', (_, value, winner) => {
    expect(matchWinner(value)).toBe(winner)
  })
})

describe('the statuses of the match page', () => {
  it('answers 404, 503, 200 for an unfinished match and 200 for a sheet', async () => {
    const cases: Array<[MatchPageView, number]> = [
      [notFoundMatchView('en'), 404],
      [unavailableMatchView('fr'), 503],
      [await page('G10', 'en'), 200],
      [await page('G9', 'en'), 200],
    ]
    for (const [view, status] of cases) expect(pageStatus(matchPageKind(view))).toBe(status)
  })

  it('words the errors as the product does, in both languages', () => {
    expect(notFoundMatchView('en').meta.title).toBe('Game not found')
    expect(notFoundMatchView('fr').meta.title).toBe('Match introuvable')
    expect(unavailableMatchView('en').meta.description).toBe('Failed to load game.')
    expect(unavailableMatchView('fr').meta.description).toBe('Impossible de charger le match.')
  })
})

describe('the final G9: playoff, overtime and shootout', () => {
  it('shows date, time, field, division, stage, overtime and the shootout', async () => {
    const { header, meta } = await sheetOf('G9', 'en')
    expect(header).toMatchObject({
      date: 'March 22, 2026',
      time: '9:00 PM',
      field: 'Laval 1',
      divisionName: 'Men A - Laval',
      playoffLabel: 'Final',
      playoffsHref: '/playoffs?division=M1',
      overtime: true,
      shootout: { home: { goals: 2, attempts: 3 }, away: { goals: 1, attempts: 3 } },
    })
    expect([header.home.name, header.home.score, header.home.winner]).toEqual(['Lions FC', 1, true])
    expect([header.away.name, header.away.score, header.away.winner]).toEqual([
      'St. Laurent United',
      1,
      false,
    ])
    expect(header.home.href).toBe('/team/T10?division=M1&season=2025W')
    expect(meta.title).toBe('Lions FC vs St. Laurent United — March 22, 2026')
  })

  it('is in French with French names', async () => {
    const { header, meta } = await sheetOf('G9', 'fr')
    expect([header.date, header.time, header.playoffLabel, header.home.name]).toEqual([
      '22 mars 2026',
      '21 h 00',
      'Finale',
      'Les Lions',
    ])
    expect(meta.title).toBe('Les Lions vs St. Laurent United — 22 mars 2026')
  })

  it('lists each team’s players and goalkeepers from the match rosters', async () => {
    const { home, away } = await sheetOf('G9', 'en')
    expect(home.players.map((p) => [p.name, p.number, p.goals, p.yellow, p.href])).toEqual([
      ['Marc Tremblay', 9, 1, 0, '/player/P100?season=2025W&division=M1&teamId=T10'],
    ])
    expect(home.keepers.map((p) => [p.name, p.number])).toEqual([['Julien Roy', 1]])
    expect(away.players.map((p) => [p.name, p.number, p.goals, p.yellow])).toEqual([
      ['Sami Haddad', 10, 1, 1],
    ])
    expect(away.keepers).toEqual([])
    expect(home.players[0].gp).toBeUndefined()
  })
})

describe('the forfeit G3 and the unfinished G10', () => {
  it('tags the forfeiting side and gives the game to the other', async () => {
    const { header, home, away } = await sheetOf('G3', 'en')
    expect([header.home.name, header.home.forfeit, header.home.score]).toEqual([
      'St. Laurent United',
      true,
      0,
    ])
    expect([header.away.forfeit, header.away.score, header.away.winner]).toEqual([false, 3, true])
    expect(header.overtime).toBe(false)
    expect(header.shootout).toBeUndefined()
    expect(header.playoffLabel).toBeUndefined()
    // No roster in the stats: each side says 'No roster data available.'
    expect([home.players, home.keepers, away.players, away.keepers]).toEqual([[], [], [], []])
  })

  it('previews a game still to play, with its date and teams but no score', async () => {
    const view = await page('G10', 'en')
    expect(view.kind).toBe('preview')
    if (view.kind !== 'preview') return
    expect(view.header).toMatchObject({ date: 'March 29, 2026', status: 'upcoming' })
    expect(view.header.time).toBeUndefined()
    expect(view.header.home.score).toBeUndefined()
    expect(view.header.away).toMatchObject({ name: 'TBD', winner: false })
    expect(view.header.away.href).toBeUndefined()
    expect(matchPageKind(view)).toBe('ok')
  })
})

describe("an upcoming game's preview", () => {
  it("gives each team's position, form and top scorers, and the game as a calendar file", async () => {
    const view = await page('G10', 'fr')
    if (view.kind !== 'preview') throw new Error(`expected a preview, got ${view.kind}`)
    const { home, away, calendarHref } = view.preview
    expect(home.standing).toEqual({ rank: 1, of: 2, points: 7, gp: 3 })
    expect(home.form).toEqual(['W', 'D', 'W'])
    expect(home.href).toBe('/team/T10?division=M1&season=2025W')
    // Paul Gagnon is known from the goal tallies only: he is named, linked by his key.
    expect(home.scorers.map((scorer) => [scorer.rank, scorer.playerName, scorer.goals])).toEqual([
      [1, 'Paul Gagnon', 4],
      [2, 'Marc Tremblay', 3],
    ])
    expect(away).toEqual({ name: 'À déterminer', form: [], scorers: [] })
    expect(calendarHref).toBe('/calendar/match/G10.ics')
  })

  it('names the calendar file in English on an English page', async () => {
    const view = await page('G10', 'en')
    if (view.kind !== 'preview') throw new Error('expected a preview')
    expect(view.preview.calendarHref).toBe('/calendar/match/G10.ics?lang=en')
  })

  it('stays the called-off panel for a postponed game', async () => {
    const sheet = matchSheet(league, 'G10')!
    const postponed = {
      ...sheet,
      match: { ...sheet.match, calledOff: { status: 'postponed' as const } },
    }
    const view = toMatchPageView(league, postponed, 'en')
    expect(view.kind).toBe('not-finished')
  })
})

describe('the match centre of a live game', () => {
  function liveLeague() {
    const tree = teamPagesTree(exampleLeagueTree()) as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON tree
    const game = tree.Schedule['2025W'].Divisions.M1['MAR 29, 2026'].G10
    Object.assign(game, {
      AwayTeamID: 'T11',
      AwayTeamName: 'St. Laurent United',
      Status: 'live',
      HomeTeamScore: 1,
      AwayTeamScore: 1,
      Events: {
        '-N3': { Type: 'yellow', Side: 'away', PlayerID: 'P110', Minute: 14 },
        '-N1': { Type: 'goal', Side: 'home', PlayerID: 'P100', AssistID: 'P101', Minute: 6 },
        '-N2': { Type: 'period', Period: 'half-time', Minute: 25 },
        '-N4': { Type: 'own-goal', Side: 'home', PlayerID: 'P101', Minute: 31 },
        '-N5': { Type: 'shootout', Side: 'home', PlayerID: 'P100', Scored: true },
        '-N6': { Type: 'shootout', Side: 'away', PlayerID: 'P110', Scored: false },
      },
    })
    return parseLeague(tree)
  }

  it('tells the game in order, with names, the score after each goal and the kicks', () => {
    const live = liveLeague()
    const view = toMatchPageView(live, matchSheet(live, 'G10')!, 'fr')
    if (view.kind !== 'sheet') throw new Error(`expected a sheet, got ${view.kind}`)
    expect(
      view.story.map((item) => [
        item.minute,
        item.type,
        item.player?.name,
        item.assist?.name,
        item.score && `${item.score.home}-${item.score.away}`,
        item.shootoutScore && `${item.shootoutScore.home}-${item.shootoutScore.away}`,
      ]),
    ).toEqual([
      [6, 'goal', 'Marc Tremblay', 'Julien Roy', '1-0', undefined],
      [14, 'yellow', 'Sami Haddad', undefined, undefined, undefined],
      [25, 'period', undefined, undefined, undefined, undefined],
      [31, 'own-goal', 'Julien Roy', undefined, '1-1', undefined],
      [undefined, 'shootout', 'Marc Tremblay', undefined, undefined, '1-0'],
      [undefined, 'shootout', 'Sami Haddad', undefined, undefined, '1-0'],
    ])
    expect(view.story[0]).toMatchObject({ side: 'home', teamName: 'Les Lions' })
    expect(view.story[0].player?.href).toBe('/player/P100?season=2025W&division=M1&teamId=T10')
  })

  it('shows the running score and the clock, and names no winner', () => {
    const live = liveLeague()
    const view = toMatchPageView(live, matchSheet(live, 'G10')!, 'en')
    if (view.kind !== 'sheet') throw new Error('expected a sheet')
    expect(view.header.status).toBe('live')
    expect([view.header.home.score, view.header.away.score]).toEqual([1, 1])
    expect(view.header.live).toEqual({ minute: 31, phase: 'shootout' })
    expect(view.header.home.winner || view.header.away.winner).toBe(false)
    expect(view.meta.description).toMatch(/^Live: Lions FC 1 - 1 St. Laurent United/)
  })

  it('tells a finished game without events nothing (its sheet says the rest)', async () => {
    const view = await sheetOf('G9', 'en')
    expect(view.story).toEqual([])
    expect(view.header.live).toBeUndefined()
  })
})

describe('the panel below the header of a game called off', () => {
  // French puts a no-break space before the semicolon (the translator adds it).
  it.each([
    ['postponed', 'fr', 'Ce match est reporté\u00a0; sa nouvelle date sera annoncée.'],
    ['cancelled', 'fr', 'Ce match est annulé.'],
    ['postponed', 'en', 'This game is postponed; its new date will be announced.'],
    ['cancelled', 'en', 'This game is cancelled.'],
  ] as const)('a %s game in %s says %j', (status, lang, title) => {
    expect(pendingPanelView(status, lang)).toEqual({ title })
  })
})

describe('the stat columns of a sheet (a column at zero for everybody is folded away)', () => {
  const line = (figures: Partial<StatLineView>): StatLineView => ({
    name: 'A',
    initials: 'A',
    key: 'a',
    goals: 0,
    assists: 0,
    yellow: 0,
    red: 0,
    suspended: false,
    ...figures,
  })
  const lineup = (players: StatLineView[], keepers: StatLineView[] = []) => ({
    teamName: 'T',
    players,
    keepers,
  })
  it.each([
    ['no lines at all', [lineup([]), lineup([])], []],
    ['every figure at zero', [lineup([line({})]), lineup([line({})])], []],
    ['goals of one side only', [lineup([line({ goals: 2 })]), lineup([line({})])], ['goals']],
    [
      'a keeper’s red card counts too',
      [lineup([line({ assists: 1 })], [line({ red: 1 })]), lineup([])],
      ['assists', 'red'],
    ],
    [
      'every column, in sheet order',
      [lineup([line({ red: 1, goals: 1 })]), lineup([line({ yellow: 1, assists: 1 })])],
      ['goals', 'assists', 'yellow', 'red'],
    ],
  ])('%s', (_, lineups, expected) => {
    expect(sheetColumns(lineups as never)).toEqual(expected)
  })
})

describe('the sheet’s ways back, folded columns, empty rosters and previous meetings', () => {
  it('links the division’s standings (active season) and both teams', async () => {
    const { header } = await sheetOf('G9', 'en')
    expect(header.standingsHref).toBe('/standings?division=M1')
    expect([header.home.href, header.away.href]).toEqual([
      '/team/T10?division=M1&season=2025W',
      '/team/T11?division=M1&season=2025W',
    ])
  })

  it('shows only the columns someone scored or was booked in (G9: goals and yellow)', async () => {
    const view = await sheetOf('G9', 'en')
    expect(view.columns).toEqual(['goals', 'yellow'])
    expect(view.noRosters).toBe(false)
  })

  it('keeps both cards when one team has a roster (the other says it has none)', async () => {
    const sheet = matchSheet(league, 'G9')!
    const oneSided = { ...sheet, away: { players: [], keepers: [] } }
    const view = await toMatchPageView(league, oneSided, 'en')
    if (view.kind !== 'sheet') throw new Error('expected a sheet')
    expect(view.noRosters).toBe(false)
    expect([view.away.players, view.away.keepers]).toEqual([[], []])
    // Only the home side's figures count: Marc Tremblay's goal, no card left
    expect(view.columns).toEqual(['goals'])
  })

  it('says once that neither team has a roster (G3)', async () => {
    const view = await sheetOf('G3', 'fr')
    expect(view.noRosters).toBe(true)
    expect(view.columns).toEqual([])
  })

  it('lists the earlier meetings of the season, oldest first, the forfeit flagged', async () => {
    const { meetings } = await sheetOf('G9', 'en')
    expect(
      meetings.map((m) => [
        m.id,
        m.href,
        m.date,
        `${m.home.name} ${m.home.score}-${m.away.score} ${m.away.name}`,
        m.home.forfeit,
        m.home.winner,
        m.away.winner,
      ]),
    ).toEqual([
      [
        'G1',
        '/match/G1',
        'November 9, 2025',
        'Lions FC 2-1 St. Laurent United',
        false,
        true,
        false,
      ],
      [
        'G2',
        '/match/G2',
        'November 16, 2025',
        'St. Laurent United 3-3 Lions FC',
        false,
        false,
        false,
      ],
      [
        'G3',
        '/match/G3',
        'November 23, 2025',
        'St. Laurent United 0-3 Lions FC',
        true,
        false,
        true,
      ],
    ])
    expect((await sheetOf('G1', 'fr')).meetings).toEqual([])
    expect((await sheetOf('G3', 'fr')).meetings.map((m) => [m.id, m.date])).toEqual([
      ['G1', '9 novembre 2025'],
      ['G2', '16 novembre 2025'],
    ])
  })
})

describe('a match sheet knows whether its division is a women’s one (its words agree)', () => {
  const sheet = matchSheet(league, 'G9')!
  const women = { ...sheet, match: { ...sheet.match, divisionSex: 'women' as const } }

  it.each([
    ['a women’s game', women, true, 'Buteuses, passes, cartons et gardiennes.'],
    ['a men’s game', sheet, undefined, 'Buteurs, passes, cartons et gardiens.'],
  ])('flags %s and agrees its description', (_, game, flag, words) => {
    const view = toMatchPageView(league, game, 'fr')
    if (view.kind !== 'sheet') throw new Error(`expected a sheet, got ${view.kind}`)
    expect(view.women).toBe(flag)
    expect(view.meta.description.endsWith(words)).toBe(true)
  })
})
