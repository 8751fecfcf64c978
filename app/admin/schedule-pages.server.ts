/**
 * The loaders and the action of the console's schedule: the season's games still to play, and
 * one game's schedule form (move it; postpone or cancel it with a reason; put it back). Signed-in
 * operators only; every answer is `no-store`; the action passes the Origin and CSRF checks,
 * validates with the form's schemas, and writes through the domain's schedule writers, serialised
 * and audited with every other console write (league-write.server.ts).
 */
import { data, redirect } from 'react-router'

import { currentLeague } from '~/data/current-league.server.ts'
import { getLeagueSnapshot } from '~/data/league.server.ts'
import { adminText } from '~/i18n/admin-text.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import { type WriteOutcome, rescheduleGame, scheduleFields, setGameStatus } from '~/league/index.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

import type { ConsoleFrameView } from './answers.ts'
import { gameLabel } from './console-views.ts'
import { writeLeagueChange } from './league-write.server.ts'
import { consoleMeta } from './meta.ts'
import {
  type ScheduleAnswer,
  type ScheduleEditKind,
  SCHEDULE_EDIT_KINDS,
  parseCallOffForm,
  parseMoveForm,
} from './schedule-form.ts'
import {
  type ScheduleFormView,
  type ScheduleListView,
  scheduleFormView,
  scheduleListView,
} from './schedule-views.ts'
import { NO_STORE, type Signed, checkPost, requireOperator } from './session.server.ts'

const frame = (signed: Signed): ConsoleFrameView => ({
  operator: signed.operator,
  csrf: signed.csrf,
})

export type ScheduleListPageView = ConsoleFrameView & {
  list?: ScheduleListView
  notice?: { kind: ScheduleEditKind; game: string }
}

export async function loadScheduleListPage(
  request: Request,
): Promise<PageResult<ScheduleListPageView>> {
  const signed = requireOperator(request)
  const { lang } = signed
  const meta = consoleMeta(lang, adminText(lang)('admin.schedule.title'))
  const current = await currentLeague()
  if (!current) return pageResult(frame(signed), 'unavailable', { meta, headers: NO_STORE })
  const params = new URL(request.url).searchParams
  const kind = SCHEDULE_EDIT_KINDS.find((k) => k === params.get('done'))
  const id = params.get('game')
  const game = kind && id ? gameLabel(current.league, id, lang) : undefined
  return pageResult(
    {
      ...frame(signed),
      list: scheduleListView(current.league, current.now, lang, { all: params.has('all') }),
      ...(kind && game ? { notice: { kind, game } } : {}),
    },
    'ok',
    { meta, headers: NO_STORE },
  )
}

export type ScheduleFormPageView = ConsoleFrameView & { form?: ScheduleFormView }

async function formView(matchId: string | undefined, lang: Signed['lang']) {
  const current = await currentLeague()
  if (!current) return { current }
  const snapshot = await getLeagueSnapshot()
  const view = matchId
    ? scheduleFormView(current.league, matchId, scheduleFields(snapshot.tree), lang)
    : undefined
  return { current, view }
}

export async function loadScheduleFormPage(
  request: Request,
  matchId: string | undefined,
): Promise<PageResult<ScheduleFormPageView>> {
  const signed = requireOperator(request)
  const { lang } = signed
  const meta = consoleMeta(lang, adminText(lang)('admin.scheduleForm.title'))
  const { current, view } = await formView(matchId, lang)
  if (!current) return pageResult(frame(signed), 'unavailable', { meta, headers: NO_STORE })
  if (!view) return pageResult(frame(signed), 'not-found', { meta, headers: NO_STORE })
  return pageResult({ ...frame(signed), form: view }, 'ok', { meta, headers: NO_STORE })
}

export async function scheduleFormAction(request: Request, matchId: string | undefined) {
  const signed = requireOperator(request)
  const form = await request.formData()
  checkPost(request, form, signed.csrf)
  const { lang } = signed
  const { view } = await formView(matchId, lang)
  if (!view) throw data({ error: 'no such game' }, { status: 404, headers: NO_STORE })
  const ref = { seasonId: view.game.seasonId, gameId: view.game.id }
  const save = async (
    kind: ScheduleEditKind,
    answer: Omit<ScheduleAnswer, 'problem' | 'reason'>,
    writer: (tree: unknown) => WriteOutcome,
  ) => {
    const outcome = await writeLeagueChange(
      {
        operator: signed.operator.email,
        action: `schedule.${kind}`,
        target: `${ref.seasonId}/${ref.gameId}`,
        lang,
      },
      writer,
    )
    if (!outcome.ok) {
      const refused: ScheduleAnswer = { ...answer, problem: 'refused', reason: outcome.reason }
      return data(refused, { status: 409, headers: NO_STORE })
    }
    const query = `done=${kind}&game=${encodeURIComponent(ref.gameId)}`
    throw redirect(localizedHref(`/admin/schedule?${query}`, lang), {
      status: 303,
      headers: NO_STORE,
    })
  }

  const intent = form.get('intent')
  if (intent === 'restore')
    return save('restored', { form: 'restore' }, (tree) => setGameStatus(tree, ref, undefined))
  if (intent === 'callOff') {
    const submission = parseCallOffForm(form)
    if (submission.status !== 'success') {
      const answer: ScheduleAnswer = {
        form: 'callOff',
        result: submission.reply(),
        problem: 'invalid',
      }
      return data(answer, { status: 400, headers: NO_STORE })
    }
    const { status, reason } = submission.value
    return save(status, { form: 'callOff', result: submission.reply() }, (tree) =>
      setGameStatus(tree, ref, status, reason),
    )
  }
  const submission = parseMoveForm(form)
  if (submission.status !== 'success') {
    const answer: ScheduleAnswer = { form: 'move', result: submission.reply(), problem: 'invalid' }
    return data(answer, { status: 400, headers: NO_STORE })
  }
  const { date, time, field } = submission.value
  return save('moved', { form: 'move', result: submission.reply() }, (tree) =>
    rescheduleGame(tree, ref, { date, time: time ?? '', field: field ?? '' }),
  )
}
