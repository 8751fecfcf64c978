// A schedule record's revision, the iCalendar SEQUENCE of its event: calendar apps replace an
// event they hold only when its SEQUENCE grows, so every writer that changes a game raises it.
import { firstCount, type RawRecord } from './text.ts'

export const SEQUENCE_FIELD = 'Sequence'

/** 0 for a game never changed since it was scheduled. */
export function readSequence(record: RawRecord | undefined): number {
  return firstCount(record, [SEQUENCE_FIELD, 'sequence']) ?? 0
}

export function nextSequence(record: RawRecord | undefined): number {
  return readSequence(record) + 1
}
