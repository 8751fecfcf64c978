import { describe, expect, it } from 'vitest'

import { pageStatus } from '~/utils/page-result.ts'

import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'
import { parseLeague, playerProfile } from '~/league/index.ts'

import {
  type PlayerView,
  formatAverage,
  playerErrorView,
  playerPageParams,
  playerPageKind,
  toPlayerPageView,
} from './player-page.ts'
import { teamPagesTree } from './fixtures/team-pages-tree.ts'

const league = parseLeague(teamPagesTree(exampleLeagueTree()))

async function player(path: string, search: string, lang: 'fr' | 'en'): Promise<PlayerView> {
  const params = playerPageParams(path, new URLSearchParams(search))
  const profile = playerProfile(league, params.query)
  if (!profile) throw new Error(`no player ${path}${search}`)
  const view = await toPlayerPageView(league, profile, lang)
  if (view.kind !== 'player') throw new Error('expected a player')
  return view
}

describe('the player page address and its optional parameters', () => {
  it('reads the id and the non-empty parameters; division and season have their own roles', () => {
    const params = playerPageParams(
      ' P100 ',
      new URLSearchParams(
        'league=demo&season=2025W&division=M1&teamId=T10&teamKey=&teamName=%20&playerName=Marc',
      ),
    )
    expect(params).toEqual({
      id: 'P100',
      season: '2025W',
      query: {
        playerId: 'P100',
        playerKey: 'P100',
        playerName: 'Marc',
        teamId: 'T10',
        divisionId: 'M1',
      },
    })
  })

  it('treats a blank path id as missing', () => {
    expect(playerPageParams('  ', new URLSearchParams()).id).toBe('')
  })
})

describe('the player error page', () => {
  it.each([
    ['missing-id', 'en', 400, 'Player Not Found', 'Missing player identifier.'],
    ['not-found', 'en', 404, 'Player Not Found', 'Unable to locate statistics for this player.'],
    ['unavailable', 'en', 503, 'Profile unavailable', 'Failed to load player profile.'],
    ['missing-id', 'fr', 400, 'Joueur introuvable', 'Identifiant du joueur manquant.'],
    [
      'not-found',
      'fr',
      404,
      'Joueur introuvable',
      'Impossible de trouver les statistiques de ce joueur.',
    ],
    ['unavailable', 'fr', 503, 'Profil indisponible', 'Impossible de charger le profil du joueur.'],
  ] as const)('%s in %s: HTTP %i, “%s”, “%s”', (error, lang, status, title, message) => {
    const view = playerErrorView(error, lang)
    expect(pageStatus(playerPageKind(view))).toBe(status)
    expect(view).toMatchObject({ title, message })
  })
})

describe('the page of Sami Haddad, suspended (fixture figures worked out by hand)', () => {
  it('shows the suspension in English', async () => {
    const view = await player('P110', '', 'en')
    expect(view.suspension).toEqual({
      suspended: true,
      asOf: 'November 16, 2025',
      returnDate: 'November 30, 2025',
      games: 1,
      reason: 'Red card - violent conduct',
      fine: '$15.00',
    })
    expect(view.positionLabel).toBe('Midfielder')
    expect(view.team).toMatchObject({
      name: 'St. Laurent United',
      href: '/team/T11?division=M1&season=2025W',
    })
    expect([view.divisionName, view.seasonName]).toEqual(['Men A - Laval', 'Winter 2025-26'])
    expect(view.meta.title).toBe('Sami Haddad')
  })

  it('has season stats and per-game averages: 2 goals, 0 assists, 3 cards in 2 games', async () => {
    const view = await player('P110', '', 'en')
    expect(view.stats).toEqual({ gp: 2, goals: 2, assists: 0, yellow: 2, red: 1, pom: 0 })
    expect(view.averages).toEqual({ goals: '1.00', assists: '0.00', cards: '1.50' })
    expect((await player('P110', '', 'fr')).averages).toEqual({
      goals: '1,00',
      assists: '0,00',
      cards: '1,50',
    })
    expect((await player('P110', '', 'fr')).suspension.fine).toBe('15,00 $')
  })
})

describe('what the page shows when figures are missing', () => {
  it('says statistics are unavailable for a roster player without any', async () => {
    const view = await player('P102', '', 'en')
    expect(view.stats).toBeUndefined()
    expect(view.averages).toBeUndefined()
    expect(view.suspension).toEqual({ suspended: false })
    expect(view.positionLabel).toBe('Defender')
  })

  it('shows only goals for a player known only by PlayerStats, found by key and team', async () => {
    const view = await player('Paul_Gagnon', '?teamKey=Lions_FC', 'en')
    expect(view.player.name).toBe('Paul Gagnon')
    expect(view.goalsOnly).toBe(true)
    expect(view.stats).toEqual({
      gp: null,
      goals: 4,
      assists: null,
      yellow: null,
      red: null,
      pom: null,
    })
    expect(view.averages).toBeUndefined()
    expect(view.team?.href).toBe('/team/T10?division=M1&season=2025W')
  })

  it('finds nobody for an unknown id or a name in the wrong team', () => {
    const query = (path: string, search: string) =>
      playerPageParams(path, new URLSearchParams(search)).query
    expect(playerProfile(league, query('P999', ''))).toBeUndefined()
    expect(playerProfile(league, query('x', 'playerName=Marc Tremblay&teamId=T11'))).toBeUndefined()
    expect(playerProfile(league, query('x', 'playerName=Marc Tremblay&teamId=T10'))?.playerId).toBe(
      'P100',
    )
  })

  it('formats averages with two decimals in the page language', () => {
    expect([formatAverage(0.5, 'en'), formatAverage(0.5, 'fr'), formatAverage(2, 'en')]).toEqual([
      '0.50',
      '0,50',
      '2.00',
    ])
  })
})
