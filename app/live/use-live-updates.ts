import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

import { useStableRevalidate } from '~/components/ui/client-hooks.ts'
import {
  type LiveTopic,
  documentDataVersion,
  isStale,
  parseChangeNotice,
  parseReadyNotice,
  touchedTopics,
} from '~/view-models/live.ts'

import { applyGamePatches, gameDataArrived } from './game-overlay.ts'
import { streamWhileVisible } from './stream-while-visible.ts'

const NONE: ReadonlySet<LiveTopic> = new Set()
/** Changes arriving together (a score, then the stats) are fetched in one revalidation. */
const BATCH_MS = 150

/** On (re)connection a page that missed changes catches up. */
export function useLiveUpdates({ topics }: { topics: readonly LiveTopic[] }): {
  refreshing: ReadonlySet<LiveTopic>
  updatedAt: number | undefined
} {
  const revalidate = useStableRevalidate()
  const [refreshing, setRefreshing] = useState<ReadonlySet<LiveTopic>>(NONE)
  const [updatedAt, setUpdatedAt] = useState<number | undefined>(undefined)
  const versionRef = useRef<number | undefined>(undefined)
  const heardRef = useRef<number | undefined>(undefined)
  const topicsKey = topics.join(',')
  const { key: locationKey } = useLocation()

  // A navigation loaded every loader afresh: patches heard before it are in its data.
  const firstLocation = useRef(locationKey)
  useEffect(() => {
    if (locationKey === firstLocation.current) return
    firstLocation.current = locationKey
    if (heardRef.current !== undefined) gameDataArrived(heardRef.current)
  }, [locationKey])

  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    versionRef.current ??= documentDataVersion()
    const wanted = topicsKey.split(',').filter(Boolean) as LiveTopic[]
    let pending = new Set<LiveTopic>()
    let timer: ReturnType<typeof setTimeout> | undefined
    let dueAt = Infinity
    let running = false
    let disposed = false

    const schedule = (delay: number) => {
      if (running || Date.now() + delay >= dueAt) return
      clearTimeout(timer)
      dueAt = Date.now() + delay
      timer = setTimeout(() => void flush(), delay)
    }
    const flush = async () => {
      timer = undefined
      dueAt = Infinity
      if (disposed || pending.size === 0) return
      const batch: ReadonlySet<LiveTopic> = pending
      pending = new Set()
      running = true
      setRefreshing(batch)
      const fetching = heardRef.current
      try {
        await revalidate()
        if (fetching !== undefined) {
          versionRef.current = fetching
          gameDataArrived(fetching)
        }
        if (!disposed) setUpdatedAt(Date.now())
      } catch {
        // The next change or reconnection tries again; the page keeps what it shows.
      } finally {
        running = false
        if (!disposed) {
          setRefreshing(NONE)
          if (pending.size > 0) schedule(BATCH_MS)
        }
      }
    }
    const want = (list: readonly LiveTopic[], delay: number) => {
      if (list.length === 0) return
      for (const topic of list) pending.add(topic)
      schedule(delay)
    }

    const onChange = (event: Event) => {
      const notice = parseChangeNotice((event as MessageEvent).data)
      if (!notice) return
      heardRef.current = notice.version
      if (notice.games && notice.games.length > 0) {
        applyGamePatches(notice.games, notice.version)
        setUpdatedAt(Date.now())
      }
      const touched = touchedTopics(notice.keys, wanted)
      if (touched.length === 0 && pending.size === 0 && !running)
        versionRef.current = notice.version
      // At a random moment of the server's window: the patches already show the score.
      want(touched, Math.max(BATCH_MS, Math.random() * (notice.spread ?? 0)))
    }
    const onReady = (event: Event) => {
      const notice = parseReadyNotice((event as MessageEvent).data)
      if (!notice) return
      if (notice.version !== null) heardRef.current = notice.version
      if (isStale(versionRef.current, notice.version)) want(wanted, BATCH_MS)
    }
    const stopStream = streamWhileVisible(() => {
      const source = new EventSource('/api/live')
      source.addEventListener('change', onChange)
      source.addEventListener('ready', onReady)
      return source
    }, document)
    return () => {
      disposed = true
      clearTimeout(timer)
      stopStream()
    }
  }, [topicsKey, revalidate])

  return { refreshing, updatedAt }
}
