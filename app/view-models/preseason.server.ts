import { getLeagueSnapshot } from '~/data/league.server.ts'
import { resolveMediaUrl } from '~/data/media.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { readLeague } from '~/league/index.ts'
import { LEAGUE_UNAVAILABLE_STATUS, type LeaguePage } from '~/utils/league-page.ts'

import {
  type PreseasonPageView,
  preseasonSource,
  toPreseasonView,
  unavailablePreseasonPage,
} from './preseason.ts'

/**
 * The preseason page of a request. It reads the snapshot itself (not `loadLeagueContext`)
 * because telling 'no active season' from 'unable to determine' needs the raw Seasons node.
 */
export async function loadPreseasonPage(request: Request): Promise<LeaguePage<PreseasonPageView>> {
  const { lang } = resolveLanguage(request)
  let tree: unknown
  try {
    tree = (await getLeagueSnapshot()).tree
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', msg: 'league data unavailable', error: String(error) }),
    )
    return { view: unavailablePreseasonPage(), status: LEAGUE_UNAVAILABLE_STATUS }
  }
  const league = readLeague(tree)
  const source = preseasonSource(tree, league)
  const imageUrl =
    source.kind === 'season' && source.entry
      ? await resolveMediaUrl(source.entry.url, 'preseason')
      : undefined
  return { view: toPreseasonView(source, imageUrl, league, lang), status: 200 }
}
