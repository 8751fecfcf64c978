/**
 * How many pages render at once, and in what order. A render is 20–50 ms of the main thread; a
 * flood of pages the cache cannot hold (distinct searches) would otherwise start them all
 * together, and a cached page asked for in between would wait behind every one of them. Through
 * the gate renders take turns, each next one starting after the event loop has answered what
 * arrived meanwhile, so a cached page waits for one render at most; past the queue's length,
 * renders are refused at once. A render that waits on something slow gives its turn up after
 * `holdMs`, so it cannot stall the renders behind it.
 *
 * The queue is shared fairly: each client (its address, as front.ts names it) may have at most
 * `maxWaitingPerClient` renders waiting, and the turns go round the clients that wait, one render
 * each, so one client's flood (one pipelined connection sent 1 200 requests a second) delays
 * another client's page by a render or two, not by the whole queue.
 */
/** Renders one client may have waiting: a visitor opens a page or two at a time. */
export const RENDER_WAITING_PER_CLIENT = 8

export type GateEntry = 'started' | 'queued' | 'busy' | 'over-share'

export type RenderGate = {
  /**
   * Calls `start` when a render may begin (now, or on `client`'s next turn) and says which; `busy`
   * when the queue is full and `over-share` when `client` already has its share waiting: then
   * `start` is never called. The caller calls the `release` it is given once, when its answer is
   * over.
   */
  enter: (start: (release: () => void) => void, client?: string) => GateEntry
  /** Renders running and waiting, for `/healthz`. */
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
  // Each waiting client's renders, in order; Map order is the order of the clients' turns.
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
  /** The first waiting client's next render; the client goes to the back of the round. */
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
