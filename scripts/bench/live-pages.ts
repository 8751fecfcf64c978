// bench:live's open pages: one event stream each, a change's patch shown at once, its data
// revalidated later, against the app or against the bare server replaying the app's goal.
import http from 'node:http'

import type { MatchCardView } from '../../app/view-models/match-card.ts'
import type { Answer, RecordedAnswer, RequestOptions } from './live-client.ts'
import { type NoticeOutcome, dataTargets, readNotice } from './live-page.ts'
import { headersToReplay } from './same-bytes.ts'

export type Page = {
  variant: string
  address: string // Its reader's address: the server shares renders and streams out by address.
  stream?: http.ClientRequest
  ready: boolean
  took?: number // Ms from the goal's post until the page shows the new score.
  refreshed?: number // Ms from the goal's post until its revalidation brought the data of the goal.
  scheduled?: boolean // A revalidation is waiting: like the page, later notices join it.
  revalidateIn?: number // its wait after the notice, which the replay repeats
}

export type Following = {
  pages: Page[]
  renders: Map<string, number> // by `.data` address: each variant's root and page requests
  noticed: number[] // When the change notices reached the pages, after the goal (ms).
  /** Each change message the pages got after the goal, with when it first arrived (ms). */
  notices: Array<{ at: number; message: string }>
  answers: Map<string, RecordedAnswer> // the goal's data, first answer per revalidation address
  errors: { streams: number; revalidations: number; failed?: string }
  /** Resolves once every stream said it is ready (or after a minute): how many are. */
  opened: Promise<number>
  goal: (at: number) => void
  close: () => void
}

type Request = (method: string, target: string, options?: RequestOptions) => Promise<Answer>

export function followLive(options: {
  origin: string
  request: Request
  layout: Array<{ variant: string; address: string }>
  card: MatchCardView
  expected: { home: number; away: number }
  /** Each page's wait before revalidating, as the app's run drew them; else drawn again. */
  waits?: Array<number | undefined>
}): Following {
  const { origin, request } = options
  const base = new URL(origin)
  const pages: Page[] = options.layout.map((page) => ({ ...page, ready: false }))
  const following: Omit<Following, 'opened'> = {
    pages,
    renders: new Map(),
    noticed: [],
    notices: [],
    answers: new Map(),
    errors: { streams: 0, revalidations: 0 },
    goal: (at) => (goalAt = at),
    close: () => {
      closed = true
      for (const page of pages) page.stream?.destroy()
    },
  }
  const { renders, errors } = following
  let goalAt = 0
  let goalVersion = Infinity
  /** Streams the bench ends are not errors. */
  let closed = false
  const streamError = () => {
    if (!closed) errors.streams += 1
  }

  async function revalidate(page: Page) {
    const answers = await Promise.all(
      dataTargets(page.variant, origin).map(async (target) => {
        try {
          const answer = await request('GET', target, {
            encoding: 'br',
            localAddress: page.address,
          })
          if (answer.status !== 200) errors.failed ??= `${target}: HTTP ${answer.status}`
          // A render went through Express, which names each request; a cached answer has none.
          if (answer.headers['x-request-id']) renders.set(target, (renders.get(target) ?? 0) + 1)
          if (answer.status !== 200) return NaN
          // The root's loader names the data version; the page's answer is that version or newer.
          const header = answer.headers['x-data-version']
          const version = typeof header === 'string' ? Number(header) : Infinity
          if (version >= goalVersion && !following.answers.has(target)) {
            following.answers.set(target, recorded(answer))
          }
          return version
        } catch (error) {
          errors.failed ??= `${target}: ${error instanceof Error ? error.message : String(error)}`
          return NaN
        }
      }),
    )
    if (answers.some(Number.isNaN)) errors.revalidations += 1
    else if (answers.every((version) => version >= goalVersion))
      page.refreshed = Date.now() - goalAt
    // A page the patch did not reach shows the score once its data has it.
    if (page.took === undefined && page.refreshed !== undefined) page.took = page.refreshed
  }

  function onChange(page: Page, index: number, message: string) {
    const at = Date.now() - goalAt
    following.noticed.push(at)
    const data = /^data: (.*)$/m.exec(message)?.[1] ?? ''
    if (!following.notices.some((notice) => notice.message === message))
      following.notices.push({ at, message })
    const outcome: NoticeOutcome | undefined = readNotice(data, options.card, options.expected)
    if (!outcome) return
    goalVersion = Math.min(goalVersion, outcome.version)
    if (outcome.scored) page.took ??= Date.now() - goalAt
    if (page.scheduled) return
    page.scheduled = true
    const wait =
      page.revalidateIn === undefined
        ? (options.waits?.[index] ?? outcome.revalidateIn)
        : outcome.revalidateIn
    page.revalidateIn ??= wait
    setTimeout(() => {
      page.scheduled = false
      void revalidate(page)
    }, wait)
  }

  /** An event stream as a browser holds it. */
  function follow(page: Page, index: number) {
    const req = http.get(
      {
        host: base.hostname,
        port: base.port,
        path: '/api/live',
        agent: false,
        localAddress: page.address,
        headers: { accept: 'text/event-stream' },
      },
      (res) => {
        if (res.statusCode !== 200) {
          streamError()
          res.resume()
          return
        }
        let buffer = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          buffer += chunk
          let end = buffer.indexOf('\n\n')
          while (end !== -1) {
            const message = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            end = buffer.indexOf('\n\n')
            if (message.startsWith('event: ready')) page.ready = true
            // Every kind of page here follows `matches`, the branch a goal changes.
            if (message.startsWith('event: change') && goalAt > 0 && page.refreshed === undefined)
              onChange(page, index, `${message}\n\n`)
          }
        })
        res.on('error', streamError)
      },
    )
    req.on('error', streamError)
    page.stream = req
  }

  pages.forEach(follow)
  const opened = (async () => {
    const opening = Date.now()
    while (pages.some((page) => !page.ready) && Date.now() - opening < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return pages.filter((page) => page.ready).length
  })()
  return { ...following, opened }
}

function recorded(answer: Answer): RecordedAnswer {
  return { headers: headersToReplay(answer.headers), body: answer.body.toString('base64') }
}

/** Waits until every open page has the goal's data, or the deadline. */
export async function allRefreshed(following: Following, goalAt: number, deadline: number) {
  while (
    following.pages.some((page) => page.ready && page.refreshed === undefined) &&
    Date.now() - goalAt < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

export const sorted = (values: Array<number | undefined>) =>
  values.filter((value): value is number => value !== undefined).sort((a, b) => a - b)

export const median = (values: number[]) => values[Math.floor(values.length / 2)] ?? NaN

/** Each page variant's times and renders, for the bench's table. */
export function variantRows(following: Following, variants: string[], origin: string) {
  return variants.map((variant) => {
    const of = following.pages.filter((page) => page.variant === variant)
    const shown = sorted(of.map((page) => page.took))
    const refreshed = sorted(of.map((page) => page.refreshed))
    return {
      page: variant.length > 44 ? `${variant.slice(0, 41)}...` : variant,
      pages: of.length,
      'with goal': shown.length,
      'median ms': median(shown),
      'worst ms': shown.at(-1) ?? NaN,
      'data median ms': median(refreshed),
      'data worst ms': refreshed.at(-1) ?? NaN,
      'renders root+page': dataTargets(variant, origin)
        .map((target) => following.renders.get(target) ?? 0)
        .join('+'),
    }
  })
}
