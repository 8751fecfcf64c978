import { describe, expect, it } from 'vitest'
import { activeDivisions, findDivision, mergeDivisions, readDivisions } from './divisions.ts'
import { exampleLeagueTree } from './fixtures/example-tree.ts'
import { initials, readPlayer, readPosition } from './players.ts'
import { findActiveSeason, readSeason, readSeasons } from './seasons.ts'
import { readTeam, readTeams, TeamDirectory } from './teams.ts'

describe('Season: active flag and names in both languages', () => {
  it.each([
    [true, true],
    ['true', true],
    [1, true],
    ['1', true],
    [false, false],
    ['0', false],
    [undefined, false],
  ])('isActive %j → %s', (flag, expected) => {
    expect(readSeason('S', { isActive: flag }).isActive).toBe(expected)
  })

  it.each([
    [
      { Season_nameE: 'Winter', Season_nameF: 'Hiver' },
      { en: 'Winter', fr: 'Hiver' },
    ],
    [
      { season_name_en: 'Winter', season_name_fr: 'Hiver' },
      { en: 'Winter', fr: 'Hiver' },
    ],
    [{ season_name: 'Winter' }, { en: 'Winter' }],
    [{ Season_nameF: 'Hiver' }, { en: 'Hiver', fr: 'Hiver' }],
    [{}, { en: 'S' }],
  ])('names %j → %j', (record, name) => {
    expect(readSeason('S', record).name).toEqual(name)
  })

  it('finds the active season of the example', () => {
    const seasons = readSeasons(exampleLeagueTree())
    expect(seasons.map((season) => season.id)).toEqual(['2024S', '2025W'])
    expect(findActiveSeason(seasons)?.name).toEqual({ en: 'Winter 2025-26', fr: 'Hiver 2025-26' })
    expect(findActiveSeason(readSeasons({ Seasons: [] }))).toBeUndefined()
  })
})

describe('Division: season, league and 2/Divisions records merged by id', () => {
  const divisions = readDivisions(exampleLeagueTree(), '2025W')

  it('lists every division once, season divisions first', () => {
    expect(divisions.map((division) => division.id)).toEqual(['M1', 'W1', 'M9'])
  })

  it.each([
    ['M1', { sex: 'men', isActive: true, playoffSpots: 4, location: 'Laval', code: 'HA' }],
    ['W1', { sex: 'women', isActive: true, playoffSpots: 2, location: 'Brossard' }],
    ['M9', { sex: 'men', isActive: false, playoffSpots: 0 }],
  ])('%s', (id, expected) => {
    expect(divisions.find((division) => division.id === id)).toMatchObject(expected)
  })

  it.each([
    ['1', true],
    [1, true],
    [true, true],
    ['0', false],
    ['', false],
    [undefined, false],
  ])('is_active %j → active %s', (flag, expected) => {
    expect(mergeDivisions({ D: { is_active: flag } }, undefined, undefined)[0].isActive).toBe(
      expected,
    )
  })

  it('a field missing from the season record is taken from the league record', () => {
    const [division] = mergeDivisions(
      { D: { division_id: 'D', is_active: '1' } },
      { D: { division_name_en: 'Men B', division_name_fr: 'Hommes B', league: 'Brossard' } },
      { D: { division_playoff_spots: '6' } },
    )
    expect(division).toMatchObject({
      name: { en: 'Men B', fr: 'Hommes B' },
      location: 'Brossard',
      playoffSpots: 6,
      isActive: true,
    })
  })

  it('playoff spots come from 2/Divisions first, as integers even when written as text', () => {
    const [division] = mergeDivisions({ D: { division_playoff_spots: 4 } }, undefined, {
      D: { division_playoff_spots: '2' },
    })
    expect(division.playoffSpots).toBe(2)
  })

  it.each([
    ['women', 'women'],
    ['Women', 'women'],
    ['F', 'women'],
    ['men', 'men'],
    [undefined, 'men'],
    ['???', 'men'],
  ])('sex %j → %s (default men)', (sex, expected) => {
    expect(mergeDivisions({ D: { sex } }, undefined, undefined)[0].sex).toBe(expected)
  })

  it('selectors list only active divisions', () => {
    expect(activeDivisions(divisions).map((division) => division.id)).toEqual(['M1', 'W1'])
  })

  it.each([['M1'], ['m1'], ['Men A - Laval'], ['hommes a laval']])(
    'finds division by %j ignoring case, accents, punctuation',
    (ref) => {
      expect(findDivision(divisions, ref)?.id).toBe('M1')
    },
  )

  it('junk nodes give no divisions', () => {
    expect(mergeDivisions(null, [1, 'x'], { a: 5 })).toEqual([])
  })
})

