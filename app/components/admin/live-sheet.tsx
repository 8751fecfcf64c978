import { clsx } from 'clsx'
import { type FormEvent, useEffect, useState } from 'react'
import { Form, useFetcher, useNavigation } from 'react-router'

import type { LiveSheetAnswer } from '~/admin/answers.ts'
import { clockMinute, CLOCK_LIMIT } from '~/admin/live-clock.ts'
import type { LiveEventView, LiveSheetView, LiveSide } from '~/admin/live-sheet-types.ts'
import { sheetWithTaps, withWaitingTaps } from '~/admin/waiting-taps.ts'
import {
  PERIOD_KINDS,
  type PlayerEventKind,
  SHEET_KINDS,
  type SheetKind,
} from '~/admin/live-sheet-form.ts'
import { Link } from '~/components/ui/link.tsx'
import { generatePushId, pushIdTime } from '~/data/league-source.ts'
import { type LiveSheetTranslate, useLiveSheetT } from '~/admin/live-sheet-text.ts'
import { useAdminT } from '~/i18n/admin-text.ts'

import {
  ConsoleFrame,
  ConsoleNotice,
  CsrfField,
  primaryButtonClasses,
  useConsoleFrame,
} from './console-frame.tsx'
import { type Connection, useTapQueue } from './use-tap-queue.ts'

type Props = { sheet: LiveSheetView }

const stepperClasses =
  'bg-surface focus-visible:ring-pitch-600 inline-flex size-12 items-center justify-center rounded-xl border border-slate-300 text-xl font-bold text-slate-900 focus-visible:ring-2 focus-visible:outline-none'

const bigButton =
  'focus-visible:ring-pitch-600 flex min-h-14 w-full items-center gap-2 rounded-xl border px-3 text-left font-bold focus-visible:ring-2 focus-visible:outline-none disabled:opacity-60'

/** The minute a new event gets: the sheet's running clock, set by the server's time, not the phone's. */
function useClock(sheet: LiveSheetView): number {
  const { startedAt, now: serverNow, minute } = sheet
  const [now, setNow] = useState(serverNow)
  useEffect(() => {
    if (startedAt === undefined) return
    const offset = serverNow - Date.now()
    const tick = () => setNow(Date.now() + offset)
    tick()
    const timer = setInterval(tick, 5_000)
    return () => clearInterval(timer)
  }, [startedAt, serverNow])
  return startedAt === undefined ? minute : clockMinute(startedAt, now)
}

/** « 12' But — Marc Tremblay, passe : Julien Roy » */
export function eventWords(event: LiveEventView, l: LiveSheetTranslate): string {
  const minute =
    event.minute === undefined ? '' : `${l('live.minuteShort', { minute: event.minute })} `
  if (event.type === 'period') return `${minute}${l(`live.period.${event.period ?? 'end'}`)}`
  const kind: PlayerEventKind =
    event.type === 'shootout' ? (event.scored ? 'kick-in' : 'kick-out') : event.type
  const who = event.player ? ` — ${event.player}` : ''
  const assist = event.assist ? l('live.withAssist', { player: event.assist }) : ''
  return `${minute}${l(`live.kind.${kind}`)}${who}${assist}`
}

function Scoreboard({
  sheet,
  minute,
  l,
}: {
  sheet: LiveSheetView
  minute: number
  l: LiveSheetTranslate
}) {
  const { game, score, state } = sheet
  return (
    <section
      className="section-card mb-4 grid grid-cols-[1fr_auto_1fr] items-center gap-2 text-center"
      aria-label={l('live.scoreboard')}
      data-testid="live-scoreboard"
    >
      <p className="name-wrap text-lg font-bold text-slate-900">{game.home}</p>
      <p
        className="text-4xl font-extrabold whitespace-nowrap text-slate-900"
        data-testid="live-score"
      >
        {score.home} – {score.away}
      </p>
      <p className="name-wrap text-lg font-bold text-slate-900">{game.away}</p>
      <p className="col-span-3 text-sm font-semibold text-slate-600" data-testid="live-state">
        {state === 'live' ? (
          <span className="mr-2 rounded-full bg-red-700 px-2.5 py-0.5 text-white">
            {l('live.status.live')} {l('live.minuteShort', { minute })}
          </span>
        ) : (
          <span className="mr-2">{l(`live.status.${state}`)}</span>
        )}
        {[game.time, game.field, game.division].filter(Boolean).join(' · ')}
      </p>
    </section>
  )
}

