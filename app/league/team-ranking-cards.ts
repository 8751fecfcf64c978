// docs/product.md#rankings. A rank among n teams has share (n - rank + 1) / n, so last place still
// fills one segment.
import { rankedRows, rowOfTeam, type RankingKind } from './rankings.ts'
import { findDivision } from './divisions.ts'
import type { League } from './league.ts'
import type { Rating } from './labels.ts'

export const BAR_SEGMENTS = 10

export type BarColour = 'primary' | 'green' | 'yellow' | 'red'

export interface RankingCard {
  kind: RankingKind | 'overall'
  rank: number
  outOf: number
  value?: number
  share: number
  rating: Rating
  bar: { filled: number; segments: number; colour: BarColour }
}

export interface TeamRankingCards {
  teamId: string
  divisionId: string
  offence: RankingCard
  defence: RankingCard
  discipline: RankingCard
  overall: RankingCard
}

export function rankShare(rank: number, outOf: number): number {
  if (!(outOf >= 1) || !(rank >= 1) || rank > outOf) return 0
  return (outOf - rank + 1) / outOf
}

export function barColour(share: number): BarColour {
  return share >= 0.75 ? 'primary' : share >= 0.5 ? 'green' : share >= 0.25 ? 'yellow' : 'red'
}

export function ratingOf(share: number): Rating {
  return share >= 0.9
    ? 'excellent'
    : share >= 0.75
      ? 'veryGood'
      : share >= 0.5
        ? 'good'
        : share >= 0.25
          ? 'fair'
          : 'poor'
}

export function rankingCard(
  kind: RankingCard['kind'],
  rank: number,
  outOf: number,
  value?: number,
): RankingCard {
  const share = rankShare(rank, outOf)
  const filled =
    share > 0 ? Math.min(BAR_SEGMENTS, Math.max(1, Math.round(share * BAR_SEGMENTS))) : 0
  const card: RankingCard = {
    kind,
    rank,
    outOf,
    share,
    rating: ratingOf(share),
    bar: { filled, segments: BAR_SEGMENTS, colour: barColour(share) },
  }
  if (value !== undefined) card.value = value
  return card
}

export function overallRank(offence: number, defence: number, discipline: number): number {
  return Math.round((offence + defence + discipline) / 3)
}

export function teamRankingCards(
  league: League,
  teamId: string,
  divisionId: unknown,
): TeamRankingCards | undefined {
  const division = findDivision(league.divisions, divisionId)
  const team = league.directory.resolve({ id: teamId, name: teamId }, division?.id)
  const id = team?.id ?? teamId
  const offenceRows = rankedRows(league, 'offence', divisionId)
  const offence = rowOfTeam(offenceRows, id)
  const defence = rowOfTeam(rankedRows(league, 'defence', divisionId), id)
  const discipline = rowOfTeam(rankedRows(league, 'discipline', divisionId), id)
  if (!offence || !defence || !discipline) return undefined
  const outOf = offenceRows.length
  return {
    teamId: id,
    divisionId: offence.divisionId,
    offence: rankingCard('offence', offence.rank, outOf, offence.gf),
    defence: rankingCard('defence', defence.rank, outOf, defence.ga),
    discipline: rankingCard('discipline', discipline.rank, outOf, discipline.cards),
    overall: rankingCard(
      'overall',
      overallRank(offence.rank, defence.rank, discipline.rank),
      outOf,
    ),
  }
}
