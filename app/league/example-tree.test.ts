/**
 * docs/data-contract.md: league-tree.example.json is the contract for the tree's shape; it must
 * read completely (M1 standings, the stats key St_Laurent_United, every view).
 */
import { describe, expect, it } from 'vitest'
import { activeDivisions } from './divisions.ts'
import { fines, formatMoney } from './fines.ts'
import { exampleLeagueTree } from './fixtures/example-tree.ts'
import { localName, playoffStageLabel } from './labels.ts'
import { createLeagueCache, parseLeague, readLeague } from './league.ts'
import { findMatch, recentMatches, todaysMatches, upcomingMatches } from './match-lists.ts'
import { matchSheet } from './match-sheet.ts'
import { latestNews } from './news.ts'
import { playerProfile } from './player-profile.ts'
import { rankDefence, rankOffence } from './rankings.ts'
import { activeSponsors, sponsorPages } from './sponsors.ts'
import { computeStandings } from './standings.ts'
import { topStrikers } from './strikers.ts'
import { suspensions } from './suspensions.ts'
import { teamRankingCards } from './team-ranking-cards.ts'

const league = parseLeague(exampleLeagueTree())

describe('example tree: seasons, divisions, teams, players', () => {
  it('reads the active season and its entities', () => {
    expect(league.seasonId).toBe('2025W')
    expect(localName(league.activeSeason, 'fr')).toBe('Hiver 2025-26')
    expect(activeDivisions(league.divisions).map((division) => localName(division, 'fr'))).toEqual([
      'Hommes A - Laval',
      'Femmes - Brossard',
    ])
    expect(
      league.teams.map((team) => [team.id, localName(team, 'en'), localName(team, 'fr')]),
    ).toEqual([
      ['T10', 'Lions FC', 'Les Lions'],
      ['T11', 'St. Laurent United', 'St. Laurent United'],
      ['T20', 'The Stars', 'Les Étoiles'],
    ])
    expect(league.teams.map((team) => team.photo)).toEqual([
      'lions.jpg',
      'https://example.org/photos/stl.jpg',
      undefined,
    ])
    expect(
      league.players.map((player) => [player.name, player.position, player.isGoalkeeper]),
    ).toEqual([
      ['Marc Tremblay', 'FWD', false],
      ['Julien Roy', 'GK', true],
      ['Sami Haddad', 'MID', false],
    ])
    expect(league.preseason).toEqual([{ id: 'b1', url: 'preseason/2025W-banner.jpg' }])
  })
})

describe('example tree: standings of M1 come from the Stats tree (G1, G2)', () => {
  const standings = computeStandings(league, 'M1')

  it('Lions FC: GP 2, one win, one draw, 4 points; St. Laurent United: GP 2, 1 point', () => {
    expect(standings.source).toBe('stats')
    expect(
      standings.rows.map((row) => [
        row.rank,
        row.team.id,
        row.gp,
        row.w,
        row.d,
        row.l,
        row.gf,
        row.ga,
        row.diff,
        row.points,
        row.form.join(''),
      ]),
    ).toEqual([
      [1, 'T10', 2, 1, 1, 0, 5, 4, 1, 4, 'WD'],
      [2, 'T11', 2, 0, 1, 1, 4, 5, -1, 1, 'LD'],
    ])
    expect(standings.playoffSpots).toBe(4)
    expect(standings.rows.every((row) => row.inPlayoffSpot)).toBe(true)
  })

  it('the stats key St_Laurent_United matches the team St. Laurent United', () => {
    expect(standings.rows[1].team).toMatchObject({
      key: 'St_Laurent_United',
      name: { en: 'St. Laurent United' },
    })
  })

  it('W1 lists its team with zeros', () => {
    expect(computeStandings(league, 'W1').rows).toMatchObject([
      { team: { id: 'T20' }, gp: 0, points: 0 },
    ])
  })
})

describe('example tree: derived matches', () => {
  it('G9 is the playoff final with overtime and a shootout; G10 has no time and a TBD opponent', () => {
    expect(findMatch(league, 'G9')).toMatchObject({
      isPlayoff: true,
      playoffStageKey: 'finals',
      wentOvertime: true,
      shootout: { home: { goals: 2, attempts: 3 }, away: { goals: 1, attempts: 3 } },
    })
    expect(playoffStageLabel(findMatch(league, 'G9')?.playoffStage, 'fr')).toBe('Finale')
    const g10 = findMatch(league, 'G10')!
    expect(g10).toMatchObject({
      status: 'upcoming',
      date: '2026-03-29',
      away: { tbd: true, name: { en: 'TBD' } },
    })
    expect(g10.time).toBeUndefined()
  })

  it('lists: recent latest first, upcoming, and today by Toronto date', () => {
    expect(recentMatches(league).map((match) => match.id)).toEqual(['G9', 'G2', 'G1'])
    expect(
      upcomingMatches(league, new Date('2025-12-01T12:00:00Z')).map((match) => match.id),
    ).toEqual(['G10'])
    // 23:30 on Nov 9 in Toronto is Nov 10 in UTC: G1 is still today's match.
    expect(
      todaysMatches(league, new Date('2025-11-10T04:30:00Z')).map((match) => match.id),
    ).toEqual(['G1'])
  })
})

