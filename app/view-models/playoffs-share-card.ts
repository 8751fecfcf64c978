import type { Lang } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'
import { type League, findDivision, seasonDivisions } from '~/league/index.ts'

import { type BracketSideView, type BracketTieView, buildPlayoffsPage } from './playoffs-page.ts'
import { type PlayoffsCard, type PlayoffsCardSide, header } from './share-image.ts'

/** What stays readable at 1200×630. */
const MAX_ROUNDS = 3
const MAX_TIES = 4

function side(view: BracketSideView, tbd: string): PlayoffsCardSide {
  const card: PlayoffsCardSide = { name: view.name ?? tbd, winner: view.winner }
  if (view.score !== undefined) card.score = view.score
  return card
}

function note(tie: BracketTieView, t: ReturnType<typeof translator>): string | undefined {
  const { home, away } = tie
  if (home.forfeit || away.forfeit) return t('match.forfeit')
  if (tie.shootout && home.shootoutGoals !== undefined && away.shootoutGoals !== undefined)
    return t('playoffs.shootout', { home: home.shootoutGoals, away: away.shootoutGoals })
  return tie.overtime ? t('match.overtime') : undefined
}

export function playoffsCard(
  league: League,
  divisionId: string | null | undefined,
  lang: Lang,
): PlayoffsCard | undefined {
  const t = translator(lang)
  const view = buildPlayoffsPage(league, { division: divisionId ?? null, lang })
  const bracket = view.bracket
  if (!view.selectedId || !bracket || bracket.status === 'none') return undefined
  const division = findDivision(seasonDivisions(league), view.selectedId)
  const rounds = bracket.rounds
    .filter((round) => round.ties.length <= MAX_TIES)
    .slice(-MAX_ROUNDS)
    .map((round) => ({
      label: round.label,
      ties: round.ties.map((tie) => {
        const entry: PlayoffsCard['rounds'][number]['ties'][number] = {
          home: side(tie.home, t('playoffs.tbd')),
          away: side(tie.away, t('playoffs.tbd')),
        }
        const text = note(tie, t)
        if (text) entry.note = text
        return entry
      }),
    }))
  const card: PlayoffsCard = {
    kind: 'playoffs',
    header: header(lang, division),
    title: t('playoffs.title'),
    season: view.season?.name ?? '',
    rounds,
  }
  if (bracket.champion)
    card.status = t('playoffs.championIs', {
      team: bracket.champion.name,
      sex: division?.sex ?? 'men',
    })
  else if (bracket.currentRoundLabel) card.status = bracket.currentRoundLabel
  return card
}
