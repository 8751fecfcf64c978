import { describe, expect, it } from 'vitest'

import {
  playoffBracket,
  readLeague,
  seasonLeagues,
  seasonSummaries,
  teamHistory,
} from '../../league/index.ts'
import { generateDemoLeague } from './generate.ts'
import { olderNameOf, seasonBefore } from './past-seasons.ts'

// 19:00 on Wednesday 14 January 2026 in Toronto, the end-to-end tests' "now".
const { tree, facts } = generateDemoLeague({ now: new Date('2026-01-15T00:00:00Z') })

describe('the demo league seasons', { timeout: 60_000 }, () => {
  it.each([
    ['2025W', { id: '2025S', nameE: 'Summer 2025', nameF: 'Été 2025' }],
    ['2025S', { id: '2024W', nameE: 'Winter 2024-25', nameF: 'Hiver 2024-25' }],
  ])('names the season before %s', (id, before) => {
    expect(seasonBefore(id)).toEqual(before)
  })

  it.each([
    ['Tornado FC', 'Tornado AC'],
    ['Les Béliers', 'Les Béliers FC'],
  ])('gives %s an older name', (name, older) => {
    expect(olderNameOf(name)).toBe(older)
  })

  it('keeps two past seasons, each with a champion in every division', () => {
    const summaries = seasonSummaries(seasonLeagues(tree))
    expect(summaries.map((summary) => summary.season.id)).toEqual([
      facts.activeSeasonId,
      facts.pastSeasonId,
      facts.olderSeasonId,
    ])
    for (const past of summaries.slice(1)) {
      expect(past.divisions.length).toBeGreaterThanOrEqual(7)
      for (const division of past.divisions) expect(division.champion).toBeDefined()
    }
  })

  it('has a division in the playoffs now: semi-finals played, the final still to come', () => {
    const league = readLeague(tree)
    const brackets = league.divisions.map((division) => playoffBracket(league, division.id))
    const live = brackets.filter((bracket) => bracket.status === 'inProgress')
    expect(live.map((bracket) => bracket.divisionId)).toEqual(['W1'])
    const [semis, final] = live[0].rounds
    expect(semis.ties.every((tie) => tie.winner !== undefined)).toBe(true)
    expect(final.ties[0].status).toBe('upcoming')
    expect(final.ties[0].home.team).toBeDefined()
  })

  it('follows a team renamed since the older season by its id', () => {
    const history = teamHistory(seasonLeagues(tree), facts.renamedTeam.id)
    expect(history.map((entry) => [entry.season.id, entry.name.en])).toEqual([
      [facts.activeSeasonId, facts.renamedTeam.name],
      [facts.pastSeasonId, facts.renamedTeam.name],
      [facts.olderSeasonId, facts.renamedTeam.olderName],
    ])
  })
})
