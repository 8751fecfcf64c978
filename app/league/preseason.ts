import { asRecord, cleanText, compareText } from './text.ts'

export interface PreseasonEntry {
  id: string
  url: string
}

export function readPreseason(seasonNode: unknown): PreseasonEntry[] {
  const entries: PreseasonEntry[] = []
  const record = asRecord(seasonNode)
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

export function preseasonBanner(league: {
  preseason: readonly PreseasonEntry[]
}): PreseasonEntry | undefined {
  return league.preseason[0]
}

/** docs/product.md#preseason */
export type PreseasonPeriod =
  | { state: 'none' }
  | { state: 'over'; first?: string; last?: string }
  | { state: 'scheduled' | 'under-way'; first: string; last: string }

export function preseasonPeriod(
  matches: readonly { date?: string; isPreseason: boolean; status: string }[],
  today: string,
): PreseasonPeriod {
  const dates: string[] = []
  let seasonPlayed = false
  for (const match of matches) {
    if (match.isPreseason && match.date !== undefined) dates.push(match.date)
    else if (!match.isPreseason && match.status === 'finished') seasonPlayed = true
  }
  if (dates.length === 0) return seasonPlayed ? { state: 'over' } : { state: 'none' }
  dates.sort()
  const first = dates[0]!
  const last = dates[dates.length - 1]!
  if (last < today) return { state: 'over', first, last }
  if (first > today) return { state: 'scheduled', first, last }
  return { state: 'under-way', first, last }
}
