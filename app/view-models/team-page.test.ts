import { describe, expect, it } from 'vitest'

import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'
import { parseLeague } from '~/league/index.ts'

import {
  type ShownTeamPageView,
  type TeamView,
  incompleteTeamView,
  teamPageParams,
  teamPageKind,
  toTeamPageView,
  unavailableTeamView,
} from './team-page.ts'
import { pageStatus } from '~/utils/page-result.ts'

import { teamPagesTree } from './fixtures/team-pages-tree.ts'

const league = parseLeague(teamPagesTree(exampleLeagueTree()))
const now = new Date('2026-01-14T19:00:00-05:00')

async function team(teamId: string, lang: 'fr' | 'en'): Promise<TeamView> {
  const view = toTeamPageView({
    league,
    teamId,
    divisionId: 'M1',
    seasonId: '2025W',
    now,
    lang,
  })
  if (view.kind !== 'team') throw new Error(`expected a team, got ${view.kind}`)
  return view
}

describe('the team page address (division and season are both required)', () => {
  it.each([
    ['T10', '?division=M1&season=2025W', []],
    ['T10', '?division=M1', ['season']],
    ['T10', '?season=2025W', ['division']],
    ['T10', '', ['division', 'season']],
    [' ', '?division=M1&season=2025W', ['teamId']],
    ['T10', '?division=%20&season=2025W', ['division']],
  ])('/team/%s%s misses %j', (teamId, search, missing) => {
    expect(teamPageParams(teamId, new URLSearchParams(search)).missing).toEqual(missing)
  })

  it('answers 400 when incomplete, 503 when the data is down, 404 for an unknown team', async () => {
    const notFound = await toTeamPageView({
      league,
      teamId: 'T99',
      divisionId: 'M1',
      seasonId: '2025W',
      now,
      lang: 'en',
    })
    if (notFound.kind === 'moved') throw new Error('expected not-found')
    const cases: Array<[ShownTeamPageView, number]> = [
      [incompleteTeamView(['season'], 'en'), 400],
      [unavailableTeamView('fr'), 503],
      [notFound, 404],
      [await team('T10', 'en'), 200],
    ]
    for (const [view, status] of cases) expect(pageStatus(teamPageKind(view))).toBe(status)
    expect(notFound.meta.title).toBe('Team not found')
  })

  it('says in both languages what is missing instead of loading forever', () => {
    expect(incompleteTeamView(['division'], 'en').meta).toMatchObject({
      title: 'Team information is incomplete',
      noindex: true,
    })
    expect(incompleteTeamView(['division'], 'fr').meta.title).toBe(
      'Informations sur l’équipe incomplètes',
    )
  })

  it('finds a team written by its key as well as by its id', async () => {
    expect((await team('Lions_FC', 'en')).team.id).toBe('T10')
  })

  it.each(['W1', 'M9'])(
    'sends a team asked for in a division it does not play in (%s) to its own division',
    async (divisionId) => {
      const view = await toTeamPageView({
        league,
        teamId: 'T10',
        divisionId,
        seasonId: '2025W',
        now,
        lang: 'fr',
      })
      expect(view).toMatchObject({ kind: 'moved', location: '/team/T10?division=M1&season=2025W' })
    },
  )

  it('keeps a stale division the league no longer has on the team page (its own division)', async () => {
    const view = await toTeamPageView({
      league,
      teamId: 'T10',
      divisionId: 'GONE',
      seasonId: '2025W',
      now,
      lang: 'fr',
    })
    expect(view.kind).toBe('team')
  })
})

