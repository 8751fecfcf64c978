/**
 * Preseason banner entries (docs/data-contract.md#preseason): `PreSeason/{seasonId}/{id}` with a
 * url.
 */
import { asRecord, cleanText, compareText } from './text.ts'

export interface PreseasonEntry {
  id: string
  /** A full URL or a storage path the data layer resolves. */
  url: string
}

/** Entries of one season's node, in key order; an entry may also be a bare url string. */
export function readPreseason(seasonNode: unknown): PreseasonEntry[] {
  const entries: PreseasonEntry[] = []
  const record = asRecord(seasonNode)
  // A season node that is itself one entry ({ url }) is accepted too.
  const direct = cleanText(record?.url)
  if (direct !== undefined) return [{ id: 'url', url: direct }]
  for (const key of Object.keys(record ?? {})) {
    const value = record?.[key]
    const url =
      typeof value === 'string'
        ? cleanText(value)
        : cleanText(asRecord(value)?.url ?? asRecord(value)?.imageUrl)
    if (url !== undefined) entries.push({ id: key, url })
  }
  return entries.sort((a, b) => compareText(a.id, b.id))
}

/** The banner of the preseason page: the first entry, if any. */
export function preseasonBanner(league: {
  preseason: readonly PreseasonEntry[]
}): PreseasonEntry | undefined {
  return league.preseason[0]
}
