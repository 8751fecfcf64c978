import { useEffect, useState, useSyncExternalStore } from 'react'

import {
  type TapFields,
  type TapQueue,
  afterAnswer,
  dueNow,
  dueTap,
  enqueue,
  readStoredQueue,
  tapOutcome,
  withdraw,
} from '~/admin/tap-queue.ts'
import type { AcknowledgedTap } from '~/admin/waiting-taps.ts'
import { useStableRevalidate } from '~/components/ui/client-hooks.ts'

/** No answer within this long counts as no connection: the tap is sent again later. */
const ANSWER_WITHIN = 10_000

export type Connection = 'online' | 'offline' | 'back'

type Snapshot = {
  /** Taps on the phone not yet acknowledged, oldest first. */
  waiting: TapQueue
  /** Taps the server took, until the sheet as served shows them (waiting-taps.ts). */
  acknowledged: readonly AcknowledgedTap[]
  connection: Connection
  /** The fields of the latest tap the server refused for good. */
  refused?: TapFields
}

const NOTHING_WAITING: Snapshot = { waiting: [], acknowledged: [], connection: 'online' }

/**
 * The taps of one game's sheet, kept in localStorage (a reload keeps them) and sent one at a time
 * to the sheet's action until each is answered; the rules are app/admin/tap-queue.ts'. Outside
 * React, so sending goes on whatever renders, and the sheet reads it as an external store.
 */
class TapOutbox {
  private snapshot = NOTHING_WAITING
  private readonly listeners = new Set<() => void>()
  private sending: string | undefined
  private timer: ReturnType<typeof setTimeout> | undefined
  private running = false
  private csrf = ''
  private answered: () => void = () => {}
  private readonly storageKey: string

  constructor(storageKey: string) {
    this.storageKey = storageKey
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  read = () => this.snapshot

  /** Sends with the form's token; `answered` after each tap the server took or refused. */
  start(csrf: string, answered: () => void): () => void {
    this.csrf = csrf
    this.answered = answered
    this.running = true
    let stored: string | null = null
    try {
      stored = window.localStorage.getItem(this.storageKey)
    } catch {
      // Private modes may refuse storage: the taps then live as long as the page.
    }
    const online = () => this.update({ waiting: dueNow(this.snapshot.waiting, Date.now()) })
    const offline = () => this.update({ connection: 'offline' })
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    const restored = readStoredQueue(stored)
    // Taps kept from before a reload went unsent: the sheet says so until they are.
    this.update({
      waiting: restored,
      connection: navigator.onLine && restored.length === 0 ? this.snapshot.connection : 'offline',
    })
    return () => {
      this.running = false
      clearTimeout(this.timer)
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
    }
  }

  add(key: string, fields: TapFields): void {
    this.update({
      waiting: enqueue(this.snapshot.waiting, key, fields, Date.now()),
      connection: this.snapshot.connection === 'back' ? 'online' : this.snapshot.connection,
      refused: undefined,
    })
  }

  /** Takes back a tap never sent; false when it must be taken back by a post of its own. */
  withdraw(key: string): boolean {
    const result = withdraw(this.snapshot.waiting, key, this.sending)
    if (result.withdrawn) this.update({ waiting: result.queue })
    return result.withdrawn
  }

  /** Forgets the acknowledged taps the served sheet now shows. */
  settle(keys: ReadonlySet<string>): void {
    const { acknowledged } = this.snapshot
    if (!acknowledged.some((tap) => keys.has(tap.key))) return
    this.update({ acknowledged: acknowledged.filter((tap) => !keys.has(tap.key)) })
  }

  private update(change: Partial<Snapshot>): void {
    const next = { ...this.snapshot, ...change }
    if (next.refused === undefined) delete next.refused
    const stored = next.waiting !== this.snapshot.waiting
    this.snapshot = next
    if (stored) this.store()
    for (const listener of this.listeners) listener()
    this.pump()
  }

  private store(): void {
    try {
      if (this.snapshot.waiting.length > 0)
        window.localStorage.setItem(this.storageKey, JSON.stringify(this.snapshot.waiting))
      else window.localStorage.removeItem(this.storageKey)
    } catch {
      // As in start(): kept in memory only.
    }
  }

  /** Sends the oldest tap when it is due, else wakes up when it will be. */
  private pump(): void {
    // A phone that knows it is offline waits for the 'online' event: a tap never tried can still be
    // taken back on the phone alone.
    if (!this.running || this.sending !== undefined || !navigator.onLine) return
    clearTimeout(this.timer)
    const { waiting } = this.snapshot
    if (waiting.length === 0) return
    const tap = dueTap(waiting, Date.now())
    if (!tap) {
      this.timer = setTimeout(() => this.pump(), waiting[0]!.dueAt - Date.now())
      return
    }
    this.sending = tap.key
    const url = new URL(window.location.href)
    url.pathname = `${url.pathname.replace(/\/$/, '')}.data`
    fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ ...tap.fields, csrf: this.csrf }),
      signal: AbortSignal.timeout(ANSWER_WITHIN),
    })
      .then(
        (answer) => {
          // Only the status counts: the answer's body is not waited for.
          void answer.body?.cancel().catch(() => {})
          return answer.status
        },
        () => undefined,
      )
      .then((status) => {
        this.sending = undefined
        const outcome = tapOutcome(status)
        const was = this.snapshot.connection
        this.update({
          waiting: afterAnswer(this.snapshot.waiting, tap.key, outcome, Date.now()),
          ...(outcome === 'acknowledged'
            ? {
                acknowledged: [
                  ...this.snapshot.acknowledged,
                  { key: tap.key, fields: tap.fields, at: Date.now() },
                ],
              }
            : {}),
          connection: status === undefined ? 'offline' : was === 'offline' ? 'back' : was,
          ...(outcome === 'refused' ? { refused: tap.fields } : {}),
        })
        if (outcome !== 'retry') this.answered()
      })
  }
}

export type TapQueueState = Snapshot & {
  add: (key: string, fields: TapFields) => void
  withdraw: (key: string) => boolean
  settle: (keys: ReadonlySet<string>) => void
}

/**
 * The live sheet's taps waiting on the phone, and the way to add one or take one back. Each
 * answered tap revalidates the sheet, which then shows it as the server has it.
 */
export function useTapQueue(gameId: string, csrf: string): TapQueueState {
  const [outbox] = useState(() => new TapOutbox(`live-taps:${gameId}`))
  const revalidate = useStableRevalidate()
  useEffect(() => outbox.start(csrf, () => void revalidate()), [outbox, csrf, revalidate])
  const snapshot = useSyncExternalStore(outbox.subscribe, outbox.read, () => NOTHING_WAITING)
  return {
    ...snapshot,
    add: (key, fields) => outbox.add(key, fields),
    withdraw: (key) => outbox.withdraw(key),
    settle: (keys) => outbox.settle(keys),
  }
}
