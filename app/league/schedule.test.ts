import { describe, expect, it } from 'vitest'
import { seasonTree, seasonWithDivisions } from './fixtures/example-tree.ts'
import { parseLeague } from './league.ts'
import { formatMatchDate, formatMatchTime } from './match-format.ts'
import {
  findMatch,
  homeMatchLists,
  recentMatches,
  todaysMatches,
  upcomingMatches,
} from './match-lists.ts'
import type { Match } from './schedule.ts'

/** A league with one division 'D' and the given games, each filed under its own Date. */
function leagueWith(
  games: Record<string, Record<string, unknown>>,
  extra: Record<string, unknown> = {},
) {
  const days: Record<string, Record<string, unknown>> = {}
  for (const [id, game] of Object.entries(games)) {
    const key = String(game.Date ?? 'NO DATE').toUpperCase()
    days[key] = { ...days[key], [id]: game }
  }
  return parseLeague(
    seasonTree({
      Seasons: {
        S: {
          season_id: 'S',
          isActive: true,
          Divisions: {
            D: {
              division_id: 'D',
              division_name_en: 'Men A',
              division_name_fr: 'Hommes A',
              is_active: '1',
            },
          },
        },
      },
      S_Teams: {
        Lions: { team_id: 'T1', team_name: 'Lions', team_name_fr: 'Les Lions', division_id: 'D' },
        Tigers: { team_id: 'T2', team_name: 'Tigers', division_id: 'D' },
      },
      Schedule: { S: { Divisions: { D: days } } },
      ...extra,
    }),
  )
}

const game = (fields: Record<string, unknown>) => ({
  HomeTeamID: 'T1',
  AwayTeamID: 'T2',
  HomeTeamName: 'Lions',
  AwayTeamName: 'Tigers',
  Date: 'Nov 9, 2025',
  Time: '7:30 PM',
  ...fields,
})
const only = (fields: Record<string, unknown>): Match => leagueWith({ G: game(fields) }).matches[0]

describe('derived match status and scores', () => {
  it.each([
    [true, 'finished'],
    ['1', 'finished'],
    [1, 'finished'],
    ['true', 'finished'],
    [false, 'upcoming'],
    ['0', 'upcoming'],
    [undefined, 'upcoming'],
    ['yes', 'upcoming'],
  ])('GameComplete %j → %s', (flag, status) => {
    expect(only({ GameComplete: flag, HomeTeamScore: 2, AwayTeamScore: '1' }).status).toBe(status)
  })

  it('scores are set only for finished matches (numbers as text accepted)', () => {
    expect(only({ GameComplete: 1, HomeTeamScore: 2, AwayTeamScore: '1' })).toMatchObject({
      home: { score: 2 },
      away: { score: 1 },
    })
    const upcoming = only({ GameComplete: 0, HomeTeamScore: 0, AwayTeamScore: 0 })
    expect(upcoming.home.score).toBeUndefined()
    expect(upcoming.away.score).toBeUndefined()
  })
})

describe('a game called off (docs/data-contract.md#schedule)', () => {
  it.each([
    [
      { Status: 'postponed', StatusReason: ' Ice closed ' },
      { status: 'postponed', reason: 'Ice closed' },
    ],
    [{ Status: 'Reporté' }, { status: 'postponed' }],
    [
      { Status: 'cancelled', StatusReason: 'Team withdrew' },
      { status: 'cancelled', reason: 'Team withdrew' },
    ],
    [{ Status: 'canceled' }, { status: 'cancelled' }],
    [{ Status: 'annulé' }, { status: 'cancelled' }],
    [{ Status: 'delayed' }, undefined],
    [{ Status: '' }, undefined],
    [{ StatusReason: 'Snow' }, undefined],
    [{ Status: 'postponed', GameComplete: true, HomeTeamScore: 1, AwayTeamScore: 0 }, undefined],
  ])('%j is called off as %j', (fields, calledOff) => {
    const match = only(fields)
    expect(match.calledOff).toEqual(calledOff)
  })
})

