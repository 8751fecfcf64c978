import { describe, expect, it } from 'vitest'

import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'
import { parseLeague } from '~/league/index.ts'

import { buildLeadersPage } from './leaders-page.ts'

const league = parseLeague(exampleLeagueTree())

describe('the leaders page', () => {
  it('lists the division’s leaders with their team and a link to their page', () => {
    const view = buildLeadersPage(league, { division: 'M1', lang: 'fr' })
    expect(view.leaders.points[0]).toMatchObject({
      rank: 1,
      name: 'Marc Tremblay',
      teamName: 'Les Lions',
      points: 4,
    })
    expect(view.leaders.points[0]?.href).toMatch(/^\/player\/P100\?/)
    expect(view.leaders.cards.map((row) => row.name)).toEqual(['Sami Haddad', 'Marc Tremblay'])
  })

  it('writes goals against per game in the page’s language', () => {
    const fr = buildLeadersPage(league, { division: 'M1', lang: 'fr' })
    const en = buildLeadersPage(league, { division: 'M1', lang: 'en' })
    expect(fr.keepers).toMatchObject([{ name: 'Julien Roy', gp: 1, gaa: '1,00', cleanSheets: 0 }])
    expect(en.keepers[0]?.gaa).toBe('1.00')
  })

  it('gives a women’s division with no games yet its sex and empty lists', () => {
    const view = buildLeadersPage(league, { division: 'W1', lang: 'fr' })
    expect(view.sex).toBe('women')
    expect(view.keepers).toEqual([])
    expect(Object.values(view.leaders).flat()).toEqual([])
  })

  it('opens the first division when the one asked for is unknown, and says so', () => {
    const view = buildLeadersPage(league, { division: 'NOPE', lang: 'en' })
    expect(view.unknownDivision).toBe('NOPE')
    expect(view.selectedId).toBe(view.divisions[0]?.id)
  })
})