describe('the team page of Lions FC (fixture figures worked out by hand)', () => {
  it('names the team, its division and season in the page language', async () => {
    const en = await team('T10', 'en')
    const fr = await team('T10', 'fr')
    expect([en.team.name, en.divisionName, en.seasonName]).toEqual([
      'Lions FC',
      'Men A - Laval',
      'Winter 2025-26',
    ])
    expect([fr.team.name, fr.divisionName, fr.seasonName]).toEqual([
      'Les Lions',
      'Hommes A - Laval',
      'Hiver 2025-26',
    ])
    expect(en.meta.title).toBe('Lions FC')
    expect(fr.meta.description).toContain('Les Lions (Hommes A - Laval, Hiver 2025-26)')
  })

  it('tiles and form come from the standings: G1 W 2-1, G2 D 3-3, G3 W 3-0 (forfeit)', async () => {
    const view = await team('T10', 'en')
    expect(view.record).toEqual({ gp: 3, w: 2, d: 1, l: 0, points: 7 })
    expect(view.form).toEqual(['W', 'D', 'W'])
  })

  it('ranks first of two everywhere: 8 goals for, 4 against, 1 card', async () => {
    const view = await team('T10', 'en')
    expect(
      view.rankings?.map((card) => [
        card.kind,
        card.rankText,
        card.ratingLabel,
        card.filled,
        card.colour,
      ]),
    ).toEqual([
      ['offence', '1 / 2', 'Excellent', 10, 'primary'],
      ['defence', '1 / 2', 'Excellent', 10, 'primary'],
      ['discipline', '1 / 2', 'Excellent', 10, 'primary'],
      ['overall', '1 / 2', 'Excellent', 10, 'primary'],
    ])
    expect(view.rankings?.map((card) => card.detail)).toEqual([
      '8 goals for',
      '4 goals against',
      '1 card',
      'Offence, defence and discipline',
    ])
    expect(view.rankings?.[0].srText).toBe('Rank 1 of 2, excellent')
    // Its place in the standings is shown beside the rankings, not left to the 'average rank'.
    expect(view.position).toEqual({ text: '1st of 2', href: '/standings?division=M1' })
  })

  it('splits the roster into players and goalkeepers, most goals first', async () => {
    const view = await team('T10', 'en')
    expect(
      view.roster.players.map((p) => [p.name, p.number, p.gp, p.goals, p.assists, p.yellow, p.red]),
    ).toEqual([
      ['Marc Tremblay', 9, 2, 3, 1, 1, 0],
      ['Luc Martin', undefined, 0, 0, 0, 0, 0],
    ])
    expect(view.roster.goalkeepers.map((p) => p.name)).toEqual(['Julien Roy'])
    expect(view.roster.players[0].href).toBe('/player/P100?season=2025W&division=M1&teamId=T10')
    expect(view.roster.players[0].initials).toBe('MT')
  })

  it('lists every upcoming match and every result for the View More button', async () => {
    const view = await team('T10', 'en')
    expect(view.upcoming.map((match) => match.id)).toEqual(['G10'])
    expect(view.recent.map((match) => match.id)).toEqual(['G9', 'G3', 'G2', 'G1'])
    expect(view.suspensions).toEqual([])
    expect(view.fines).toEqual([])
  })

  it('leaves the team photo and the player photos as references with their kinds', async () => {
    const view = await team('T10', 'en')
    expect(view.team.photoRef).toEqual({ value: 'lions.svg', kind: 'team' })
    const photos = view.roster.players.map((line) => line.photoRef)
    expect(photos).toContainEqual({ value: 'marc.jpg', kind: 'player' })
    expect(view.team.photoUrl).toBeUndefined()
  })
})

describe('the team page of St. Laurent United', () => {
  it('ranks second of two: a half bar in green, rated good', async () => {
    const view = await team('T11', 'fr')
    expect(
      view.rankings?.map((card) => [card.rankText, card.ratingLabel, card.filled, card.colour]),
    ).toEqual([
      ['2 / 2', 'Bon', 5, 'green'],
      ['2 / 2', 'Bon', 5, 'green'],
      ['2 / 2', 'Bon', 5, 'green'],
      ['2 / 2', 'Bon', 5, 'green'],
    ])
    expect(view.rankings?.map((card) => card.detail)).toEqual([
      '4 buts pour',
      '8 buts contre',
      '3 cartons',
      'Attaque, défense et discipline',
    ])
    expect(view.rankings?.[3].srText).toBe('Rang 2 sur 2, bon')
  })

  it('counts the forfeit as a loss: G1 L, G2 D, G3 L', async () => {
    const view = await team('T11', 'en')
    expect(view.record).toEqual({ gp: 3, w: 0, d: 1, l: 2, points: 1 })
    expect(view.form).toEqual(['L', 'D', 'L'])
    expect(view.upcoming).toEqual([])
  })

  it('shows its suspended player and its fine', async () => {
    const view = await team('T11', 'fr')
    expect(view.roster.players.map((p) => [p.name, p.suspended])).toEqual([['Sami Haddad', true]])
    expect(view.roster.goalkeepers).toEqual([])
    expect(view.suspensions).toMatchObject([
      {
        playerName: 'Sami Haddad',
        games: 1,
        asOf: '16 novembre 2025',
        returnDate: '30 novembre 2025',
        reason: 'Carton rouge - conduite violente',
        fine: '15,00 $',
      },
    ])
    expect(view.fines).toMatchObject([
      { amount: '15,00 $', status: 'Impayée', notes: 'Carton rouge' },
    ])
  })
})

describe('a team page knows whether its division is a women’s one (its words agree)', () => {
  it.each([
    ['T20', 'W1', true],
    ['T10', 'M1', undefined],
    ['T10', 'GONE', undefined],
  ])('team %s in division %s has women: %s', (teamId, divisionId, women) => {
    const view = toTeamPageView({ league, teamId, divisionId, seasonId: '2025W', now, lang: 'fr' })
    expect(view).toMatchObject({ kind: 'team' })
    expect((view as TeamView).women).toBe(women)
  })
})