describe('derived match fields', () => {
  it('teams resolve to listed teams (both names), division names are attached', () => {
    const match = only({})
    expect(match).toMatchObject({
      id: 'G',
      seasonId: 'S',
      divisionId: 'D',
      divisionName: { en: 'Men A', fr: 'Hommes A' },
      home: { teamId: 'T1', name: { en: 'Lions', fr: 'Les Lions' }, tbd: false },
      away: { teamId: 'T2', name: { en: 'Tigers' } },
    })
  })

  it.each([
    [{ AwayTeamName: '', AwayTeamID: undefined }, { en: 'TBD', fr: 'À déterminer' }, true],
    [{ AwayTeamName: '  ', AwayTeamID: null }, { en: 'TBD', fr: 'À déterminer' }, true],
    [{ AwayTeamName: 'TBD', AwayTeamID: undefined }, { en: 'TBD', fr: 'À déterminer' }, true],
    [{ AwayTeamName: 'tbd', AwayTeamID: undefined }, { en: 'TBD', fr: 'À déterminer' }, true],
    [{ AwayTeamName: 'Unknown FC', AwayTeamID: undefined }, { en: 'Unknown FC' }, false],
    [{ AwayTeamName: 'tigers', AwayTeamID: undefined }, { en: 'Tigers' }, false],
  ])('away side %j → name %j (TBD fallback)', (fields, name, tbd) => {
    expect(only(fields).away).toMatchObject({ name, tbd })
  })

  it.each([
    [{ GameType: 'playoffs', PlayoffsStage: 'Finals' }, true, 'Finals', 'finals'],
    [{ GameType: 'Playoffs', playoffStage: 'Semi-Final' }, true, 'Semi-Final', 'semiFinals'],
    [{ GameType: 'playoff', Stage: 'quarterfinals' }, true, 'quarterfinals', 'quarterFinals'],
    [{ GameType: 'regular' }, false, undefined, undefined],
    [{}, false, undefined, undefined],
  ])('playoff %j → playoff %s, stage %j', (fields, isPlayoff, stage, key) => {
    const match = only(fields)
    expect(match.isPlayoff).toBe(isPlayoff)
    expect(match.playoffStage).toBe(stage)
    expect(match.playoffStageKey).toBe(key)
  })

  it.each([
    [
      {
        HomeShootoutGoals: 2,
        AwayShootoutGoals: 1,
        HomeShootoutAttempts: 3,
        AwayShootoutAttempts: '3',
      },
      { home: { goals: 2, attempts: 3 }, away: { goals: 1, attempts: 3 } },
    ],
    [
      {
        HomeShootoutGoals: 0,
        AwayShootoutGoals: 0,
        HomeShootoutAttempts: 0,
        AwayShootoutAttempts: 0,
      },
      undefined,
    ],
    [
      { AwayShootoutAttempts: '1' },
      { home: { goals: 0, attempts: 0 }, away: { goals: 0, attempts: 1 } },
    ],
    [{ HomeShootoutGoals: 'x' }, undefined],
    [{}, undefined],
  ])('shootout present only when a value is above 0: %j', (fields, shootout) => {
    expect(only({ GameComplete: 1, ...fields }).shootout).toEqual(shootout)
  })

  it.each([
    [{ Overtime: true }, true],
    [{ Overtime: '1' }, true],
    [{ Overtime: false }, false],
    [{}, false],
  ])('overtime %j → %s', (fields, expected) => {
    expect(only(fields).wentOvertime).toBe(expected)
  })

  it.each([
    [{ HomeTeamFFT: true }, true, false],
    [{ AwayTeamFFT: '1' }, false, true],
    [{ HomeTeamFFT: 0, AwayTeamFFT: 'no' }, false, false],
  ])('forfeits %j → home %s, away %s', (fields, home, away) => {
    expect(only(fields)).toMatchObject({ homeForfeit: home, awayForfeit: away })
  })

  it('field and game type are kept as written', () => {
    expect(only({ Field: ' Laval 1 ', GameType: 'regular' })).toMatchObject({
      field: 'Laval 1',
      gameType: 'regular',
    })
  })
})

