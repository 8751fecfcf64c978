// Built in one place so every page agrees on their query parameters.

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams()
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

export function newsArchiveHref(): string {
  return '/news'
}

export function newsHref(newsId: string): string {
  return `/news/${encodeURIComponent(newsId)}`
}

export function standingsHref(divisionId: string, seasonId?: string): string {
  return withQuery('/standings', { division: divisionId, season: seasonId })
}

export function scheduleHref(divisionId: string, seasonId?: string): string {
  return withQuery('/schedule', { division: divisionId, season: seasonId })
}

export function playoffsHref(divisionId: string, seasonId?: string): string {
  return withQuery('/playoffs', { division: divisionId, season: seasonId })
}

export function leadersHref(divisionId: string, seasonId?: string): string {
  return withQuery('/leaders', { division: divisionId, season: seasonId })
}

export function seasonsHref(): string {
  return '/seasons'
}

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
