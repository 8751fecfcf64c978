import { currentLeague } from '~/data/current-league.server.ts'
import { adminText } from '~/i18n/admin-text.ts'
import { type Lang, resolveLanguage } from '~/i18n/language.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import { type WriteOutcome, rescheduleGame, setGameStatus } from '~/league/index.ts'
import {
  type ActionResult,
  type PageResult,
  actionAnswer,
  actionRefusal,
  pageRedirect,
  pageResult,
} from '~/utils/page-result.ts'

import type { OperatorPost } from './console-context.server.ts'
import { gameLabel } from './console-views.ts'
import { writeLeagueChange } from './league-write.server.ts'
import { consoleMeta } from './meta.ts'
import {
  type ScheduleAnswer,
  type ScheduleEditKind,
  SCHEDULE_EDIT_KINDS,
  movesGame,
  parseCallOffForm,
  parseMoveForm,
} from './schedule-form.ts'
import {
  type ScheduleFormView,
  type ScheduleListView,
  clashLabels,
  readScheduleFilters,
  scheduleFormView,
  scheduleListView,
} from './schedule-views.ts'

export type ScheduleListPageView = {
  list?: ScheduleListView
  notice?: { kind: ScheduleEditKind; game: string }
}

export async function loadScheduleListPage(
  request: Request,
): Promise<PageResult<ScheduleListPageView>> {
  const { lang } = resolveLanguage(request)
  const meta = consoleMeta(lang, adminText(lang)('admin.schedule.title'))
  const current = await currentLeague()
  if (!current) return pageResult({}, 'unavailable', { meta })
  const params = new URL(request.url).searchParams
  const kind = SCHEDULE_EDIT_KINDS.find((k) => k === params.get('done'))
  const id = params.get('game')
  const game = kind && id ? gameLabel(current.league, id, lang) : undefined
  return pageResult(
    {
      list: scheduleListView(current.league, current.now, lang, {
        all: params.has('all'),
        filters: readScheduleFilters(params),
      }),
      ...(kind && game ? { notice: { kind, game } } : {}),
    },
    'ok',
    { meta },
  )
}

export type ScheduleFormPageView = { form?: ScheduleFormView }

async function formView(matchId: string | undefined, lang: Lang) {
  const current = await currentLeague()
  if (!current) return { current }
  const view = matchId
    ? scheduleFormView(current.league, matchId, current.acrossSeasons.fields, lang)
    : undefined
  return { current, view }
}

export async function loadScheduleFormPage(
  request: Request,
  matchId: string | undefined,
): Promise<PageResult<ScheduleFormPageView>> {
  const { lang } = resolveLanguage(request)
  const meta = consoleMeta(lang, adminText(lang)('admin.scheduleForm.title'))
  const { current, view } = await formView(matchId, lang)
  if (!current) return pageResult({}, 'unavailable', { meta })
  if (!view) return pageResult({}, 'not-found', { meta })
  return pageResult({ form: view }, 'ok', { meta })
}

export async function scheduleFormAction(
  { signed, form }: OperatorPost,
  matchId: string | undefined,
): Promise<ActionResult<ScheduleAnswer>> {
  const { lang } = signed
  const { current, view } = await formView(matchId, lang)
  if (!current || !view) return actionRefusal(404, 'no such game')
  const ref = { seasonId: view.game.seasonId, gameId: view.game.id }
  const save = async (
    kind: ScheduleEditKind,
    answer: Omit<ScheduleAnswer, 'problem' | 'reason'>,
    writer: (tree: unknown) => WriteOutcome,
  ): Promise<ActionResult<ScheduleAnswer>> => {
    const outcome = await writeLeagueChange(
      {
        operator: signed.operator.email,
        action: `schedule.${kind}`,
        target: `${ref.seasonId}/${ref.gameId}`,
        lang,
      },
      writer,
    )
    if (!outcome.ok)
      return actionAnswer({ ...answer, problem: 'refused', reason: outcome.reason }, 409)
    const query = `done=${kind}&game=${encodeURIComponent(ref.gameId)}`
    return pageRedirect(localizedHref(`/admin/schedule?${query}`, lang))
  }

  const intent = form.get('intent')
  if (intent === 'restore')
    return save('restored', { form: 'restore' }, (tree) => setGameStatus(tree, ref, undefined))
  if (intent === 'callOff') {
    const submission = parseCallOffForm(form)
    if (submission.status !== 'success')
      return actionAnswer({ form: 'callOff', result: submission.reply(), problem: 'invalid' }, 400)
    const { status, reason, reasonEn } = submission.value
    return save(status, { form: 'callOff', result: submission.reply() }, (tree) =>
      setGameStatus(tree, ref, status, reason, reasonEn),
    )
  }
  const submission = parseMoveForm(form)
  if (submission.status !== 'success')
    return actionAnswer({ form: 'move', result: submission.reply(), problem: 'invalid' }, 400)
  const { date, time, field, clashConfirmed } = submission.value
  const slot = { date, time: time ?? '', field: field ?? '' }
  const clashes =
    clashConfirmed || !movesGame(view.values, slot)
      ? undefined
      : clashLabels(current.league, ref.gameId, slot, lang)
  if (clashes && clashes.sameDay.length + clashes.sameField.length > 0)
    return actionAnswer(
      {
        form: 'move',
        result: submission.reply(),
        problem: 'clash',
        clashes: clashes.sameDay,
        fieldClashes: clashes.sameField,
      },
      409,
    )
  return save('moved', { form: 'move', result: submission.reply() }, (tree) =>
    rescheduleGame(tree, ref, slot),
  )
}
