import { followEn } from './catalogues/follow.en.ts'
import { homeEn } from './catalogues/home.en.ts'
import { leadersEn } from './catalogues/leaders.en.ts'
import { leagueEn } from './catalogues/league.en.ts'
import { preseasonEn } from './catalogues/preseason.en.ts'
import { playoffsEn } from './catalogues/playoffs.en.ts'
import { searchEn } from './catalogues/search.en.ts'
import { scheduleEn } from './catalogues/schedule.en.ts'
import { registrationEn } from './catalogues/registration.en.ts'
import { shellEn } from './catalogues/shell.en.ts'
import { standingsPageEn } from './catalogues/standings-page.en.ts'
import { teamPagesEn } from './catalogues/team-pages.en.ts'
import type { MessageKey } from './messages.fr.ts'

export const messagesEn: Record<MessageKey, string> = {
  ...shellEn,
  ...standingsPageEn,
  ...preseasonEn,
  ...leagueEn,
  ...registrationEn,
  ...homeEn,
  ...teamPagesEn,
  ...scheduleEn,
  ...searchEn,
  ...playoffsEn,
  ...leadersEn,
  ...followEn,
}