/**
 * How many taps are still on the phone and whether the network is there, in words; polite, so a
 * screen reader hears it change without losing its place.
 */
function QueueStatus({
  waiting,
  connection,
  refused,
  l,
}: {
  waiting: number
  connection: Connection
  refused: string | undefined
  l: LiveSheetTranslate
}) {
  const words =
    waiting > 0
      ? l(connection === 'offline' ? 'live.queue.offline' : 'live.queue.sending', {
          count: waiting,
        })
      : connection === 'back'
        ? l('live.queue.back')
        : undefined
  return (
    <>
      {refused ? (
        <ConsoleNotice kind="problem">{l('live.queue.refused', { event: refused })}</ConsoleNotice>
      ) : null}
      <p
        role="status"
        className={clsx(
          'mb-4 rounded-xl px-3 py-2 font-semibold empty:hidden',
          connection === 'offline'
            ? 'bg-amber-100 text-amber-950 dark:bg-amber-950/60 dark:text-amber-50'
            : 'bg-slate-100 text-slate-900',
        )}
        data-testid="live-queue"
      >
        {words}
      </p>
    </>
  )
}

/** One team's players as big buttons: a tap records the chosen kind of event for that player. */
function SideButtons({
  side,
  which,
  keeperMark,
}: {
  side: LiveSide
  which: 'home' | 'away'
  /** « (G) »: a goalkeeper, told apart in words. */
  keeperMark: string
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="name-wrap mb-2 font-bold text-slate-900">{side.name}</legend>
      <div className="grid gap-1.5">
        {side.players.map((player) => (
          <button
            key={player.id}
            type="submit"
            name="player"
            value={`${which}:${player.id}`}
            className={clsx(
              bigButton,
              'bg-surface hover:border-pitch-600 min-h-12 border-slate-300 px-2 text-slate-900',
            )}
            data-testid="live-player"
          >
            <span className="w-6 shrink-0 text-right text-sm text-slate-600 tabular-nums">
              {player.number ?? ''}
            </span>
            <span className="name-wrap min-w-0 leading-tight">
              {player.name}
              {player.keeper ? (
                <span className="text-sm font-semibold text-slate-600"> {keeperMark}</span>
              ) : null}
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  )
}

/** The scorekeeper's live sheet (docs/product.md#console): one tap per event, on a phone. */
export function LiveSheet({ sheet: served }: Props) {
  const t = useAdminT()
  const l = useLiveSheetT()
  const fetcher = useFetcher<LiveSheetAnswer>()
  const navigation = useNavigation()
  const busy = fetcher.state !== 'idle'
  const clock = useClock(served)
  const queue = useTapQueue(served.game.id, useConsoleFrame().csrf)
  // Ids are made on the phone on the server's clock (the one the page's own next id was made by),
  // so they sort after the ones recorded whatever the phone's clock says.
  const [offset] = useState(() => pushIdTime(served.nextEventId) - Date.now())
  const newId = () => generatePushId(Date.now() + offset)
  const { sheet, unseen } = sheetWithTaps(
    served,
    queue.acknowledged,
    queue.waiting.map((tap) => tap.fields),
    pushIdTime(served.nextEventId) - offset,
  )
  const { acknowledged, settle } = queue
  useEffect(() => {
    if (unseen.length < acknowledged.length)
      settle(new Set(acknowledged.filter((tap) => !unseen.includes(tap)).map((tap) => tap.key)))
  })
  // After each tap the switch comes back to « But » (a goal is one tap, anything else two) and
  // the minute to the clock's.
  const [chosen, setKind] = useState<SheetKind>('goal')
  const [typed, setTyped] = useState<string>()
  const answer = fetcher.data
  const minute = typed ?? String(clock)
  const step = (by: number) => {
    const value = Number(minute)
    const base = Number.isFinite(value) ? value : clock
    setTyped(String(Math.min(CLOCK_LIMIT, Math.max(0, base + by))))
  }
  const problem = answer && 'problem' in answer ? answer : undefined
  const last = sheet.events[0]
  const assistFor = sheet.assistFor
  const kinds = SHEET_KINDS.filter((option) => option !== 'assist' || assistFor)
  const kind = chosen === 'assist' && !assistFor ? 'goal' : chosen

  /** A tap is queued on the phone instead of posted: without JavaScript, the form posts itself. */
  const queueTap = (submit: FormEvent<HTMLFormElement>) => {
    submit.preventDefault()
    const native = submit.nativeEvent as SubmitEvent
    const fields = Object.fromEntries(
      [...new FormData(submit.currentTarget, native.submitter)].filter(
        (field): field is [string, string] => typeof field[1] === 'string' && field[0] !== 'csrf',
      ),
    )
    if (fields.intent === 'undo') {
      if (!queue.withdraw(fields.eventId ?? '')) queue.add(newId(), fields)
    } else if (fields.kind === 'assist' && fields.period === undefined) {
      queue.add(newId(), fields)
    } else {
      const eventId = newId()
      queue.add(eventId, { ...fields, eventId })
    }
    setKind('goal')
    setTyped(undefined)
  }
  const waiting = queue.waiting.length
  const refused = queue.refused
    ? withWaitingTaps({ ...served, events: [] }, [queue.refused]).events[0]
    : undefined

  return (
    <ConsoleFrame title={l('live.title')}>
      <p className="mb-3">
        <Link to="/admin" className="text-pitch-700 font-semibold underline underline-offset-4">
          {t('admin.sheet.back')}
        </Link>
      </p>
      {problem ? (
        <ConsoleNotice kind="problem">
          {problem.problem === 'refused'
            ? l('live.refused', { reason: problem.reason ?? '' })
            : l('live.invalid')}
        </ConsoleNotice>
      ) : null}
      <Scoreboard sheet={sheet} minute={Number(minute) || clock} l={l} />
      <QueueStatus
        waiting={waiting}
        connection={queue.connection}
        refused={refused ? eventWords(refused, l) : undefined}
        l={l}
      />

      {sheet.state === 'upcoming' ? (
        sheet.game.calledOff ? (
          <ConsoleNotice kind="problem">{l('live.calledOff')}</ConsoleNotice>
        ) : (
          <fetcher.Form method="post" className="section-card grid gap-3">
            <CsrfField />
            <input type="hidden" name="intent" value="start" />
            <p className="text-slate-700">
              {sheet.canStart
                ? l('live.startHelp')
                : l('live.startsFrom', { time: sheet.startsFrom ?? '' })}
            </p>
            <button
              type="submit"
              disabled={busy || !sheet.canStart}
              className={primaryButtonClasses}
            >
              {busy ? l('live.sending') : l('live.start')}
            </button>
          </fetcher.Form>
        )
      ) : null}

      {sheet.state === 'finished' ? (
        <div className="section-card grid gap-3">
          <p className="text-slate-700">{l('live.finished')}</p>
          <Link
            to={`/admin/match/${encodeURIComponent(sheet.game.id)}`}
            className="text-pitch-700 font-semibold underline underline-offset-4"
          >
            {l('live.openSheet')}
          </Link>
        </div>
      ) : null}

      {sheet.state === 'live' ? (
        <>
          <form method="post" className="grid gap-4" onSubmit={queueTap}>
            <CsrfField />
            <input type="hidden" name="intent" value="event" />
            <input type="hidden" name="eventId" value={sheet.nextEventId} />
            {assistFor ? <input type="hidden" name="assistFor" value={assistFor.id} /> : null}
            <div className="section-card grid gap-3">
              <fieldset>
                <legend className="mb-2 font-semibold text-slate-900">{l('live.kind')}</legend>
                <div className="grid grid-cols-4 gap-1.5">
                  {kinds.map((option) => (
                    <label
                      key={option}
                      className="has-[:checked]:bg-pitch-700 has-[:focus-visible]:ring-pitch-600 bg-surface inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full border border-slate-300 px-1 text-center text-sm leading-tight font-semibold text-slate-900 has-[:checked]:border-transparent has-[:checked]:text-white has-[:focus-visible]:ring-2"
                    >
                      <input
                        type="radio"
                        name="kind"
                        value={option}
                        checked={kind === option}
                        onChange={() => setKind(option)}
                        className="sr-only"
                      />
                      {l(`live.chip.${option}`)}
                    </label>
                  ))}
                </div>
                {assistFor ? (
                  <p className="mt-2 text-sm text-slate-600">
                    {l('live.assistHint', { player: assistFor.player ?? '' })}
                  </p>
                ) : null}
              </fieldset>
              <div className="flex items-center gap-2">
                <label htmlFor="live-minute" className="font-semibold text-slate-900">
                  {l('live.minute')}
                </label>
                <button
                  type="button"
                  onClick={() => step(-1)}
                  className={stepperClasses}
                  aria-label={l('live.minuteLess')}
                >
                  −
                </button>
                <input
                  id="live-minute"
                  name="minute"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={CLOCK_LIMIT}
                  value={minute}
                  onChange={(change) => setTyped(change.target.value)}
                  className="bg-surface focus:border-pitch-600 focus:ring-pitch-600/30 block min-h-12 w-20 rounded-lg border border-slate-300 text-center text-xl font-bold text-slate-900 focus:ring-2 focus:outline-none"
                />
                <button
                  type="button"
                  onClick={() => step(1)}
                  className={stepperClasses}
                  aria-label={l('live.minuteMore')}
                >
                  +
                </button>
              </div>
            </div>
            <div className="grid grid-cols-2 gap-3">
              <SideButtons side={sheet.home} which="home" keeperMark={l('live.keeper')} />
              <SideButtons side={sheet.away} which="away" keeperMark={l('live.keeper')} />
            </div>
            <fieldset className="section-card">
              <legend className="sr-only">{l('live.periods')}</legend>
              <div className="grid grid-cols-3 gap-2">
                {PERIOD_KINDS.map((period) => (
                  <button
                    key={period}
                    type="submit"
                    name="period"
                    value={period}
                    className={clsx(
                      bigButton,
                      'justify-center border-slate-300 bg-slate-100 px-1 text-center text-sm leading-tight whitespace-nowrap text-slate-900',
                    )}
                  >
                    {l(`live.period.${period}`)}
                  </button>
                ))}
              </div>
            </fieldset>
          </form>

          <section className="section-card mt-4" aria-labelledby="live-events-title">
            <h2 id="live-events-title" className="section-card-title mb-3">
              {l('live.events')}
            </h2>
            {last ? (
              <form method="post" className="mb-3" onSubmit={queueTap}>
                <CsrfField />
                <input type="hidden" name="intent" value="undo" />
                <input type="hidden" name="eventId" value={last.id} />
                <button
                  type="submit"
                  className={clsx(
                    bigButton,
                    'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100',
                  )}
                  data-testid="live-undo"
                >
                  <span aria-hidden="true">↶</span>
                  <span className="min-w-0">{l('live.undo', { event: eventWords(last, l) })}</span>
                </button>
              </form>
            ) : null}
            {sheet.events.length === 0 ? (
              <p className="text-slate-700">{l('live.noEvents')}</p>
            ) : (
              <ol className="grid gap-1" data-testid="live-events">
                {sheet.events.map((event) => (
                  <li key={event.id} className="text-slate-900" data-testid="live-event">
                    {eventWords(event, l)}
                    {event.side ? (
                      <span className="text-slate-600"> ({sheet.game[event.side]})</span>
                    ) : null}
                    {event.waiting ? (
                      <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
                        {l('live.waiting')}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </section>

          <Form method="post" className="section-card mt-4 grid gap-3">
            <CsrfField />
            <input type="hidden" name="intent" value="finish" />
            <h2 className="section-card-title">{l('live.finish')}</h2>
            <p className="text-slate-700">{l('live.finishHelp')}</p>
            <details>
              <summary className="text-pitch-700 flex min-h-11 cursor-pointer items-center font-semibold underline underline-offset-4">
                {l('live.present')}
              </summary>
              <div className="mt-2 grid grid-cols-2 gap-3">
                {(['home', 'away'] as const).map((which) => (
                  <fieldset key={which} className="min-w-0">
                    <legend className="name-wrap mb-1 font-semibold text-slate-900">
                      {l('live.playedOf', { team: sheet[which].name })}
                    </legend>
                    {sheet[which].players.map((player) => {
                      const named = sheet.named.includes(player.id)
                      return (
                        <label
                          key={player.id}
                          className="flex min-h-11 items-center gap-2 text-slate-900"
                        >
                          <input
                            type="checkbox"
                            name="played"
                            value={player.id}
                            defaultChecked={named}
                            className="accent-pitch-700 size-6 shrink-0"
                          />
                          <span className="name-wrap min-w-0 leading-tight">{player.name}</span>
                        </label>
                      )
                    })}
                  </fieldset>
                ))}
              </div>
            </details>
            {waiting > 0 ? <p className="text-slate-700">{l('live.finishWaiting')}</p> : null}
            <button
              type="submit"
              disabled={navigation.state !== 'idle' || waiting > 0}
              className={primaryButtonClasses}
            >
              {navigation.state !== 'idle' ? l('live.sending') : l('live.finish')}
            </button>
          </Form>
        </>
      ) : null}
    </ConsoleFrame>
  )
}
