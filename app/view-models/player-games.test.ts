import { describe, expect, it } from 'vitest'

import { seasonTree } from '~/league/fixtures/example-tree.ts'
import { parseLeague, playerProfile } from '~/league/index.ts'

import { toGameLogView } from './player-games.ts'

const league = parseLeague(
  seasonTree({
    S_Teams: {
      Lions: { team_id: 'T1', team_name: 'Lions', team_name_fr: 'Les Lions', division_id: 'D' },
      Tigers: { team_id: 'T2', team_name: 'Tigers', division_id: 'D' },
    },
    S_Players: { a: { player_id: 'P1', player_name: 'Ana Roy', team_id: 'T1' } },
    Schedule: {
      S: {
        Divisions: {
          D: {
            'NOV 2, 2025': {
              G1: {
                HomeTeamName: 'Lions',
                AwayTeamName: 'Tigers',
                Date: 'Nov 2, 2025',
                GameComplete: 1,
                HomeTeamScore: 3,
                AwayTeamScore: 1,
              },
            },
            'NOV 9, 2025': {
              G2: {
                HomeTeamName: 'Tigers',
                AwayTeamName: 'Lions',
                Date: 'Nov 9, 2025',
                GameComplete: 1,
                HomeTeamScore: 2,
                AwayTeamScore: 0,
              },
            },
          },
        },
      },
    },
    Stats_S: {
      Divisions: {
        D: {
          Teams: {
            Lions: {
              GAMES: {
                G1: { PLAYERS: { x: { playerId: 'P1', GOALS: 2, Yellow: 1, Red: 1 } } },
              },
            },
          },
        },
      },
    },
  }),
)
const profile = playerProfile(league, { playerId: 'P1' })!

describe('game log view', () => {
  it.each([
    [
      'fr',
      'Matchs des Lions cette saison, du plus récent au plus ancien',
      ['9 nov.', 'chez Tigers', '0-2', 'L'],
      ['2 nov.', 'contre Tigers', '3-1', 'W'],
      '1 carton jaune, 1 carton rouge',
    ],
    [
      'en',
      'Games of Lions this season, latest first',
      ['Nov 9', 'at Tigers', '0-2', 'L'],
      ['Nov 2', 'vs Tigers', '3-1', 'W'],
      '1 yellow card, 1 red card',
    ],
  ] as const)('lists the games latest first in %s', (lang, caption, latest, first, cards) => {
    const view = toGameLogView(league, profile, lang)
    expect(view.caption).toBe(caption)
    const cells = view.rows.map((row) => [row.date, row.opponent, row.score, row.result])
    expect(cells).toEqual([latest, first])
    expect(view.rows[0]!.player).toBeUndefined()
    expect(view.rows[1]!.player).toMatchObject({ goals: 2, assists: 0, yellow: 1, red: 1 })
    expect(view.rows[1]!.player!.cardsLabel).toBe(cards)
    expect(view.rows[1]!.matchHref).toBe('/match/G1')
    expect(view.rows[1]!.opponentHref).toBe('/team/T2?division=D&season=S')
    expect(view.absentNote).toBeDefined()
  })
})
