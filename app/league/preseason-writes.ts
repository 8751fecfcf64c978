// The first entry of `PreSeason/{seasonId}` is the banner: a new image replaces its url (the audit
// log keeps the old one).
import { readPreseason } from './preseason.ts'
import { fieldWriter } from './record-fields.ts'
import { type LeagueUpdate, type WriteOutcome, refused } from './write-outcome.ts'
import { asRecord } from './text.ts'
import { ownChild } from './record-keys.ts'

export function setPreseasonBanner(
  tree: unknown,
  seasonId: string,
  newEntryId: string,
  url: string,
): WriteOutcome {
  const seasons = asRecord(asRecord(tree)?.Seasons)
  if (seasons && ownChild(seasons, seasonId) === undefined)
    return refused('no-season', { season: seasonId })
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
