/**
 * The loaders and the action of tonight's games and a game's result sheet. Signed-in operators
 * only; every answer is `no-store`; the action passes the Origin and CSRF checks, validates with
 * the sheet's schema, and writes through the domain's writer (result.server.ts).
 */
import { data, redirect } from 'react-router'

import { currentLeague } from '~/data/current-league.server.ts'
import { adminText } from '~/i18n/admin-text.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

import {
  type SheetView,
  type TonightView,
  gameLabel,
  keeperIds,
  sheetView,
  tonightView,
} from './console-views.ts'
import type { ConsoleFrameView, SheetAnswer } from './answers.ts'
import { consoleMeta } from './meta.ts'
import { parseResultSheet, toGameResult } from './result-form.ts'
import { saveResult, takeResultBack } from './result.server.ts'
import { NO_STORE, type Signed, checkPost, requireOperator } from './session.server.ts'

const frame = (signed: Signed): ConsoleFrameView => ({
  operator: signed.operator,
  csrf: signed.csrf,
})

export type TonightPageView = ConsoleFrameView & {
  tonight?: TonightView
  notice?: { kind: 'saved' | 'unfinished'; game: string }
}

export async function loadTonightPage(request: Request): Promise<PageResult<TonightPageView>> {
  const signed = requireOperator(request)
  const { lang } = signed
  const meta = consoleMeta(lang, adminText(lang)('admin.tonight.title'))
  const current = await currentLeague()
  if (!current) return pageResult(frame(signed), 'unavailable', { meta, headers: NO_STORE })
  const params = new URL(request.url).searchParams
  const noticeOf = (kind: 'saved' | 'unfinished') => {
    const id = params.get(kind)
    const game = id ? gameLabel(current.league, id, lang) : undefined
    return game ? { notice: { kind, game } } : {}
  }
  return pageResult(
    {
      ...frame(signed),
      tonight: tonightView(current.league, current.now, lang),
      ...noticeOf('unfinished'),
      ...noticeOf('saved'),
    },
    'ok',
    { meta, headers: NO_STORE },
  )
}

export type SheetPageView = ConsoleFrameView & { sheet?: SheetView }

export async function loadSheetPage(
  request: Request,
  matchId: string | undefined,
): Promise<PageResult<SheetPageView>> {
  const signed = requireOperator(request)
  const { lang } = signed
  const meta = consoleMeta(lang, adminText(lang)('admin.sheet.title'))
  const current = await currentLeague()
  if (!current) return pageResult(frame(signed), 'unavailable', { meta, headers: NO_STORE })
  const sheet = matchId ? sheetView(current.league, matchId, lang) : undefined
  if (!sheet) return pageResult(frame(signed), 'not-found', { meta, headers: NO_STORE })
  return pageResult({ ...frame(signed), sheet }, 'ok', { meta, headers: NO_STORE })
}

export async function sheetAction(request: Request, matchId: string | undefined) {
  const signed = requireOperator(request)
  const form = await request.formData()
  checkPost(request, form, signed.csrf)
  const { lang } = signed
  const current = await currentLeague()
  const sheet = current && matchId ? sheetView(current.league, matchId, lang) : undefined
  const match =
    current && matchId ? current.league.matches.find((m) => m.id === matchId) : undefined
  if (!current || !sheet || !match)
    throw data({ error: 'no such game' }, { status: 404, headers: NO_STORE })
  const game = {
    operator: signed.operator.email,
    ref: { seasonId: match.seasonId, gameId: match.id },
    wasFinished: sheet.game.finished,
    lang,
  }
  if (form.get('intent') === 'unfinish') {
    const outcome = await takeResultBack(game)
    if (!outcome.ok) throw data({ error: outcome.reason }, { status: 409, headers: NO_STORE })
    throw redirect(localizedHref(`/admin?unfinished=${encodeURIComponent(match.id)}`, lang), {
      status: 303,
      headers: NO_STORE,
    })
  }
  const submission = parseResultSheet(form)
  if (submission.status !== 'success') {
    const answer: SheetAnswer = { result: submission.reply(), problem: 'invalid' }
    return data(answer, { status: 400, headers: NO_STORE })
  }
  const outcome = await saveResult(game, toGameResult(submission.value, keeperIds(sheet)))
  if (!outcome.ok) {
    const answer: SheetAnswer = {
      result: submission.reply(),
      problem: 'refused',
      reason: outcome.reason,
    }
    return data(answer, { status: 409, headers: NO_STORE })
  }
  throw redirect(localizedHref(`/admin?saved=${encodeURIComponent(match.id)}`, lang), {
    status: 303,
    headers: NO_STORE,
  })
}
