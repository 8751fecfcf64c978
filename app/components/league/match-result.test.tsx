import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'

import { TodayMatchCard } from '~/components/home/today-match-card.tsx'
import { ScheduleGame } from '~/components/schedule/schedule-game.tsx'
import type { MatchCardView } from '~/view-models/match-card.ts'

import { MatchCard } from './match-card.tsx'

/** The visible text of a card, as the eye reads it (screen-reader-only parts left out). */
function visibleText(element: React.ReactNode): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }])
  return renderToStaticMarkup(<Stub />)
    .replace(/<p class="sr-only">.*?<\/p>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
}

const base: MatchCardView = {
  id: '2025W-0300',
  href: '/match/2025W-0300',
  status: 'finished',
  date: '13 janvier 2026',
  time: '19 h 00',
  divisionName: 'Femmes A - Laval',
  women: true,
  home: { name: 'FC Montmorency', initials: 'FM', score: 6, href: '/team/T135?division=W1' },
  away: { name: 'Le Brasier', initials: 'LB', score: 6, winner: true, href: '/team/T138' },
}

const shootout: MatchCardView = { ...base, overtime: true, shootout: { home: 2, away: 3 } }
const forfeit: MatchCardView = {
  ...base,
  home: { ...base.home, score: 0, forfeit: true },
  away: { ...base.away, score: 3 },
}

const cards = {
  'match card': (match: MatchCardView) => <MatchCard match={match} />,
  'schedule row': (match: MatchCardView) => <ScheduleGame game={match} />,
  "today's carousel card": (match: MatchCardView) => <TodayMatchCard match={match} />,
}

describe.each(Object.entries(cards))('the %s says who won, in words the eye reads', (_, card) => {
  it('names the shootout, its score and the winner, agreed for a women’s team', () => {
    const text = visibleText(card(shootout))
    expect(text).toContain('Victoire du Brasier 3-2 aux tirs de barrage')
    expect(text).toContain('Gagnante')
  })

  it('shows the forfeit and who won by it', () => {
    const text = visibleText(card(forfeit))
    expect(text).toContain('FORFAIT')
    expect(text).toContain('Victoire du Brasier par forfait')
  })
})
