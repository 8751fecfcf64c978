/**
 * What the current league data knows, for the request side: a value it does not know (a made-up
 * season) normalises to the page's default before any cache key or memo is made from it.
 */
import { peekLeagueSnapshot } from '~/data/league.server.ts'
import { readSeasons } from '~/league/seasons.ts'

import type { KnownValues } from './page-cache-key.ts'

const known = new WeakMap<object, KnownValues>()

/** The seasons of a data version (ids and their keys under `Seasons`), read once per version. */
function knownValues(tree: object): KnownValues {
  let values = known.get(tree)
  if (!values) {
    const seasons = new Set(readSeasons(tree).map((season) => season.id))
    const node = (tree as Record<string, unknown>).Seasons
    if (node && typeof node === 'object') for (const key of Object.keys(node)) seasons.add(key)
    values = { seasons }
    known.set(tree, values)
  }
  return values
}

/** The current data version's known values; undefined while there is no data. */
export function knownLeagueValues(): KnownValues | undefined {
  const tree = peekLeagueSnapshot()?.tree
  return tree ? knownValues(tree) : undefined
}
