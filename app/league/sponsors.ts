import { childRecords, compareText, firstText, type RawRecord } from './text.ts'
import { timestampOf } from './time.ts'

export interface Sponsor {
  id: string
  name: string
  imageUrl?: string
  imagePath?: string
  websiteUrl?: string
  /** Only an explicit false hides a sponsor. */
  active: boolean
  createdAt?: number
}

export const SPONSORS_PER_PAGE = 3

export function withScheme(url: string | undefined): string | undefined {
  if (url === undefined) return undefined
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url
  return `https://${url.replace(/^\/+/, '')}`
}

function isHidden(record: RawRecord): boolean {
  const active = record.active ?? record.isActive
  return (
    active === false ||
    active === 0 ||
    (typeof active === 'string' && ['false', '0', 'no'].includes(active.trim().toLowerCase()))
  )
}

export function readSponsors(node: unknown): Sponsor[] {
  return childRecords(node).map(([key, record]) => {
    const sponsor: Sponsor = {
      id: firstText(record, ['id', 'sponsorId']) ?? key,
      name: firstText(record, ['name', 'Name', 'title']) ?? '',
      active: !isHidden(record),
    }
    const imageUrl = firstText(record, ['imageUrl', 'image_url', 'logoUrl'])
    const imagePath = firstText(record, ['imagePath', 'image_path', 'logoPath'])
    const websiteUrl = withScheme(firstText(record, ['websiteUrl', 'website', 'url']))
    const createdAt = timestampOf(record.createdAt ?? record.created_at)
    if (imageUrl !== undefined) sponsor.imageUrl = imageUrl
    if (imagePath !== undefined) sponsor.imagePath = imagePath
    if (websiteUrl !== undefined) sponsor.websiteUrl = websiteUrl
    if (createdAt !== undefined) sponsor.createdAt = createdAt
    return sponsor
  })
}

export function activeSponsors(league: { sponsors: readonly Sponsor[] }): Sponsor[] {
  const sorted = league.sponsors
    .filter((sponsor) => sponsor.active)
    .sort(
      (a, b) =>
        (a.createdAt ?? Infinity) - (b.createdAt ?? Infinity) ||
        compareText(a.name, b.name) ||
        compareText(a.id, b.id),
    )
  const seen = new Set<string>()
  return sorted.filter((sponsor) => !seen.has(sponsor.id) && seen.add(sponsor.id))
}

export function sponsorPages<T>(items: readonly T[], perPage = SPONSORS_PER_PAGE): T[][] {
  if (!Array.isArray(items)) return []
  const size = Number.isFinite(perPage) && perPage >= 1 ? Math.floor(perPage) : 1
  const pages: T[][] = []
  for (let index = 0; index < items.length; index += size)
    pages.push(items.slice(index, index + size))
  return pages
}
