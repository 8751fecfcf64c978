import { applyLeagueProfile } from '~/league-profile/current.ts'
import { getLeagueProfile } from '~/league-profile/profile.server.ts'

import { registerCatalogue } from './messages.ts'
import { messagesEn } from './messages.en.ts'
import { messagesFr } from './messages.fr.ts'

// The server renders both languages: both catalogues, registered once when this is imported,
// with the league profile's words (LEAGUE_PROFILE) for their league placeholders.
registerCatalogue('fr', messagesFr)
registerCatalogue('en', messagesEn)
applyLeagueProfile(getLeagueProfile())
