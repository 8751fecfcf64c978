// Keeps the e-mail endpoint from being an open relay (ADR 0004).
import type { Lang } from '~/league/index.ts'

export const RELAY_WINDOW_MS = 15 * 60 * 1000

/** Taken from the saved registration, never from a request. */
export type ConfirmationContent = {
  to: string
  playerName: string
  teamName: string
  seasonName: string
  seasonNameLocal: string
  lang: Lang
}

type Entry = {
  addresses: ReadonlySet<string>
  content: ConfirmationContent
  savedAt: number
  claimed: boolean
}

export type ClaimResult =
  | { status: 'ok'; id: string; content: ConfirmationContent }
  | { status: 'unknown' }
  | { status: 'already-sent' }

export type RelayGuardOptions = {
  windowMs?: number
  clock?: () => number
  /** Submissions are rate limited, so this is far above real use. */
  maxEntries?: number
}

export class RecentRegistrations {
  private readonly windowMs: number
  private readonly clock: () => number
  private readonly maxEntries: number
  private readonly entries = new Map<string, Entry>()

  constructor({
    windowMs = RELAY_WINDOW_MS,
    clock = Date.now,
    maxEntries = 5000,
  }: RelayGuardOptions = {}) {
    this.windowMs = windowMs
    this.clock = clock
    this.maxEntries = maxEntries
  }

  remember(id: string, addresses: readonly string[], content: ConfirmationContent): void {
    this.prune()
    this.entries.set(id, {
      addresses: new Set(addresses.map((address) => address.trim().toLowerCase())),
      content,
      savedAt: this.clock(),
      claimed: false,
    })
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break
      this.entries.delete(key)
    }
  }

  claimById(id: string): ClaimResult {
    this.prune()
    const entry = this.entries.get(id)
    if (!entry) return { status: 'unknown' }
    if (entry.claimed) return { status: 'already-sent' }
    entry.claimed = true
    return { status: 'ok', id, content: entry.content }
  }

  claimByAddress(address: string): ClaimResult {
    this.prune()
    const wanted = address.trim().toLowerCase()
    let found = false
    let latest: [string, Entry] | undefined
    for (const [id, entry] of this.entries) {
      if (!entry.addresses.has(wanted)) continue
      found = true
      if (!entry.claimed && (!latest || entry.savedAt >= latest[1].savedAt)) latest = [id, entry]
    }
    if (!latest) return found ? { status: 'already-sent' } : { status: 'unknown' }
    latest[1].claimed = true
    return { status: 'ok', id: latest[0], content: latest[1].content }
  }

  release(id: string): void {
    const entry = this.entries.get(id)
    if (entry) entry.claimed = false
  }

  get size(): number {
    this.prune()
    return this.entries.size
  }

  private prune() {
    const now = this.clock()
    for (const [id, entry] of this.entries) {
      if (now - entry.savedAt >= this.windowMs) this.entries.delete(id)
    }
  }
}
