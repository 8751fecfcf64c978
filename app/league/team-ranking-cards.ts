/**
 * The four ranking cards of the team page (docs/product.md#rankings).
 *
 * Share of a rank among n ranked teams: (n - rank + 1) / n, so first place is 100% and
 * last place is 1/n (a ranked team always fills at least one segment). The bar fills
 * round(share × 10) segments (at least 1) and takes its colour from the share thresholds;
 * the rating word uses the same bands, with the top band split to tell excellent apart.
 */
import { rankedRows, rowOfTeam, type RankingKind } from './rankings.ts'
import { findDivision } from './divisions.ts'
import type { League } from './league.ts'
import type { Rating } from './labels.ts'

export const BAR_SEGMENTS = 10

export type BarColour = 'primary' | 'green' | 'yellow' | 'red'

export interface RankingCard {
  kind: RankingKind | 'overall'
  rank: number
  /** Number of ranked teams in the division. */
  outOf: number
  /** Goals for (offence), goals against (defence), yellow + red (discipline); absent for overall. */
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

/** (n - rank + 1) / n; 0 when the rank is out of range. */
export function rankShare(rank: number, outOf: number): number {
  if (!(outOf >= 1) || !(rank >= 1) || rank > outOf) return 0
  return (outOf - rank + 1) / outOf
}

/** 75% or more primary, 50% or more green, 25% or more yellow, else red. */
export function barColour(share: number): BarColour {
  return share >= 0.75 ? 'primary' : share >= 0.5 ? 'green' : share >= 0.25 ? 'yellow' : 'red'
}

/** Rating word of a share: bands of the bar colours, the top one split at 90%. */
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

/** Overall rank: the rounded mean of the three ranks. */
export function overallRank(offence: number, defence: number, discipline: number): number {
  return Math.round((offence + defence + discipline) / 3)
}

/**
 * Cards for one team, or undefined when the team has no TeamStats game in the division
 * (the page then shows its empty state).
 */
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
