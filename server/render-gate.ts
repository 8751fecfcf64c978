// A render is 20–50 ms of the main thread: a flood of uncacheable pages must not hold up cached
// ones.
export type RenderGate = {
  enter: (start: (release: () => void) => void) => boolean
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
