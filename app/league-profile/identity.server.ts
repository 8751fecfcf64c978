import { getEnv } from '~/env.server.ts'

import { leagueProfile } from './current.ts'

export type SocialLink = { name: string; url: string }

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
