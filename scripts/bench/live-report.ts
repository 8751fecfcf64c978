// bench:live's report: each goal's figures, then the median over the goals.
import os from 'node:os'

import { type CpuTime, describeThreads } from './cpu-time.ts'
import type { Pace } from './live-client.ts'
import { type Following, median, sorted } from './live-pages.ts'

export type Window = { paced: Pace; answered: number; server: CpuTime; benchMs: number }

export type Round = {
  app: Following
  replay: Following
  open: number
  replayOpen: number
  appWindow: Window
  bareWindow: Window
}

export type Measure = {
  goals: number
  targetMs: number
  /** The window within which the server tells pages to revalidate. */
  spreadMs: number
  windowSeconds: number
}

const cpuLine = (label: string, window: Window, measure: Measure) =>
  `CPU over the ${label} window (${measure.windowSeconds} s, ${os.cpus().length} cores): server main ` +
  `thread ${window.server.main} ms, its other threads ${window.server.others} ms ` +
  `(${describeThreads(window.server) || 'none'}); bench client ` +
  `${window.benchMs} ms; pace meter ${window.paced.cpuMs} ms`

const verdict = (ok: boolean) => (ok ? 'within' : 'OVER')
export const ratioOf = (round: Round) =>
  round.appWindow.paced.perSecond / round.bareWindow.paced.perSecond

export function reportRound(round: Round, index: number, measure: Measure) {
  const { goals, targetMs, spreadMs } = measure
  const { app, replay, open, replayOpen, appWindow, bareWindow } = round
  const all = sorted(app.pages.map((page) => page.took))
  const worst = all.at(-1) ?? Infinity
  const refreshed = sorted(app.pages.map((page) => page.refreshed))
  const mostRenders = Math.max(0, ...app.renders.values())
  const noticed = sorted(app.noticed)
  const replayed = sorted(replay.pages.map((page) => page.refreshed))
  const limit = bareWindow.paced
  console.log(`\ngoal ${index + 1} of ${goals}:`)
  console.log(
    `goal answered in ${appWindow.answered} ms; pages showing the new score ${all.length} of ${open}: ` +
      `median ${median(all)} ms, worst ${worst} ms (${verdict(worst <= targetMs && all.length === open)} ${targetMs} ms)`,
  )
  console.log(
    `change notices reached the pages ${noticed[0]}–${noticed.at(-1)} ms after the goal's post ` +
      `(${noticed.length} notices)`,
  )
  console.log(
    `pages with the goal's data ${refreshed.length} of ${open} (revalidated within the notice's ` +
      `${spreadMs} ms window): median ${median(refreshed)} ms, worst ${refreshed.at(-1)} ms`,
  )
  console.log(
    `renders per page variant and request for the change: at most ${mostRenders} (${verdict(mostRenders <= 1)} 1)`,
  )
  console.log(
    `cached pages meanwhile ${Math.round(appWindow.paced.perSecond)}/s against the bare limit under the ` +
      `same client workload ${Math.round(limit.perSecond)}/s: ${ratioOf(round).toFixed(2)}× ` +
      `(${verdict(ratioOf(round) >= 0.9)} 0.9×); errors: streams ${app.errors.streams}, revalidations ` +
      `${app.errors.revalidations}, cached ${appWindow.paced.errors}`,
  )
  console.log(
    `the bare server's goal: ${replayOpen} streams, ${app.notices.length} notice(s) replayed, ` +
      `${replayed.length} pages revalidated (median ${median(replayed)} ms, worst ${replayed.at(-1)} ms); ` +
      `errors: streams ${replay.errors.streams}, revalidations ${replay.errors.revalidations}, cached ${limit.errors}`,
  )
  console.log(cpuLine("app's goal", appWindow, measure))
  console.log(cpuLine("bare server's goal", bareWindow, measure))
  if (app.errors.failed) console.log(`first failed revalidation: ${app.errors.failed}`)
}

export function reportGoals(rounds: Round[], measure: Measure) {
  const { goals, targetMs } = measure
  const shown = sorted(rounds.flatMap((round) => round.app.pages.map((page) => page.took)))
  const ratios = rounds.map(ratioOf).sort((a, b) => a - b)
  const renders = Math.max(0, ...rounds.flatMap((round) => [...round.app.renders.values()]))
  console.log(
    `\nover the ${goals} goals: pages showing each new score median ${median(shown)} ms, ` +
      `worst ${shown.at(-1)} ms (${verdict((shown.at(-1) ?? Infinity) <= targetMs)} ${targetMs} ms); ` +
      `renders per page variant and request at most ${renders}; cached pages against the bare ` +
      `limit, goal by goal ${rounds.map((round) => ratioOf(round).toFixed(2)).join(', ')}: ` +
      `median ${median(ratios).toFixed(2)}× (${verdict(median(ratios) >= 0.9)} 0.9×)`,
  )
}