describe('example tree: rankings, strikers, cards', () => {
  it('offence and defence of M1', () => {
    expect(rankOffence(league, 'M1').map((row) => [row.team.id, row.gf, row.gp])).toEqual([
      ['T10', 5, 2],
      ['T11', 4, 2],
    ])
    expect(rankDefence(league, 'M1').map((row) => [row.team.id, row.ga])).toEqual([
      ['T10', 4],
      ['T11', 5],
    ])
  })

  it('top strikers: Julien Roy (0 goals) left out, Sami Haddad\'s "2" counts', () => {
    expect(topStrikers(league).map((row) => [row.name, row.goals, row.playerId])).toEqual([
      ['Marc Tremblay', 3, 'P100'],
      ['Sami Haddad', 2, 'P110'],
    ])
  })

  it('team ranking cards of St. Laurent United', () => {
    const cards = teamRankingCards(league, 'T11', 'M1')!
    expect([
      cards.offence.rank,
      cards.defence.rank,
      cards.discipline.rank,
      cards.overall.rank,
    ]).toEqual([2, 2, 2, 2])
    expect(cards.overall).toMatchObject({
      share: 0.5,
      rating: 'good',
      bar: { filled: 5, colour: 'green' },
    })
  })
})

describe('example tree: tables, sponsors, news, match sheet, player profile', () => {
  it('suspensions and fines of M1', () => {
    expect(
      suspensions(league, 'M1').map((row) => [row.playerName, row.suspension.returnDate]),
    ).toEqual([['Sami Haddad', '2025-11-30']])
    const [fine] = fines(league, { divisionId: 'M1', seasonId: '2025W' })
    expect([fine.teamName, formatMoney(fine.amount, 'fr'), formatMoney(fine.amount, 'en')]).toEqual(
      ['St. Laurent United', '15,00 $', '$15.00'],
    )
  })

  it('sponsors and news', () => {
    expect(sponsorPages(activeSponsors(league), 3)).toEqual([
      [
        expect.objectContaining({
          id: 's1',
          websiteUrl: 'https://www.example.org',
          imagePath: 'sponsors/sportexpert.png',
        }),
      ],
    ])
    expect(latestNews(league.news, 'fr')).toEqual([
      {
        id: 'n1',
        title: 'La saison d’hiver commence',
        date: '15 novembre 2025',
        content: 'Trente-deux équipes sont de retour cet hiver.',
        image: 'https://example.org/news/kickoff.jpg',
      },
    ])
  })

  it('match sheet of G1: players and keepers per side', () => {
    const sheet = matchSheet(league, 'G1')!
    expect(sheet.match.home.score).toBe(2)
    expect(sheet.home.players).toMatchObject([
      {
        name: 'Marc Tremblay',
        number: 9,
        goals: 2,
        yellow: 1,
        playerId: 'P100',
        photo: 'marc.jpg',
      },
    ])
    expect(sheet.home.keepers).toMatchObject([{ name: 'Julien Roy', number: 1, playerId: 'P101' }])
    expect(sheet.away.players).toMatchObject([{ name: 'Sami Haddad', goals: 1, red: 1 }])
    expect(sheet.away.keepers).toEqual([])
    expect(matchSheet(league, 'G2')).toMatchObject({ home: { players: [] }, away: { players: [] } })
    expect(matchSheet(league, 'nope')).toBeUndefined()
  })

  it('player profiles by id, and by key or name within a team', () => {
    expect(playerProfile(league, { playerId: 'P110' })).toMatchObject({
      name: 'Sami Haddad',
      team: { id: 'T11' },
      division: { id: 'M1' },
      suspension: { suspended: true, games: 1 },
      averages: { goals: 1, cards: 1.5 },
    })
    expect(
      playerProfile(league, { playerKey: 'Marc_Tremblay', teamKey: 'Lions_FC' })?.playerId,
    ).toBe('P100')
    expect(playerProfile(league, { playerName: 'julien roy', teamName: 'Lions FC' })).toMatchObject(
      { playerId: 'P101', isGoalkeeper: true, averages: { goals: 0 } },
    )
    expect(playerProfile(league, { playerName: 'Julien Roy', teamId: 'T11' })).toBeUndefined()
    expect(playerProfile(league, {})).toBeUndefined()
  })
})

describe('memoisation per tree identity', () => {
  it('the same tree object gives the same League; a new tree object a new one', () => {
    const tree = exampleLeagueTree()
    expect(readLeague(tree)).toBe(readLeague(tree))
    expect(readLeague(tree)).not.toBe(readLeague(exampleLeagueTree()))
    expect(readLeague(tree, { seasonId: '2024S' })).not.toBe(readLeague(tree))
    expect(readLeague(tree, { seasonId: '2024S' })).toBe(readLeague(tree, { seasonId: '2024S' }))
  })

  it('separate caches do not share results', () => {
    const tree = exampleLeagueTree()
    expect(createLeagueCache().read(tree)).not.toBe(createLeagueCache().read(tree))
  })

  it('another season can be read (team pages carry season=)', () => {
    const past = readLeague(exampleLeagueTree(), { seasonId: '2024S' })
    expect(past.seasonId).toBe('2024S')
    expect(past.activeSeason?.id).toBe('2025W')
    expect(past.teams).toEqual([])
  })
})
