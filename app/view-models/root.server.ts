import { data } from 'react-router'

import { getEnv, getNow } from '~/env.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { leagueProfile } from '~/league-profile/current.ts'
import { leagueContact } from '~/league-profile/identity.server.ts'
import { leagueTexts } from '~/league-profile/texts.ts'
import { formatLongDate, leagueToday } from '~/league/time.ts'
import { registrationNoticeSeason } from '~/registration/options.ts'
import { isRegistrationOpen } from '~/data/registration-switch.server.ts'
import { leagueYear } from '~/utils/league-year.ts'

import { type CurrentLeague, currentLeague } from '~/data/current-league.server.ts'
import { DATA_VERSION_HEADER } from './live.ts'
import { shareLinks } from './share-links.server.ts'

// What every page's frame needs (root loader).
export async function loadRootData(request: Request) {
  const context = await currentLeague()
  // Beside the page, not in it (DATA_VERSION_META).
  return data(rootFrame(request, context), {
    headers: { [DATA_VERSION_HEADER]: String(context?.version ?? 0) },
  })
}

function rootFrame(request: Request, context: CurrentLeague | undefined) {
  const env = getEnv()
  const { lang } = resolveLanguage(request)
  const contact = leagueContact()
  const profile = leagueProfile()
  return {
    lang,
    league: { texts: leagueTexts(profile, lang), timeZone: profile.timeZone },
    share: shareLinks(request, lang),
    contactEmail: contact.email,
    social: contact.social,
    credits: { poweredBy: env.FOOTER_POWERED_BY ?? null, createdBy: env.FOOTER_CREATED_BY ?? null },
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    registrationOpen: isRegistrationOpen(),
    registrationSeason: context
      ? (registrationNoticeSeason(context.league.seasons, env.REGISTRATION_SEASON) ?? null)
      : null,
    year: leagueYear(getNow()),
    // Pages are cached per league date, so it is today's.
    printDate: formatLongDate(leagueToday(getNow()), lang),
  }
}

export type RootData = ReturnType<typeof rootFrame>
