/**
 * How many pages render at once. A render is 20–50 ms of the main thread; a flood of pages the
 * cache cannot hold (distinct searches) would otherwise start them all together, and a cached page
 * asked for in between would wait behind every one of them. Through the gate renders take turns,
 * each next one starting after the event loop has answered what arrived meanwhile, so a cached
 * page waits for one render at most; past the queue's length, renders are refused at once.
 * A render that waits on something slow gives its turn up after `holdMs`, so it cannot stall
 * the renders behind it.
 */
export type RenderGate = {
  /**
   * Calls `start` when a render may begin (now, or when one ends) and returns true; false when
   * the queue is full, and `start` is never called. The caller calls the `release` it is given
   * once, when its answer is over.
   */
  enter: (start: (release: () => void) => void) => boolean
  /** Renders running and waiting, for `/healthz`. */
  counts: () => { rendering: number; waiting: number; refused: number }
}

export function createRenderGate({
  concurrency,
  maxWaiting,
  holdMs = 500,
}: {
  concurrency: number
  maxWaiting: number
  holdMs?: number
}): RenderGate {
  let rendering = 0
  let refused = 0
  const waiting: Array<(release: () => void) => void> = []

  const begin = (start: (release: () => void) => void) => {
    rendering += 1
    let released = false
    const release = () => {
      if (released) return
      released = true
      clearTimeout(timer)
      rendering -= 1
      // The next render starts after the I/O that arrived during this one (cached pages).
      if (waiting.length > 0) setImmediate(next)
    }
    const timer = setTimeout(release, holdMs)
    timer.unref()
    start(release)
  }
  const next = () => {
    while (rendering < concurrency && waiting.length > 0) begin(waiting.shift()!)
  }

  return {
    enter(start) {
      if (rendering < concurrency && waiting.length === 0) {
        begin(start)
        return true
      }
      if (waiting.length >= maxWaiting) {
        refused += 1
        return false
      }
      waiting.push(start)
      return true
    },
    counts: () => ({ rendering, waiting: waiting.length, refused }),
  }
}
