import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { HIDDEN_CLOSE_MS, type VisiblePage, streamWhileVisible } from './stream-while-visible.ts'

/** A browser tab that can be shown or not, and the streams it opened. */
function tab() {
  const listeners = new Set<() => void>()
  const page: VisiblePage & { visibilityState: DocumentVisibilityState } = {
    visibilityState: 'visible',
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  }
  const show = (shown: boolean) => {
    page.visibilityState = shown ? 'visible' : 'hidden'
    for (const listener of listeners) listener()
  }
  const streams: Array<{ closed: boolean; close: () => void }> = []
  const open = () => {
    const stream = {
      closed: false,
      close() {
        stream.closed = true
      },
    }
    streams.push(stream)
    return stream
  }
  const openStreams = () => streams.filter((stream) => !stream.closed).length
  return { page, show, open, streams, openStreams }
}

describe('a page’s live stream', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('is open while the page is seen, and after a quick look at another tab', () => {
    const { page, show, open, openStreams } = tab()
    streamWhileVisible(open, page)
    expect(openStreams()).toBe(1)
    show(false)
    vi.advanceTimersByTime(HIDDEN_CLOSE_MS - 1)
    show(true)
    vi.advanceTimersByTime(HIDDEN_CLOSE_MS)
    expect(openStreams()).toBe(1)
  })

  it('closes once the page has been in the background a minute, and opens again when it is shown', () => {
    const { page, show, open, streams, openStreams } = tab()
    streamWhileVisible(open, page)
    show(false)
    vi.advanceTimersByTime(HIDDEN_CLOSE_MS)
    expect(openStreams()).toBe(0)
    show(true)
    expect(openStreams()).toBe(1)
    expect(streams).toHaveLength(2)
  })

  it('closes with the page, and no longer follows its visibility', () => {
    const { page, show, open, openStreams } = tab()
    const stop = streamWhileVisible(open, page)
    stop()
    show(false)
    show(true)
    vi.advanceTimersByTime(HIDDEN_CLOSE_MS)
    expect(openStreams()).toBe(0)
  })
})
