/**
 * The scorekeeper's live sheet: its loader, and its action, which writes each tap through the
 * domain's live writers (app/league/live-writes.ts) and the one audited writer. An event, an
 * assist, an undo and a start answer on the sheet itself (the scorekeeper stays where their thumb
 * is; the id each event carries makes a post sent again harmless); ending the game goes back to
 * tonight's games, as the result sheet does.
 */
import { generatePushId } from '~/data/league-source.ts'
import { currentLeague } from '~/data/current-league.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import {
  type WriteOutcome,
  assistGoal,
  findMatch,
  finishGame,
  recordEvent,
  removeEvent,
  startGame,
} from '~/league/index.ts'
import {
  type ActionResult,
  type PageResult,
  actionAnswer,
  actionRefusal,
  pageRedirect,
  pageResult,
} from '~/utils/page-result.ts'

import type { LiveSheetAnswer } from './answers.ts'
import type { OperatorPost } from './console-context.server.ts'
import { writeLeagueChange } from './league-write.server.ts'
import { parseLiveSheetPost } from './live-sheet-form.ts'
import { liveSheetText } from './live-sheet-text.ts'
import type { LiveSheetView } from './live-sheet-types.ts'
import { liveSheetView } from './live-sheet-view.ts'
import { consoleMeta } from './meta.ts'

export type LiveSheetPageView = { sheet?: LiveSheetView }

export async function loadLiveSheetPage(
  request: Request,
  matchId: string | undefined,
): Promise<PageResult<LiveSheetPageView>> {
  const { lang } = resolveLanguage(request)
  const meta = consoleMeta(lang, liveSheetText(lang)('live.title'))
  const current = await currentLeague()
  if (!current) return pageResult({}, 'unavailable', { meta })
  // The next event's id is made now, from the real clock: ids sort in the order they were made.
  const sheet = matchId
    ? liveSheetView(current.league, matchId, lang, current.now.getTime(), generatePushId())
    : undefined
  if (!sheet) return pageResult({}, 'not-found', { meta })
  return pageResult({ sheet }, 'ok', { meta })
}

const AUDIT_ACTIONS = {
  start: 'game.started',
  event: 'game.event',
  assist: 'game.assist',
  undo: 'game.event.removed',
  finish: 'result.recorded',
} as const

export async function liveSheetAction(
  { signed, form }: OperatorPost,
  matchId: string | undefined,
): Promise<ActionResult<LiveSheetAnswer>> {
  const { lang } = signed
  const current = await currentLeague()
  const match = current && matchId ? findMatch(current.league, matchId) : undefined
  if (!current || !match) return actionRefusal(404, 'no such game')
  const post = parseLiveSheetPost(form)
  if (!post) return actionAnswer({ problem: 'invalid' }, 400)
  const ref = { seasonId: match.seasonId, gameId: match.id }
  // Who played, by side and place, from the rosters: the writer keeps goalkeepers apart.
  const playedBySide = (ticked: readonly string[]) => {
    const wanted = new Set(ticked)
    const side = (teamId: string | undefined) => {
      const members = current.league.players.filter(
        (player) => player.teamId === teamId && wanted.has(player.id),
      )
      return {
        players: members.filter((p) => !p.isGoalkeeper).map((p) => p.id),
        keepers: members.filter((p) => p.isGoalkeeper).map((p) => p.id),
      }
    }
    return { home: side(match.home.teamId), away: side(match.away.teamId) }
  }
  const writer = (tree: unknown): WriteOutcome => {
    switch (post.intent) {
      case 'start':
        return startGame(tree, ref, current.now)
      case 'event':
        return recordEvent(tree, ref, post.eventId, post.event)
      case 'assist':
        return assistGoal(tree, ref, post.eventId, post.assistId)
      case 'undo':
        return removeEvent(tree, ref, post.eventId)
      case 'finish':
        return finishGame(tree, ref, playedBySide(post.played))
    }
  }
  const outcome = await writeLeagueChange(
    {
      operator: signed.operator.email,
      action: AUDIT_ACTIONS[post.intent],
      target: `${ref.seasonId}/${ref.gameId}${'eventId' in post ? `/Events/${post.eventId}` : ''}`,
      lang,
    },
    writer,
  )
  if (!outcome.ok) return actionAnswer({ problem: 'refused', reason: outcome.reason }, 409)
  if (post.intent === 'finish')
    return pageRedirect(localizedHref(`/admin?saved=${encodeURIComponent(match.id)}`, lang))
  return actionAnswer({ done: post.intent }, 200)
}
