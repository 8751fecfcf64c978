import { type MessageKey, interpolate, translator } from '~/i18n/messages.ts'
import { leagueProfile } from '~/league-profile/current.ts'
import { formatMoney } from '~/league/index.ts'
import type { ConfirmationContent } from './relay-guard.ts'

export type ConfirmationMessage = {
  to: string
  subject: string
  text: string
  html: string
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!)
}

/** A CR or LF in a name must never start a new header. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim()
}

export function composeConfirmation(
  content: ConfirmationContent,
  options: { to?: string; contactEmail: string },
): ConfirmationMessage {
  const t = translator(content.lang)
  const profile = leagueProfile()
  const amount = formatMoney(profile.fees.deposit, content.lang)
  const season = content.seasonNameLocal || content.seasonName
  const paragraphs = [
    t('registration.email.received', { team: content.teamName, season }),
    t('registration.email.pending'),
    t('registration.email.deposit', { amount }),
    t('registration.email.questions', { email: options.contactEmail }),
  ]
  const greeting = t('registration.email.greeting', { name: content.playerName })
  const signature = profile.email.signature[content.lang]
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), signature, ''].join('\n')

  // The template is escaped, then filled with escaped values.
  const html = (key: MessageKey, params: Record<string, string> = {}) =>
    interpolate(escapeHtml(t(key)), params, content.lang)
  // Only league words in the subject: the address is not verified, so a stranger could otherwise
  // choose what the league's sender says.
  const subject = oneLine(t('registration.email.subject', { season }))
  const mail = escapeHtml(options.contactEmail)
  const body = [
    '<!doctype html>',
    `<html lang="${content.lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0f172a">',
    `<p>${html('registration.email.greeting', { name: escapeHtml(content.playerName) })}</p>`,
    `<p>${html('registration.email.received', { team: `<strong>${escapeHtml(content.teamName)}</strong>`, season: escapeHtml(season) })}</p>`,
    `<p>${html('registration.email.pending')}</p>`,
    `<p>${html('registration.email.deposit', { amount: `<strong>${escapeHtml(amount)}</strong>` })}</p>`,
    `<p>${html('registration.email.questions', { email: `<a href="mailto:${mail}">${mail}</a>` })}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n')

  return {
    to: options.to ?? content.to,
    subject,
    text,
    html: body,
  }
}
