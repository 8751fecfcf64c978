import { describe, expect, it } from 'vitest'

import { computeStandings } from './standings.ts'
import { parseLeague } from './league.ts'

function treeWith(game: Record<string, unknown>) {
  return {
    Seasons: { S: { season_id: 'S', isActive: true } },
    Divisions: { D: { division_id: 'D', division_name_en: 'Div', is_active: '1' } },
    S_Teams: {
      A: { team_id: 'A', team_name: 'Alpha', division_id: 'D' },
      B: { team_id: 'B', team_name: 'Beta', division_id: 'D' },
    },
    Schedule: {
      S: {
        Divisions: {
          D: {
            'JAN 4, 2026': {
              G1: {
                gameId: 'G1',
                HomeTeamID: 'A',
                AwayTeamID: 'B',
                HomeTeamName: 'Alpha',
                AwayTeamName: 'Beta',
                Date: 'Jan 4, 2026',
                Time: '19:00',
                HomeTeamScore: 2,
                AwayTeamScore: 0,
                GameComplete: true,
                ...game,
              },
            },
          },
        },
      },
    },
  }
}

describe('preseason games (2 preseason games of 25 minutes)', () => {
  it.each([
    [{ GameType: 'preseason' }, true],
    [{ GameType: 'Pre-season' }, true],
    [{ GameType: 'Pré-saison' }, true],
    [{ GameType: 'PRESEASON' }, true],
    [{ GameType: 'regular', PlayoffsStage: 'Preseason' }, true],
    [{ GameType: 'regular' }, false],
    [{}, false],
    [{ GameType: 'playoffs', PlayoffsStage: 'Preseason' }, false],
  ])('reads %j as a preseason game: %s', (game, expected) => {
    expect(parseLeague(treeWith(game)).matches[0]?.isPreseason).toBe(expected)
  })

  it('leaves preseason games out of the standings', () => {
    const regular = computeStandings(parseLeague(treeWith({ GameType: 'regular' })), 'D')
    const preseason = computeStandings(parseLeague(treeWith({ GameType: 'preseason' })), 'D')
    expect(regular.rows.map((row) => row.gp)).toEqual([1, 1])
    expect(preseason.rows.map((row) => row.gp)).toEqual([0, 0])
  })
})
