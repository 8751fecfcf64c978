/**
 * Sponsor cards of the home strip and the /sponsors page (docs/product.md#home, #sponsors).
 * Pure: logos stay as the data's reference (`imageRef`) until `sponsors.server.ts` resolves them.
 */
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
  /** With https:// prepended when the data gives a bare host. */
  websiteUrl?: string
  /** `imageUrl`, else the storage `imagePath` (docs/data-contract.md#sponsors). */
  imageRef?: string
}

/** Active sponsors, one per id, in the domain's order. */
export function toSponsorCards(league: Pick<League, 'sponsors'>): SponsorCardView[] {
  return activeSponsors(league).map((sponsor) => {
    const card: SponsorCardView = { id: sponsor.id, name: sponsor.name }
    if (sponsor.websiteUrl !== undefined) card.websiteUrl = sponsor.websiteUrl
    const imageRef = sponsor.imageUrl ?? sponsor.imagePath
    if (imageRef !== undefined) card.imageRef = imageRef
    return card
  })
}

/**
 * What a sponsor's logo box shows when there is no logo, or it fails to load: one or two
 * capitals from the name (first and last word), never empty.
 */
export function sponsorInitials(name: string): string {
  return initials(name)
}

/** The strip's pages: 3 sponsors each. */
export function sponsorStripPages<T>(cards: readonly T[]): T[][] {
  return sponsorPages(cards, SPONSORS_PER_PAGE)
}

/** The page after `page`, wrapping to the first (the strip auto-advances and wraps). */
export function nextSponsorPage(page: number, pageCount: number): number {
  if (!(pageCount > 0)) return 0
  const current = Number.isInteger(page) && page >= 0 ? page : -1
  return (current + 1) % pageCount
}

/**
 * A signature of what the strip shows: when it changes (a sponsor added, removed, renamed,
 * given a new logo or link) the strip goes back to page 0.
 */
export function sponsorSignature(
  cards: readonly { id: string; name: string; websiteUrl?: string; image?: string }[],
): string {
  return JSON.stringify(cards.map((card) => [card.id, card.name, card.websiteUrl, card.image]))
}

/** A view whose image reference has been resolved to a URL (undefined: show a placeholder). */
export type Resolved<T extends { imageRef?: string }> = Omit<T, 'imageRef'> & { image?: string }

export type SponsorCard = Resolved<SponsorCardView>

/** The /sponsors page (sponsors.server.ts). */
export type SponsorsPageView = { sponsors: SponsorCard[]; available: boolean }