describe('unparseable times sort last; times are Toronto wall clock', () => {
  const league = leagueWith({
    late: game({ Date: 'Jan 15, 2026', Time: '9:00 PM' }),
    tbd: game({ Date: 'Jan 15, 2026', Time: 'TBD' }),
    early: game({ Date: 'Jan 15, 2026', Time: '7:00 PM' }),
    summer: game({ Date: 'Jul 15, 2025', Time: '19:00' }),
    undated: game({ Date: 'someday', Time: '19:00' }),
  })

  it('orders by date, then time, TBD last within its day, undated last of all', () => {
    expect(league.matches.map((match) => match.id)).toEqual([
      'summer',
      'early',
      'late',
      'tbd',
      'undated',
    ])
  })

  it('a match with an unparseable time keeps its date but has no time or instant', () => {
    const tbd = findMatch(league, 'tbd')!
    expect(tbd).toMatchObject({ date: '2026-01-15' })
    expect(tbd.time).toBeUndefined()
    expect(tbd.start).toBeUndefined()
    expect(formatMatchTime(tbd, 'fr')).toBeUndefined()
    expect(formatMatchDate(tbd, 'fr')).toBe('15 janvier 2026')
  })

  it('19:00 in January and in July both display 19:00', () => {
    for (const id of ['early', 'summer']) {
      const match = findMatch(league, id)!
      expect(match.time).toBe('19:00')
      expect(formatMatchTime(match, 'fr')).toBe('19 h 00')
      expect(formatMatchTime(match, 'en')).toBe('7:00 PM')
    }
    expect(findMatch(league, 'early')!.start! - Date.parse('2026-01-15T19:00:00Z')).toBe(
      5 * 3_600_000,
    )
    expect(findMatch(league, 'summer')!.start! - Date.parse('2025-07-15T19:00:00Z')).toBe(
      4 * 3_600_000,
    )
  })

  it('a game without Date takes its date from the schedule key', () => {
    const keyed = parseLeague(
      seasonTree({
        Schedule: { S: { Divisions: { D: { 'NOV 9, 2025': { G: { Time: '7:30 PM' } } } } } },
      }),
    ).matches[0]
    expect(keyed).toMatchObject({ date: '2025-11-09', time: '19:30', dateKey: 'NOV 9, 2025' })
  })
})

