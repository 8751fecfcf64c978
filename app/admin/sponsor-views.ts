/**
 * What the console's sponsor pages show: every sponsor (shown or not), in the site's order, and
 * one sponsor's form values. Pure; the loader resolves the logos' URLs.
 */
import type { League } from '~/league/index.ts'

export type SponsorRow = { id: string; name: string; active: boolean; logoRef?: string }

export type SponsorFormValues = { name: string; websiteUrl: string; active: boolean }

const logoOf = (sponsor: League['sponsors'][number]) => sponsor.imageUrl ?? sponsor.imagePath

/** Shown sponsors first, then hidden ones, each group by creation then name. */
export function sponsorRows(league: Pick<League, 'sponsors'>): SponsorRow[] {
  const seen = new Set<string>()
  return league.sponsors
    .filter((sponsor) => !seen.has(sponsor.id) && seen.add(sponsor.id))
    .sort(
      (a, b) =>
        Number(b.active) - Number(a.active) ||
        (a.createdAt ?? Infinity) - (b.createdAt ?? Infinity) ||
        a.name.localeCompare(b.name),
    )
    .map((sponsor) => {
      const logoRef = logoOf(sponsor)
      return {
        id: sponsor.id,
        name: sponsor.name,
        active: sponsor.active,
        ...(logoRef ? { logoRef } : {}),
      }
    })
}

export function sponsorEdit(
  league: Pick<League, 'sponsors'>,
  sponsorId: string,
): { values: SponsorFormValues; logoRef?: string } | undefined {
  const sponsor = league.sponsors.find((s) => s.id === sponsorId)
  if (!sponsor) return undefined
  const logoRef = logoOf(sponsor)
  return {
    values: { name: sponsor.name, websiteUrl: sponsor.websiteUrl ?? '', active: sponsor.active },
    ...(logoRef ? { logoRef } : {}),
  }
}
