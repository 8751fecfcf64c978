// The platform that also writes the tree reads back the name it wrote, so a record's spelling wins
// over the contract's.
import type { LeagueUpdate } from './write-outcome.ts'
import type { RawRecord } from './text.ts'

export function fieldWriter(path: string, record: RawRecord, update: LeagueUpdate) {
  return (names: readonly string[], value: unknown) => {
    const name = names.find((n) => record[n] !== undefined) ?? names[0]
    update[`${path}/${name}`] = value
  }
}
