/**
 * The e-mail to the league's contact address for each new registration: team, division,
 * season, captain and a link to the registration in the console, in French then English (the
 * league's default language first; docs/product.md#registration). Its words are the console's
 * (admin catalogues): it is written for the operators. Pure: the caller makes the link.
 */
import { adminText } from '~/i18n/admin-text.ts'
import type { Lang } from '~/i18n/language.ts'

import { type ConfirmationMessage, escapeHtml } from './email-message.ts'
import type { RegistrationRecord } from './record.ts'

const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim()

/** The console page of registration `id` (the caller gives PUBLIC_URL). */
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
    const t = adminText(lang)
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
        t('admin.notice.intro'),
        t('admin.notice.team', values),
        t('admin.notice.division', values),
        t('admin.notice.season', values),
        t('admin.notice.captain', values),
        t('admin.notice.contact', values),
        t('admin.notice.players', {
          players: record.players.length,
          goalkeepers: record.goalkeepers.length,
        }),
      ],
      open: t('admin.notice.open'),
      subject: t('admin.notice.subject', values),
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
