import { describe, expect, it } from 'vitest'

import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'

import { choicesView, registrationChoices, resolveChoice } from './options.ts'

describe('the season and division choices', () => {
  const choices = registrationChoices(exampleLeagueTree())

  it('offer the active season, selected by default, and not the past ones', () => {
    expect(choices.seasons.map((s) => s.id)).toEqual(['2025W'])
    expect(choices.defaultSeasonId).toBe('2025W')
  })

  it('offer only the active divisions of the season, with their names, type and sex', () => {
    const divisions = choices.seasons[0]!.divisions
    expect(divisions.map((d) => d.id)).toEqual(['M1', 'W1'])
    expect(divisions[1]).toEqual({
      id: 'W1',
      name: { en: 'Women - Brossard', fr: 'Femmes - Brossard' },
      sex: 'women',
      type: '7v7',
    })
  })

  it('offer every season when none is active, none selected', () => {
    const tree = exampleLeagueTree()
    const seasons = tree.Seasons as Record<string, Record<string, unknown>>
    seasons['2025W']!.isActive = false
    const inactive = registrationChoices(tree)
    expect(inactive.seasons.map((s) => s.id)).toEqual(['2024S', '2025W'])
    expect(inactive.defaultSeasonId).toBe('')
  })

  it('offer the seasons after the active one too (the next season opening)', () => {
    const tree = exampleLeagueTree()
    ;(tree.Seasons as Record<string, unknown>)['2026S'] = {
      season_id: '2026S',
      Season_nameE: 'Summer 2026',
    }
    expect(registrationChoices(tree).seasons.map((s) => s.id)).toEqual(['2025W', '2026S'])
  })

  it('are empty for an empty or broken tree', () => {
    expect(registrationChoices({}).seasons).toEqual([])
    expect(registrationChoices(null).seasons).toEqual([])
  })

  it('accept a division of the season and refuse the others', () => {
    expect(resolveChoice(choices, '2025W', 'W1')).toMatchObject({
      ok: true,
      season: { id: '2025W' },
      division: { id: 'W1' },
    })
    expect(resolveChoice(choices, '2025W', 'M9')).toEqual({
      ok: false,
      field: 'division',
      code: 'divisionUnknown',
    })
    expect(resolveChoice(choices, '2024S', 'M1')).toEqual({
      ok: false,
      field: 'season',
      code: 'seasonUnknown',
    })
    expect(resolveChoice(choices, '2025W', 'nope')).toMatchObject({ ok: false, field: 'division' })
  })

  it('reach the page as ids and names in its language only', () => {
    expect(choicesView(choices, 'fr')).toEqual({
      defaultSeasonId: '2025W',
      seasons: [
        {
          id: '2025W',
          label: 'Hiver 2025-26',
          divisions: [
            { id: 'M1', label: 'Hommes A - Laval', sex: 'men' },
            { id: 'W1', label: 'Femmes - Brossard', sex: 'women' },
          ],
        },
      ],
    })
    expect(choicesView(choices, 'en').seasons[0]!.label).toBe('Winter 2025-26')
  })
})
