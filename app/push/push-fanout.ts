// docs/product.md#notifications: from the events of one data change to one job per event and
// subscription that asked for it, in the subscriber's language. Pure.
import { frenchDe } from '~/i18n/french-de.ts'
import type { Lang } from '~/i18n/language.ts'
import { pushText } from '~/i18n/push-text.ts'
import {
  type Match,
  type PushEvent,
  type PushKind,
  fieldName,
  formatMatchDate,
  formatMatchTime,
  localText,
} from '~/league/index.ts'
import { matchHref } from '~/view-models/links.ts'

import type { PushJob } from './push-queue.ts'

export type PushSubscriptionRecord = {
  endpoint: string
  keys: { p256dh: string; auth: string }
  lang: Lang
  teams: Readonly<Record<string, readonly PushKind[]>>
}

export type PushMessage = { title: string; body: string; url: string; tag: string; lang: Lang }

/** A kick-off is stale in a few minutes; a change of date stays news for a day. */
const TTL_SECONDS: Record<PushKind, number> = {
  kickoff: 15 * 60,
  goal: 15 * 60,
  final: 6 * 3600,
  change: 24 * 3600,
}

export function pushMessage(event: PushEvent, lang: Lang): PushMessage {
  const t = pushText(lang)
  const match: Match = event.match
  const home = localText(match.home.name, lang)
  const away = localText(match.away.name, lang)
  const score = {
    home,
    away,
    homeScore: match.home.score ?? 0,
    awayScore: match.away.score ?? 0,
  }
  const field = match.field ? fieldName(match.field, lang) : ''
  let title: string
  let body: string
  if (event.kind === 'kickoff') {
    title = t('push.kickoff.title', { home, away })
    body = t('push.kickoff.body', { field: field ? t('push.atField', { field }) : '' })
  } else if (event.kind === 'goal') {
    const team = event.side === 'away' ? away : home
    title = t('push.goal.title', { team, ofTeam: frenchDe(team) })
    body = t('push.goal.body', score)
  } else if (event.kind === 'final') {
    title = t('push.final.title', score)
    body = t('push.final.body', { division: localText(match.divisionName, lang) })
  } else if (event.change === 'moved') {
    title = t('push.moved.title', { home, away })
    const date = formatMatchDate(match, lang)
    const time = formatMatchTime(match, lang) ?? ''
    body = t('push.moved.body', { when: t('push.whenField', { date, time, field }) })
  } else {
    title = t(event.change === 'cancelled' ? 'push.cancelled.title' : 'push.postponed.title', {
      home,
      away,
    })
    body = (lang === 'en' ? match.calledOff?.reasonEn : undefined) ?? match.calledOff?.reason ?? ''
  }
  const url = matchHref(match.id) + (lang === 'en' ? '?lang=en' : '')
  // A later goal of the same game replaces the earlier one on the lock screen.
  const tag = `${match.seasonId}/${match.id}`
  return { title, body, url, tag, lang }
}

export function pushJobs(
  events: readonly PushEvent[],
  subscriptions: readonly PushSubscriptionRecord[],
): PushJob[] {
  const jobs: PushJob[] = []
  for (const event of events) {
    const payloads = new Map<Lang, string>()
    for (const subscription of subscriptions) {
      const wanted = event.teamIds.some((teamId) =>
        subscription.teams[teamId]?.includes(event.kind),
      )
      if (!wanted) continue
      let payload = payloads.get(subscription.lang)
      if (payload === undefined) {
        payload = JSON.stringify(pushMessage(event, subscription.lang))
        payloads.set(subscription.lang, payload)
      }
      jobs.push({
        endpoint: subscription.endpoint,
        subscription: { endpoint: subscription.endpoint, keys: subscription.keys },
        payload,
        ttl: TTL_SECONDS[event.kind],
        attempts: 0,
      })
    }
  }
  return jobs
}
