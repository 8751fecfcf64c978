import { followFr } from './catalogues/follow.fr.ts'
import { homeFr } from './catalogues/home.fr.ts'
import { leadersFr } from './catalogues/leaders.fr.ts'
import { leagueFr } from './catalogues/league.fr.ts'
import { preseasonFr } from './catalogues/preseason.fr.ts'
import { playoffsFr } from './catalogues/playoffs.fr.ts'
import { searchFr } from './catalogues/search.fr.ts'
import { scheduleFr } from './catalogues/schedule.fr.ts'
import { registrationFr } from './catalogues/registration.fr.ts'
import { shellFr } from './catalogues/shell.fr.ts'
import { standingsPageFr } from './catalogues/standings-page.fr.ts'
import { teamPagesFr } from './catalogues/team-pages.fr.ts'

/** The reference every other language must match key for key. */
export const messagesFr = {
  ...shellFr,
  ...standingsPageFr,
  ...preseasonFr,
  ...leagueFr,
  ...registrationFr,
  ...homeFr,
  ...teamPagesFr,
  ...scheduleFr,
  ...searchFr,
  ...playoffsFr,
  ...leadersFr,
  ...followFr,
}

export type MessageKey = keyof typeof messagesFr
