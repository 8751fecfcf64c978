// A logo URL goes in `imageUrl`, a stored file in `imagePath`; the other is cleared.
import { fieldWriter } from './record-fields.ts'
import { type LeagueUpdate, type WriteOutcome, refused } from './write-outcome.ts'
import { asRecord, type RawRecord } from './text.ts'
import { ownChild } from './record-keys.ts'

export interface SponsorInput {
  name: string
  websiteUrl?: string
  active: boolean
  /** Undefined leaves the logo as it is. */
  logo?: string
}

const URL_FIELDS = ['imageUrl', 'image_url', 'logoUrl'] as const
const PATH_FIELDS = ['imagePath', 'image_path', 'logoPath'] as const
const isUrl = (value: string) => /^https?:\/\//i.test(value)

function sponsorRecord(tree: unknown, sponsorId: string): RawRecord | undefined {
  return asRecord(ownChild(asRecord(tree)?.Sponsors, sponsorId))
}

export function addSponsor(
  tree: unknown,
  sponsorId: string,
  input: SponsorInput & { logo: string; createdAt: number },
): WriteOutcome {
  if (sponsorRecord(tree, sponsorId)) return refused('sponsor-exists', { sponsor: sponsorId })
  const record: RawRecord = {
    name: input.name,
    [isUrl(input.logo) ? 'imageUrl' : 'imagePath']: input.logo,
    active: input.active,
    createdAt: input.createdAt,
  }
  if (input.websiteUrl !== undefined) record.websiteUrl = input.websiteUrl
  return { ok: true, update: { [`Sponsors/${sponsorId}`]: record } }
}

export function editSponsor(tree: unknown, sponsorId: string, input: SponsorInput): WriteOutcome {
  const record = sponsorRecord(tree, sponsorId)
  if (!record) return refused('no-such-sponsor', { sponsor: sponsorId })
  const path = `Sponsors/${sponsorId}`
  const update: LeagueUpdate = {}
  const set = fieldWriter(path, record, update)
  set(['name', 'Name', 'title'], input.name)
  set(['active', 'isActive'], input.active)
  const site = ['websiteUrl', 'website', 'url'] as const
  if (input.websiteUrl !== undefined) set(site, input.websiteUrl)
  else for (const name of site) if (record[name] !== undefined) update[`${path}/${name}`] = null
  if (input.logo !== undefined) {
    const [kept, cleared] = isUrl(input.logo)
      ? [URL_FIELDS, PATH_FIELDS]
      : [PATH_FIELDS, URL_FIELDS]
    set(kept, input.logo)
    for (const name of cleared) if (record[name] !== undefined) update[`${path}/${name}`] = null
  }
  return { ok: true, update }
}
