import { applyLeagueProfile } from '~/league-profile/current.ts'
import { getLeagueProfile } from '~/league-profile/profile.server.ts'

import { registerCatalogue } from './messages.ts'
import { messagesEn } from './messages.en.ts'
import { messagesFr } from './messages.fr.ts'

registerCatalogue('fr', messagesFr)
registerCatalogue('en', messagesEn)
applyLeagueProfile(getLeagueProfile())
