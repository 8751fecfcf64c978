// docs/product.md#sponsors. Pure: logos stay references until sponsors.server.ts resolves them.
import {
  type League,
  activeSponsors,
  initials,
  sponsorPages,
  SPONSORS_PER_PAGE,
} from '~/league/index.ts'

export type SponsorCardView = {
  id: string
  name: string
  websiteUrl?: string
  imageRef?: string
}

export function toSponsorCards(league: Pick<League, 'sponsors'>): SponsorCardView[] {
  return activeSponsors(league).map((sponsor) => {
    const card: SponsorCardView = { id: sponsor.id, name: sponsor.name }
    if (sponsor.websiteUrl !== undefined) card.websiteUrl = sponsor.websiteUrl
    const imageRef = sponsor.imageUrl ?? sponsor.imagePath
    if (imageRef !== undefined) card.imageRef = imageRef
    return card
  })
}

/** Never empty: the box shows it when there is no logo, or it fails to load. */
export function sponsorInitials(name: string): string {
  return initials(name)
}

export function sponsorStripPages<T>(cards: readonly T[]): T[][] {
  return sponsorPages(cards, SPONSORS_PER_PAGE)
}

/** The strip auto-advances and wraps. */
export function nextSponsorPage(page: number, pageCount: number): number {
  if (!(pageCount > 0)) return 0
  const current = Number.isInteger(page) && page >= 0 ? page : -1
  return (current + 1) % pageCount
}

/** When it changes the strip goes back to page 0. */
export function sponsorSignature(
  cards: readonly { id: string; name: string; websiteUrl?: string; image?: string }[],
): string {
  return JSON.stringify(cards.map((card) => [card.id, card.name, card.websiteUrl, card.image]))
}

export type Resolved<T extends { imageRef?: string }> = Omit<T, 'imageRef'> & { image?: string }

export type SponsorCard = Resolved<SponsorCardView>

export type SponsorsPageView = { sponsors: SponsorCard[]; available: boolean }