describe('Team: name and photo variants', () => {
  it.each([
    [{ team_name: 'Lions FC' }, 'Lions FC'],
    [{ team_name_en: 'The Stars', team_name: 'Les Étoiles' }, 'The Stars'],
    [{ name: 'St. Laurent United' }, 'St. Laurent United'],
    [{ team_short_name: 'LIO' }, 'LIO'],
    [{ team_name: '  ' }, 'Some Team'],
  ])('%j → %s', (record, name) => {
    expect(readTeam('Some_Team', record).name.en).toBe(name)
  })

  it.each([
    [{ team_pic: 'lions.jpg' }, 'lions.jpg'],
    [{ team_photo: 'https://example.org/a.jpg' }, 'https://example.org/a.jpg'],
    [{ team_logo: 'logo.png' }, 'logo.png'],
    [{}, undefined],
  ])('photo %j → %s', (record, photo) => {
    expect(readTeam('K', record).photo).toBe(photo)
  })

  it('keeps the French name and the key', () => {
    expect(
      readTeam('Lions_FC', { team_id: 'T10', team_name: 'Lions FC', team_name_fr: 'Les Lions' }),
    ).toMatchObject({ id: 'T10', key: 'Lions_FC', name: { en: 'Lions FC', fr: 'Les Lions' } })
  })

  it('resolves stats keys and names to teams, ids first, preferring the division', () => {
    const teams = readTeams({
      St_Laurent_United: { team_id: 'T11', name: 'St. Laurent United', division_id: 'M1' },
      Lions_FC: { team_id: 'T10', team_name: 'Lions FC', division_id: 'M1' },
      Lions_FC_W: { team_id: 'T30', team_name: 'Lions FC', division_id: 'W1' },
    })
    const directory = new TeamDirectory(teams)
    expect(directory.resolve({ key: 'St_Laurent_United' })?.id).toBe('T11')
    expect(directory.resolve({ name: 'st laurent united' })?.id).toBe('T11')
    expect(directory.resolve({ id: 'T10', name: 'St. Laurent United' })?.id).toBe('T10')
    expect(directory.resolve({ name: 'Lions FC' }, 'W1')?.id).toBe('T30')
    expect(directory.resolve({ name: 'Lions FC' }, 'M1')?.id).toBe('T10')
    expect(directory.resolve({ name: 'Nobody' })).toBeUndefined()
  })
})

describe('Player roster', () => {
  it.each([
    [{ player_fname: 'Marc', player_lname: 'Tremblay' }, 'Marc Tremblay'],
    [{ player_fname: 'Marc' }, 'Marc'],
    [{ player_name: 'Julien Roy' }, 'Julien Roy'],
    [{ displayName: 'J. Roy' }, 'J. Roy'],
    [{}, 'Jane Doe'],
  ])('name %j → %s', (record, name) => {
    expect(readPlayer('Jane_Doe', record).name).toBe(name)
  })

  it.each([
    ['GK', 'GK'],
    ['gk', 'GK'],
    ['Goalkeeper', 'GK'],
    [2, 'GK'],
    ['2', 'GK'],
    ['DEF', 'DEF'],
    ['MID', 'MID'],
    ['FWD', 'FWD'],
    [3, undefined],
    ['?', undefined],
  ])('position %j → %s (numeric 2 is goalkeeper)', (position, expected) => {
    expect(readPosition(position)).toBe(expected)
    expect(readPlayer('p', { position }).isGoalkeeper).toBe(expected === 'GK')
  })

  it('reads stats written as numbers or strings, missing as 0', () => {
    const player = readPlayer('p', {
      GP: '4',
      Goals: 3,
      Assists: '1',
      Yellow: 'x',
      Red: null,
      POM: 1,
      jersey_number: '9',
    })
    expect(player.stats).toEqual({ gp: 4, goals: 3, assists: 1, yellow: 0, red: 0, pom: 1 })
    expect(player.jerseyNumber).toBe(9)
  })

  it.each([
    [true, true],
    [1, true],
    ['yes', true],
    ['2', true],
    [false, false],
    ['no', false],
    [0, false],
    [undefined, false],
  ])('player_suspended %j → suspended %s', (flag, expected) => {
    expect(readPlayer('p', { player_suspended: flag }).suspension.suspended).toBe(expected)
  })

  it('reads suspension details', () => {
    const player = readPlayer(
      'P110',
      exampleLeagueTree()['2025W_Players']
        ? (exampleLeagueTree()['2025W_Players'] as Record<string, Record<string, unknown>>).P110
        : {},
    )
    expect(player.suspension).toEqual({
      suspended: true,
      asOf: '2025-11-16',
      returnDate: '2025-11-30',
      notes: 'Carton rouge - conduite violente',
      notesEn: 'Red card - violent conduct',
      fine: 15,
      games: 1,
    })
  })

  it.each([
    ['Marc Tremblay', 'MT'],
    ['Julien', 'JU'],
    ['Jean-Luc Picard', 'JP'],
    ['', '?'],
  ])('initials of %j → %s', (name, expected) => {
    expect(initials(name)).toBe(expected)
  })
})
