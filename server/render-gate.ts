// A render is 20–50 ms of the main thread: a flood of uncacheable pages must not hold up cached
// ones, nor one client the others.
/** A visitor opens a page or two at a time. */
export const RENDER_WAITING_PER_CLIENT = 8

export type GateEntry = 'started' | 'queued' | 'busy' | 'over-share'

export type RenderGate = {
  enter: (start: (release: () => void) => void, client?: string) => GateEntry
  counts: () => { rendering: number; waiting: number; refused: number; overShare: number }
}

type Start = (release: () => void) => void

export function createRenderGate({
  concurrency,
  maxWaiting,
  maxWaitingPerClient = Infinity,
  holdMs = 500,
}: {
  concurrency: number
  maxWaiting: number
  maxWaitingPerClient?: number
  holdMs?: number
}): RenderGate {
  let rendering = 0
  let refused = 0
  let overShare = 0
  let waitingCount = 0
  // Map order is the order of the clients' turns.
  const waiting = new Map<string, Start[]>()

  const begin = (start: Start) => {
    rendering += 1
    let released = false
    const release = () => {
      if (released) return
      released = true
      clearTimeout(timer)
      rendering -= 1
      // The next render starts after the I/O that arrived during this one (cached pages).
      if (waitingCount > 0) setImmediate(next)
    }
    const timer = setTimeout(release, holdMs)
    timer.unref()
    start(release)
  }
  const takeTurn = (): Start => {
    const [client, queue] = waiting.entries().next().value!
    const start = queue.shift()!
    waiting.delete(client)
    if (queue.length > 0) waiting.set(client, queue)
    waitingCount -= 1
    return start
  }
  const next = () => {
    while (rendering < concurrency && waitingCount > 0) begin(takeTurn())
  }

  return {
    enter(start, client = '') {
      if (rendering < concurrency && waitingCount === 0) {
        begin(start)
        return 'started'
      }
      const queue = waiting.get(client)
      if ((queue?.length ?? 0) >= maxWaitingPerClient) {
        overShare += 1
        return 'over-share'
      }
      if (waitingCount >= maxWaiting) {
        refused += 1
        return 'busy'
      }
      if (queue) queue.push(start)
      else waiting.set(client, [start])
      waitingCount += 1
      return 'queued'
    },
    counts: () => ({ rendering, waiting: waitingCount, refused, overShare }),
  }
}
