import { getEnv, getNow } from '~/env.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { formatLongDate, torontoToday } from '~/league/time.ts'
import { registrationSeason } from '~/registration/options.ts'
import { isRegistrationOpen } from '~/data/registration-switch.server.ts'
import { torontoYear } from '~/utils/toronto-year.ts'

import { currentLeague } from '~/data/current-league.server.ts'
import { shareLinks } from './share-links.server.ts'

/**
 * What every page's frame needs (root loader): its language, head links, the league's contact
 * and social addresses and the footer's credits (configured, none by default), whether
 * registration is open, and the dates of the footer and print line.
 * Components read it with `useRootData()` (`~/utils/use-root-data.ts`).
 */
export async function loadRootData(request: Request) {
  const env = getEnv()
  const { lang } = resolveLanguage(request)
  const context = await currentLeague()
  return {
    lang,
    share: shareLinks(request, lang),
    contactEmail: env.CONTACT_EMAIL,
    socialUrl: env.SOCIAL_URL ?? null,
    // The footer's credits (docs/product.md#navigation), from the environment: none unless the
    // operator names them.
    credits: { poweredBy: env.FOOTER_POWERED_BY ?? null, createdBy: env.FOOTER_CREATED_BY ?? null },
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    registrationOpen: isRegistrationOpen(),
    // The season registration is for (the form's one season), named by the navigation's notice.
    registrationSeason: context
      ? (registrationSeason(context.league.seasons, env.REGISTRATION_SEASON)?.name ?? null)
      : null,
    year: torontoYear(getNow()),
    // The print line's date (pages are cached per Toronto date, so it is today's).
    printDate: formatLongDate(torontoToday(getNow()), lang),
  }
}

export type RootData = Awaited<ReturnType<typeof loadRootData>>
