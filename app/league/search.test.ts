import { describe, expect, it } from 'vitest'

import { seasonTree } from './fixtures/example-tree.ts'
import { parseLeague } from './league.ts'
import { readSearchQuery, searchLeague, SEARCH_QUERY_MAX_LENGTH } from './search.ts'

const league = parseLeague(
  seasonTree({
    S_Teams: {
      Etoile: { team_id: 'T1', team_name: 'Star FC', team_name_fr: 'Étoile FC', division_id: 'D' },
      St_Laurent: { team_id: 'T2', team_name: 'St. Laurent United', division_id: 'D' },
      Lions: { team_id: 'T3', team_name: 'Lions', team_short_name: 'LNS', division_id: 'E' },
      Rose: { team_id: 'T4', team_name: 'FC Sainte-Rose', division_id: 'D' },
      Boreals: { team_id: 'T5', team_name: 'Les Boréals', division_id: 'D' },
      Inter: { team_id: 'T6', team_name: 'Inter Chomedey', division_id: 'D' },
      Real: { team_id: 'T7', team_name: 'Real Vimont', division_id: 'D' },
    },
    S_Players: {
      a: { player_id: 'P1', player_fname: 'Zoé', player_lname: 'Lévesque', team_id: 'T1' },
      b: { player_id: 'P2', player_fname: 'Marc', player_lname: 'Tremblay', team_id: 'T2' },
      c: { player_id: 'P3', player_fname: 'Léa', player_lname: 'Marchand', team_id: 'T3' },
      d: { player_id: 'P4', player_name: 'Marc', team_id: 'T3' },
    },
  }),
)

const ids = (query: string) => {
  const results = searchLeague(league, readSearchQuery(query))
  return {
    teams: results.teams.items.map((team) => team.id),
    players: results.players.items.map((player) => player.id),
  }
}

describe('readSearchQuery', () => {
  it.each([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    [undefined, { kind: 'empty' }],
    [['a', 'b'], { kind: 'empty' }],
    ['z', { kind: 'too-short', text: 'z' }],
    ['  -- é ', { kind: 'too-short', text: '-- é' }],
    ['Zoé', { kind: 'words', text: 'Zoé', words: ['zoe'] }],
    [
      ' St.-Laurent  UNITED ',
      { kind: 'words', text: 'St.-Laurent  UNITED', words: ['stlaurent', 'united'] },
    ],
    ['marc marc', { kind: 'words', text: 'marc marc', words: ['marc'] }],
  ])('reads %j as %j', (raw, expected) => {
    expect(readSearchQuery(raw)).toEqual(expected)
  })

  it('answers a query past the limit without splitting it', () => {
    const long = 'a'.repeat(10_000)
    expect(readSearchQuery(long)).toEqual({ kind: 'too-long', length: 10_000 })
    expect(readSearchQuery('a'.repeat(SEARCH_QUERY_MAX_LENGTH)).kind).toBe('words')
  })
})

describe('searchLeague', () => {
  it.each([
    ['finds a team by its French name without accents', 'etoile', ['T1'], []],
    ['finds a team by its English name in any case', 'STAR', ['T1'], []],
    ['ignores punctuation and spaces in team names', 'st laurent', ['T2'], []],
    ['finds a team by its short name', 'lns', ['T3'], []],
    ['finds a player whatever the accents', 'LEVESQUE', [], ['P1']],
    ['finds a player by words in any order', 'trem marc', [], ['P2']],
    ['needs every word', 'marc zzz', [], []],
    ['ranks an exact name, then a prefix, then other matches', 'marc', [], ['P4', 'P2', 'P3']],
    ['matches teams and players together', 'le', ['T5'], ['P3', 'P1']],
    [
      'matches the start of a word, not inside one: « inter » is not in Sainte-Rose',
      'inter',
      ['T6'],
      [],
    ],
    ['matches the start of a word, not inside one: « real » is not in Boréals', 'real', ['T7'], []],
    ['matches a word after a hyphen', 'rose', ['T4'], []],
    ['matches words run together', 'sainterose', ['T4'], []],
    ['finds nothing for an unknown name', 'xyz', [], []],
  ])('%s (%j)', (_, query, teams, players) => {
    expect(ids(query)).toEqual({ teams, players })
  })

  it('returns nothing for queries that are empty, too short or too long', () => {
    for (const query of ['', 'a', 'a'.repeat(1000)]) {
      expect(ids(query)).toEqual({ teams: [], players: [] })
    }
  })

  it('keeps the total past the limit', () => {
    const results = searchLeague(league, readSearchQuery('a'), { teams: 1, players: 1 })
    expect(results.players.total).toBe(0)
    const many = searchLeague(league, readSearchQuery('ma'), { teams: 1, players: 1 })
    expect(many.players.items).toHaveLength(1)
    expect(many.players.total).toBe(3)
  })

  it('never throws on malformed leagues', () => {
    const query = readSearchQuery('marc')
    for (const junk of [undefined, null, {}, { teams: 'x', players: 3 }]) {
      expect(searchLeague(junk as never, query)).toEqual({
        teams: { items: [], total: 0 },
        players: { items: [], total: 0 },
      })
    }
  })
})