describe('upcoming (soonest first), recent (latest first) and today (Toronto date)', () => {
  const league = leagueWith({
    p1: game({ Date: 'Nov 2, 2025', GameComplete: 1, HomeTeamScore: 1, AwayTeamScore: 0 }),
    p2: game({
      Date: 'Nov 9, 2025',
      Time: '6:00 PM',
      GameComplete: 1,
      HomeTeamScore: 1,
      AwayTeamScore: 0,
    }),
    p3: game({
      Date: 'Nov 9, 2025',
      Time: '9:00 PM',
      GameComplete: 1,
      HomeTeamScore: 1,
      AwayTeamScore: 0,
    }),
    todayLate: game({ Date: 'Nov 16, 2025', Time: '9:00 PM' }),
    todayTbd: game({ Date: 'Nov 16, 2025', Time: 'TBD' }),
    todayEarly: game({ Date: 'Nov 16, 2025', Time: '6:00 PM' }),
    next: game({ Date: 'Nov 23, 2025' }),
    later: game({ Date: 'Nov 30, 2025' }),
    stale: game({ Date: 'Oct 1, 2025' }),
  })
  // 23:30 in Toronto on Nov 16: already Nov 17 in UTC.
  const now = new Date('2025-11-17T04:30:00Z')

  it('upcoming: not finished, today or later, soonest first, TBD last in its day', () => {
    expect(upcomingMatches(league, now).map((match) => match.id)).toEqual([
      'todayEarly',
      'todayLate',
      'todayTbd',
      'next',
      'later',
    ])
    expect(upcomingMatches(league, now, { limit: 2 }).map((match) => match.id)).toEqual([
      'todayEarly',
      'todayLate',
    ])
  })

  it('recent: finished, latest first', () => {
    expect(recentMatches(league).map((match) => match.id)).toEqual(['p3', 'p2', 'p1'])
    expect(recentMatches(league, { limit: 1 }).map((match) => match.id)).toEqual(['p3'])
  })

  it("today's games use the Toronto date, in kick-off order", () => {
    expect(todaysMatches(league, now).map((match) => match.id)).toEqual([
      'todayEarly',
      'todayLate',
      'todayTbd',
    ])
    expect(todaysMatches(league, new Date('2025-11-17T05:30:00Z'))).toEqual([])
  })

  it.each([
    // On game night today's games are in the carousel: the home lists skip them.
    ['game night', now, ['next', 'later'], ['p3', 'p2', 'p1']],
    // A day without matches: the plain lists.
    [
      'an empty day',
      new Date('2025-11-10T17:00:00Z'),
      ['todayEarly', 'todayLate'],
      ['p3', 'p2', 'p1'],
    ],
  ])('the home lists on %s leave out today’s matches', (_, at, upcoming, recent) => {
    const lists = homeMatchLists(league, at, { upcoming: 2, recent: 3 })
    expect(lists.upcoming.map((match) => match.id)).toEqual(upcoming)
    expect(lists.recent.map((match) => match.id)).toEqual(recent)
  })

  it('the home lists never show a match of today, whatever its status', () => {
    const finishedToday = leagueWith({
      done: game({
        Date: 'Nov 16, 2025',
        Time: '6:00 PM',
        GameComplete: 1,
        HomeTeamScore: 2,
        AwayTeamScore: 1,
      }),
      later: game({ Date: 'Nov 16, 2025', Time: '9:00 PM' }),
      past: game({ Date: 'Nov 9, 2025', GameComplete: 1, HomeTeamScore: 1, AwayTeamScore: 0 }),
      next: game({ Date: 'Nov 23, 2025' }),
    })
    const lists = homeMatchLists(finishedToday, now)
    expect(lists.upcoming.map((match) => match.id)).toEqual(['next'])
    expect(lists.recent.map((match) => match.id)).toEqual(['past'])
  })

  it('filters by team (id or name) and division', () => {
    expect(
      upcomingMatches(league, now, { teamId: 'T2', limit: 1 }).map((match) => match.id),
    ).toEqual(['todayEarly'])
    expect(
      upcomingMatches(league, now, { teamId: 'Tigers', limit: 1 }).map((match) => match.id),
    ).toEqual(['todayEarly'])
    expect(upcomingMatches(league, now, { teamId: 'T9' })).toEqual([])
    expect(recentMatches(league, { divisionId: 'men a' }).length).toBe(3)
    expect(recentMatches(league, { divisionId: 'X' })).toEqual([])
  })

  it('default sizes: 6 upcoming and 6 recent on the home page', () => {
    const many: Record<string, Record<string, unknown>> = {}
    for (let day = 1; day <= 9; day += 1) {
      many[`u${day}`] = game({ Date: `Dec ${day}, 2025` })
      many[`r${day}`] = game({
        Date: `Oct ${day}, 2025`,
        GameComplete: 1,
        HomeTeamScore: 0,
        AwayTeamScore: 0,
      })
    }
    const big = leagueWith(many)
    expect(upcomingMatches(big, now)).toHaveLength(6)
    expect(recentMatches(big)).toHaveLength(6)
    expect(recentMatches(big)[0].id).toBe('r9')
  })

  it('an invalid "now" gives empty lists rather than everything', () => {
    expect(upcomingMatches(league, Number.NaN)).toEqual([])
    expect(todaysMatches(league, new Date('x'))).toEqual([])
  })
})

describe('the season schedule across divisions', () => {
  const at = (date: string, time: string) => ({ Date: date, Time: time })
  const divisionNode = (games: Record<string, Record<string, unknown>>) => ({
    'ANY DAY': games,
  })
  const league = parseLeague(
    seasonTree({
      Seasons: seasonWithDivisions(['B', 'A', 'C']),
      Schedule: {
        S: {
          Divisions: {
            // Filed in no particular order; C is also filed under a second key, written otherwise.
            C: divisionNode({ c2: at('Nov 9, 2025', '19:00'), c1: at('Nov 2, 2025', '19:00') }),
            B: divisionNode({
              b2: at('Nov 9, 2025', '19:00'),
              b1: at('Nov 9, 2025', '19:00'),
              bx: at('someday', '19:00'),
            }),
            A: divisionNode({ a1: at('Nov 9, 2025', '20:00'), a2: at('Nov 2, 2025', 'TBD') }),
            c: divisionNode({ c0: at('Nov 9, 2025', '19:00') }),
          },
        },
      },
    }),
  )

  it('orders games by date and time, a shared kick-off by division then game id, undated last', () => {
    expect(league.matches.map((match) => match.id)).toEqual([
      'c1',
      'a2',
      'b1',
      'b2',
      'c0',
      'c2',
      'a1',
      'bx',
    ])
  })
})
