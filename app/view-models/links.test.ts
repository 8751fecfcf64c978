import { describe, expect, it } from 'vitest'

import { matchHref, playerHref, scheduleHref, standingsHref, teamHref } from './links.ts'

describe('links between pages', () => {
  it('builds the team link with division and season', () => {
    expect(teamHref({ teamId: 'T10', divisionId: 'M1', seasonId: '2025W' })).toBe(
      '/team/T10?division=M1&season=2025W',
    )
  })

  it('has no team link without a team id', () => {
    expect(teamHref({ divisionId: 'M1' })).toBeUndefined()
  })

  it('includes only the non-empty player parameters', () => {
    expect(
      playerHref({
        playerId: 'P100',
        season: '2025W',
        division: 'M1',
        teamId: 'T10',
        teamName: '',
        playerKey: ' ',
      }),
    ).toBe('/player/P100?season=2025W&division=M1&teamId=T10')
  })

  it('falls back to the player key when there is no id', () => {
    expect(playerHref({ playerKey: 'Marc_Tremblay', teamKey: 'Lions_FC' })).toBe(
      '/player/Marc_Tremblay?teamKey=Lions_FC&playerKey=Marc_Tremblay',
    )
  })

  it('escapes ids in paths', () => {
    expect(matchHref('G 1/2')).toBe('/match/G%201%2F2')
  })
})

describe('links to a past season', () => {
  it('keeps the active season’s standings and schedule at their clean address', () => {
    expect(standingsHref('M1')).toBe('/standings?division=M1')
    expect(scheduleHref('M1')).toBe('/schedule?division=M1')
  })

  it('carries a past season', () => {
    expect(standingsHref('M1', '2024W')).toBe('/standings?division=M1&season=2024W')
    expect(scheduleHref('W1', '2024W')).toBe('/schedule?division=W1&season=2024W')
    expect(matchHref('G1', { seasonId: '2024W', divisionId: 'M1' })).toBe(
      '/match/G1?season=2024W&division=M1',
    )
  })
})
