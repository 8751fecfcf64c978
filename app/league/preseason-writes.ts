/**
 * The preseason banner as the console writes it (docs/data-contract.md#preseason): the first
 * entry of `PreSeason/{seasonId}` is the banner, so a new image replaces that entry's url (its
 * key and shape kept: the audit log keeps the old url), or becomes the season's first entry.
 */
import { readPreseason } from './preseason.ts'
import { fieldWriter } from './record-fields.ts'
import type { LeagueUpdate, WriteOutcome } from './record-result.ts'
import { asRecord } from './text.ts'
import { ownChild } from './record-keys.ts'

/** Makes `url` the season's banner; `newEntryId` (a push id) names the entry if there is none. */
export function setPreseasonBanner(
  tree: unknown,
  seasonId: string,
  newEntryId: string,
  url: string,
): WriteOutcome {
  const seasons = asRecord(asRecord(tree)?.Seasons)
  if (seasons && ownChild(seasons, seasonId) === undefined)
    return {
      ok: false,
      reason: {
        en: `There is no season "${seasonId}".`,
        fr: `Il n'y a pas de saison « ${seasonId} ».`,
      },
    }
  const path = `PreSeason/${seasonId}`
  const node = asRecord(ownChild(asRecord(tree)?.PreSeason, seasonId))
  const first = readPreseason(node)[0]
  if (!node || !first) return { ok: true, update: { [`${path}/${newEntryId}`]: { url } } }
  if (first.id === 'url' && typeof node.url === 'string')
    return { ok: true, update: { [`${path}/url`]: url } }
  const entry = asRecord(ownChild(node, first.id))
  if (!entry) return { ok: true, update: { [`${path}/${first.id}`]: url } }
  const update: LeagueUpdate = {}
  fieldWriter(
    `${path}/${first.id}`,
    entry,
    update,
  )(entry.url === undefined && entry.imageUrl !== undefined ? ['imageUrl'] : ['url'], url)
  return { ok: true, update }
}
