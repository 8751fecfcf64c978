// The league's contact address hears of each new registration, in French then English.
import { deskText } from '~/admin/registration-desk-text.ts'
import type { Lang } from '~/i18n/language.ts'

import { type ConfirmationMessage, escapeHtml } from './email-message.ts'
import type { RegistrationRecord } from './record.ts'

const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim()

export function registrationConsoleLink(publicUrl: string, id: string): string {
  return new URL(`/admin/registrations/${encodeURIComponent(id)}`, publicUrl).href
}

export function composeContactNotice(
  record: RegistrationRecord,
  options: { to: string; link: string },
): ConfirmationMessage {
  const captain = record.players.find((player) => player.isCaptain)
  const person = (...parts: string[]) => parts.filter(Boolean).join(', ')
  const contact = person(record.name, record.email, record.phone)
  const section = (lang: Lang) => {
    const t = deskText(lang)
    const values = {
      team: record.teamName,
      division: lang === 'fr' ? record.divisionNameF : record.divisionNameE,
      season: lang === 'fr' ? record.seasonNameF : record.seasonNameE,
      captain: captain
        ? person(`${captain.firstName} ${captain.lastName}`.trim(), captain.email, captain.tel)
        : contact,
      contact,
    }
    return {
      lines: [
        t('desk.notice.intro'),
        t('desk.notice.team', values),
        t('desk.notice.division', values),
        t('desk.notice.season', values),
        t('desk.notice.captain', values),
        t('desk.notice.contact', values),
        t('desk.notice.players', {
          players: record.players.length,
          goalkeepers: record.goalkeepers.length,
        }),
      ],
      open: t('desk.notice.open'),
      // League words only (the division's name is the league's): a subject is shown in inboxes
      // and notifications, and what a registrant typed stays in the body, escaped.
      subject: t('desk.notice.subject', { division: values.division }),
    }
  }
  const fr = section('fr')
  const en = section('en')
  const text = [fr, en]
    .map((s) => `${s.lines.join('\n')}\n\n${s.open}\n${options.link}\n`)
    .join('\n----\n\n')
  const href = escapeHtml(options.link)
  const html = [fr, en]
    .map(
      (s, index) =>
        `<div lang="${index === 0 ? 'fr' : 'en'}"><p>${s.lines.map(escapeHtml).join('<br>')}</p>` +
        `<p><a href="${href}">${escapeHtml(s.open)}</a></p></div>`,
    )
    .join('<hr>')
  return { to: options.to, subject: oneLine(`${fr.subject} / ${en.subject}`), text, html }
}
