import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'

import { TopStrikers } from '~/components/home/top-strikers.tsx'
import { MatchLineup, NoLineups } from '~/components/match/match-lineup.tsx'
import { MatchStory } from '~/components/match/match-story.tsx'
import { ScorersTable } from '~/components/standings/scorers-table.tsx'
import { PlayerPage } from '~/components/player/player-page.tsx'
import { StatLineTable } from '~/components/team/stat-line-table.tsx'
import { TeamPage } from '~/components/team/team-page.tsx'
import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'
import { type Sex, parseLeague } from '~/league/index.ts'
import { teamPagesTree } from '~/view-models/fixtures/team-pages-tree.ts'
import type { PlayerView } from '~/view-models/player-page.ts'
import type { StatLineView } from '~/view-models/team-pages-common.ts'
import { type TeamView, toTeamPageView } from '~/view-models/team-page.ts'

import { SuspensionsTable } from './discipline-tables.tsx'

/** The page's text in French (no root data: the default language), tags stripped. */
function text(element: React.ReactNode): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }])
  return renderToStaticMarkup(<Stub />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
}

const league = parseLeague(teamPagesTree(exampleLeagueTree()))

function teamView(teamId: string, divisionId: string): TeamView {
  const now = new Date('2026-01-14T19:00:00-05:00')
  const view = toTeamPageView({ league, teamId, divisionId, seasonId: '2025W', now, lang: 'fr' })
  if (view.kind !== 'team') throw new Error(`expected a team, got ${view.kind}`)
  return view
}

const suspended: StatLineView = {
  key: 'P1',
  name: 'Léa Roy',
  initials: 'LR',
  goals: 0,
  assists: 0,
  yellow: 0,
  red: 1,
  suspended: true,
}
const suspension = { key: 'S1', playerName: 'Léa Roy', teamName: 'Les Brasiers', games: 1 }
const lineup = { teamName: 'Les Brasiers', players: [suspended], keepers: [suspended] }
const player: PlayerView = {
  kind: 'player',
  meta: { title: 'Léa Roy', description: '' },
  player: { name: 'Léa Roy', initials: 'LR' },
  stats: { gp: null, goals: 4, assists: null, yellow: null, red: null, pom: null },
  goalsOnly: true,
  suspension: { suspended: true },
}
const scorer = { rank: 1, playerName: 'Léa Roy', teamName: 'Les Brasiers', goals: 9 }

// What each public part says for a women's division, and its generic (masculine) words.
const parts: Array<[string, (sex: Sex) => React.ReactNode, string[], string[]]> = [
  [
    'the standings’ top-scorers table',
    (sex) => <ScorersTable rows={[scorer]} divisionName="Femmes" sex={sex} />,
    ['Les 10 meilleures buteuses de la division Femmes', 'Joueuse'],
    ['Les 10 meilleurs buteurs de la division Femmes', 'Joueur'],
  ],
  [
    'a division’s suspensions table',
    (sex) => <SuspensionsTable rows={[suspension]} caption="" sex={sex} />,
    ['Joueuse'],
    ['Joueur'],
  ],
  [
    'a division’s empty suspensions table',
    (sex) => <SuspensionsTable rows={[]} caption="" sex={sex} />,
    ['Aucune joueuse suspendue dans cette division.'],
    ['Aucun joueur suspendu dans cette division.'],
  ],
  [
    'a roster’s suspended tag',
    (sex) => <StatLineTable rows={[suspended]} caption="" showGp testId="t" sex={sex} />,
    ['Suspendue'],
    ['Suspendu '],
  ],
  [
    'a match sheet’s lineup',
    (sex) => <MatchLineup lineup={lineup} role="home" columns={['red']} sex={sex} />,
    ['Joueuses', 'Gardiennes', 'Suspendue'],
    ['Joueurs', 'Gardiens', 'Suspendu '],
  ],
  [
    'a match sheet without lineups',
    (sex) => <NoLineups sex={sex} />,
    ['Les joueuses, buts et cartons'],
    ['Les joueurs, buts et cartons'],
  ],
  [
    'a goal by a scorer the sheet does not name',
    (sex) => (
      <MatchStory story={[{ id: 'e1', type: 'goal', minute: 3, player: {} }]} live sex={sex} />
    ),
    ['Joueuse non identifiée'],
    ['Joueur non identifié'],
  ],
  [
    'a suspended player’s page',
    (sex) => <PlayerPage view={sex === 'women' ? { ...player, women: true } : player} />,
    [
      'Suspendue',
      'Cette joueuse est suspendue.',
      'Seuls les buts sont connus pour cette joueuse.',
      'Joueuse du match',
    ],
    [
      'Suspendu ',
      'Ce joueur est suspendu.',
      'Seuls les buts sont connus pour ce joueur.',
      'Joueur du match',
    ],
  ],
  [
    'the home page’s empty top strikers',
    (sex) => <TopStrikers strikers={[]} sex={sex} loading={false} />,
    ['Aucune buteuse pour le moment.'],
    ['Aucun buteur pour le moment.'],
  ],
  [
    'an empty team page',
    (sex) => <TeamPage view={sex === 'women' ? teamView('T20', 'W1') : noWomen('T20', 'W1')} />,
    [
      'Joueuses',
      'Aucune joueuse inscrite.',
      'Gardiennes',
      'Aucune gardienne inscrite.',
      'Aucune joueuse suspendue dans cette équipe.',
    ],
    [
      'Joueurs',
      'Aucun joueur inscrit.',
      'Gardiens',
      'Aucun gardien inscrit.',
      'Aucun joueur suspendu dans cette équipe.',
    ],
  ],
]

/** The same team without its women's flag: what the page said before it knew. */
function noWomen(teamId: string, divisionId: string): TeamView {
  const { women: _, ...view } = teamView(teamId, divisionId)
  return view
}

describe('a public part about a women’s division speaks of women in French', () => {
  it.each(parts)('%s agrees with a women’s division', (_, part, women, men) => {
    const shown = text(part('women'))
    for (const words of women) expect(shown).toContain(words)
    for (const words of men) expect(shown).not.toContain(words)
  })

  it.each(parts)('%s keeps the generic words otherwise', (_, part, women, men) => {
    const shown = text(part('men'))
    for (const words of men) expect(shown).toContain(words)
    for (const words of women) expect(shown).not.toContain(words)
  })
})
