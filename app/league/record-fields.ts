/**
 * Writing a field of a league record the way the record already spells it: the platform that
 * also writes the tree reads back the name it wrote, so a record's existing spelling wins over
 * the contract's first name.
 */
import type { LeagueUpdate } from './record-result.ts'
import type { RawRecord } from './text.ts'

/** A setter of `record`'s fields (at `path`) into `update`: the first of `names` it has, else the first. */
export function fieldWriter(path: string, record: RawRecord, update: LeagueUpdate) {
  return (names: readonly string[], value: unknown) => {
    const name = names.find((n) => record[n] !== undefined) ?? names[0]
    update[`${path}/${name}`] = value
  }
}
