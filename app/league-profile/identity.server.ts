import { getEnv } from '~/env.server.ts'

import { leagueProfile } from './current.ts'

export type SocialLink = { name: string; url: string }

/**
 * How to reach the league: the profile's contact address, social links and e-mail sender, each
 * replaced by its environment setting when the operator gives one (CONTACT_EMAIL, SOCIAL_URL,
 * MAIL_FROM: a staging site that must not write from the league's real address).
 */
export function leagueContact(): { email: string; social: SocialLink[]; mailFrom: string } {
  const env = getEnv()
  const profile = leagueProfile()
  const social = env.SOCIAL_URL
    ? [{ name: new URL(env.SOCIAL_URL).hostname.replace(/^www\./, ''), url: env.SOCIAL_URL }]
    : profile.social
  return {
    email: env.CONTACT_EMAIL ?? profile.contact.email,
    social,
    mailFrom: env.MAIL_FROM ?? `${profile.email.senderName} <${profile.email.senderAddress}>`,
  }
}
