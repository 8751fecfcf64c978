import { describe, expect, it } from 'vitest'

import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'
import { readLeagueSeasons } from '~/league/index.ts'

import {
  choicesView,
  registrationChoices,
  registrationNoticeSeason,
  registrationSeason,
  resolveChoice,
} from './options.ts'

const choicesOf = (tree: unknown, setting?: string) =>
  registrationChoices(readLeagueSeasons(tree), setting)

const season = (id: string, isActive = false) => ({ id, name: { en: id }, isActive })

describe('the season registration is open for', () => {
  it.each([
    [
      'the next season after the active one',
      [season('A'), season('B', true), season('C')],
      undefined,
      'C',
    ],
    ['the active season when none follows it', [season('A'), season('B', true)], undefined, 'B'],
    ['the last season when none is active', [season('A'), season('B')], undefined, 'B'],
    ['the season the operator names', [season('A'), season('B', true), season('C')], 'A', 'A'],
    ['none when the named season is not in the data', [season('A', true)], 'Z', undefined],
    ['none when the league has no season', [], undefined, undefined],
  ])('is %s', (_, seasons, setting, expected) => {
    expect(registrationSeason(seasons, setting)?.id).toBe(expected)
  })
})

describe('the season a closed notice names', () => {
  it.each([
    ['the season after the active one', [season('A', true), season('B')], undefined, { en: 'B' }],
    [
      'the next one, unnamed, when the data has none after the active',
      [season('A', true)],
      undefined,
      'next',
    ],
    ['the last season when none is active', [season('A'), season('B')], undefined, { en: 'B' }],
    ['the season the operator names, even the active one', [season('A', true)], 'A', { en: 'A' }],
    ['none when the league has no season', [], undefined, undefined],
  ])('is %s', (_, seasons, setting, expected) => {
    expect(registrationNoticeSeason(seasons, setting)).toEqual(expected)
  })
})

describe('the season and division choices', () => {
  const choices = choicesOf(exampleLeagueTree())

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

  it('offer the season after the active one once the data has it (next season opening)', () => {
    const tree = exampleLeagueTree()
    ;(tree.Seasons as Record<string, unknown>)['2026S'] = {
      season_id: '2026S',
      Season_nameE: 'Summer 2026',
    }
    const next = choicesOf(tree)
    expect(next.seasons.map((s) => s.id)).toEqual(['2026S'])
    expect(next.defaultSeasonId).toBe('2026S')
  })

  it('offer the season the operator names, and none when the data does not have it', () => {
    expect(choicesOf(exampleLeagueTree(), '2024S').seasons.map((s) => s.id)).toEqual(['2024S'])
    expect(choicesOf(exampleLeagueTree(), '2030W')).toEqual({
      seasons: [],
      defaultSeasonId: '',
    })
  })

  it('are empty for an empty or broken tree', () => {
    expect(choicesOf({}).seasons).toEqual([])
    expect(choicesOf(null).seasons).toEqual([])
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
