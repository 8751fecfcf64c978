import { getNow } from '~/env.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { leagueProfile } from '~/league-profile/current.ts'
import { type LeagueInfoView, leagueInfoView } from '~/league-profile/texts.ts'
import { translator } from '~/i18n/messages.ts'
import { log } from '~/logger.server.ts'
import { pageMeta } from '~/utils/meta.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

import { isoToday } from './form-values.ts'
import { type SeasonOptionView, choicesView } from './options.ts'
import { signStartedAt } from './form-key.server.ts'
import { isRegistrationOpen } from '~/data/registration-switch.server.ts'
import { loadRegistrationChoices, registrationServices } from './services.server.ts'

export type RegistrationPageView = {
  open: boolean
  seasons: SeasonOptionView[]
  defaultSeasonId: string
  today: string
  info: LeagueInfoView
  submitted: boolean
  startedAt: string
}

/** No cache keeps this page: it holds the form's start time. */
const NO_STORE = { 'Cache-Control': 'no-store' }

/** No registration ever leaves the server: only the season and division lists. */
export async function loadRegistrationPage(
  request: Request,
): Promise<PageResult<RegistrationPageView>> {
  const { lang } = resolveLanguage(request)
  const t = translator(lang)
  const head = {
    meta: pageMeta(lang, t('registration.title'), t('registration.description')),
    headers: NO_STORE,
  }
  const open = isRegistrationOpen()
  const submitted = open && new URL(request.url).searchParams.get('submitted') === '1'
  const today = isoToday(getNow())
  // The real clock (not LEAGUE_NOW), for the time-to-submit check.
  const startedAt = signStartedAt(Date.now(), registrationServices().formKey)
  const info = leagueInfoView(leagueProfile(), lang)
  const closed: RegistrationPageView = {
    open,
    seasons: [],
    defaultSeasonId: '',
    today,
    info,
    submitted,
    startedAt,
  }
  if (!open) return pageResult(closed, 'ok', head)
  try {
    const choices = choicesView(await loadRegistrationChoices(), lang)
    if (choices.seasons.length === 0) return pageResult({ ...closed, open: false }, 'ok', head)
    return pageResult({ open, ...choices, today, info, submitted, startedAt }, 'ok', head)
  } catch (error) {
    // The form still shows; a post is refused until the league data is back.
    log('error', 'registration: league data unavailable', { error })
    return pageResult(closed, 'ok', head)
  }
}
