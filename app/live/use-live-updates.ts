import { useEffect, useRef, useState } from 'react'

import { useStableRevalidate } from '~/components/ui/client-hooks.ts'
import {
  type LiveTopic,
  documentDataVersion,
  isStale,
  parseChangeNotice,
  parseReadyNotice,
  touchedTopics,
} from '~/view-models/live.ts'

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
  const topicsKey = topics.join(',')

  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    versionRef.current ??= documentDataVersion()
    const wanted = topicsKey.split(',').filter(Boolean) as LiveTopic[]
    const source = new EventSource('/api/live')
    let pending = new Set<LiveTopic>()
    let timer: ReturnType<typeof setTimeout> | undefined
    let running = false
    let disposed = false
    let heard: number | undefined

    const schedule = () => {
      if (timer === undefined && !running) timer = setTimeout(() => void flush(), BATCH_MS)
    }
    const flush = async () => {
      timer = undefined
      if (disposed || pending.size === 0) return
      const batch: ReadonlySet<LiveTopic> = pending
      pending = new Set()
      running = true
      setRefreshing(batch)
      const fetching = heard
      try {
        await revalidate()
        if (fetching !== undefined) versionRef.current = fetching
        if (!disposed) setUpdatedAt(Date.now())
      } catch {
        // The next change or reconnection tries again; the page keeps what it shows.
      } finally {
        running = false
        if (!disposed) {
          setRefreshing(NONE)
          if (pending.size > 0) schedule()
        }
      }
    }
    const want = (list: readonly LiveTopic[]) => {
      if (list.length === 0) return
      for (const topic of list) pending.add(topic)
      schedule()
    }

    source.addEventListener('change', (event) => {
      const notice = parseChangeNotice((event as MessageEvent).data)
      if (!notice) return
      heard = notice.version
      const touched = touchedTopics(notice.keys, wanted)
      if (touched.length === 0 && pending.size === 0 && !running) versionRef.current = heard
      want(touched)
    })
    source.addEventListener('ready', (event) => {
      const notice = parseReadyNotice((event as MessageEvent).data)
      if (!notice) return
      if (notice.version !== null) heard = notice.version
      if (isStale(versionRef.current, notice.version)) want(wanted)
    })
    return () => {
      disposed = true
      clearTimeout(timer)
      source.close()
    }
  }, [topicsKey, revalidate])

  return { refreshing, updatedAt }
}
