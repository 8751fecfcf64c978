/** Links between pages, built in one place so every page agrees on their query parameters. */

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams()
  // docs/product.md#player: only non-empty parameters are included.
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value.trim() !== '') query.set(key, value)
  }
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

export function teamHref(team: {
  teamId?: string
  divisionId?: string
  seasonId?: string
}): string | undefined {
  if (!team.teamId) return undefined
  return withQuery(`/team/${encodeURIComponent(team.teamId)}`, {
    division: team.divisionId,
    season: team.seasonId,
  })
}

export function newsHref(newsId: string): string {
  return `/news/${encodeURIComponent(newsId)}`
}

/** The standings page of one division; `season` only for a season other than the active one. */
export function standingsHref(divisionId: string, seasonId?: string): string {
  return withQuery('/standings', { division: divisionId, season: seasonId })
}

/** The schedule page of one division; `season` only for a season other than the active one. */
export function scheduleHref(divisionId: string, seasonId?: string): string {
  return withQuery('/schedule', { division: divisionId, season: seasonId })
}

/** The bracket of a division; `season` only for a season other than the active one. */
export function playoffsHref(divisionId: string, seasonId?: string): string {
  return withQuery('/playoffs', { division: divisionId, season: seasonId })
}

/** The seasons page, or one season's section of it. */
export function seasonsHref(): string {
  return '/seasons'
}

/** A match page; a past season's match carries its season and division. */
export function matchHref(
  matchId: string,
  past?: { seasonId?: string; divisionId?: string },
): string {
  const path = `/match/${encodeURIComponent(matchId)}`
  return past ? withQuery(path, { season: past.seasonId, division: past.divisionId }) : path
}

export type PlayerLinkParams = {
  playerId?: string
  playerKey?: string
  playerName?: string
  season?: string
  division?: string
  teamId?: string
  teamKey?: string
  teamName?: string
  league?: string
}

/** docs/product.md#player: `/player/{playerId}` with the optional parameters that are not empty. */
export function playerHref(params: PlayerLinkParams): string | undefined {
  const id = params.playerId?.trim() || params.playerKey?.trim()
  if (!id) return undefined
  return withQuery(`/player/${encodeURIComponent(id)}`, {
    league: params.league,
    season: params.season,
    division: params.division,
    teamId: params.teamId,
    teamKey: params.teamKey,
    teamName: params.teamName,
    playerKey: params.playerKey,
    playerName: params.playerName,
  })
}
