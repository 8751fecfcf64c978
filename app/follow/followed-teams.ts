// docs/product.md#follow-a-team. Kept on the device only (no account): pure rules over the stored list.

export { FOLLOW_STORAGE_KEY } from './follow-script.ts'

/** Enough for a family with several players; the home's strip stays one screen of cards. */
export const MAX_FOLLOWED_TEAMS = 12

export type FollowedTeam = { teamId: string; divisionId: string; name?: string }

const ID_LIKE = /^[\p{L}\p{N}_.~ -]{1,64}$/u

function isFollowedTeam(value: unknown): value is FollowedTeam & { name?: unknown } {
  if (typeof value !== 'object' || value === null) return false
  const { teamId, divisionId } = value as Record<string, unknown>
  return (
    typeof teamId === 'string' &&
    typeof divisionId === 'string' &&
    ID_LIKE.test(teamId) &&
    ID_LIKE.test(divisionId)
  )
}

export function parseFollowedTeams(raw: string | null | undefined): FollowedTeam[] {
  if (!raw) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  const teams: FollowedTeam[] = []
  for (const item of value) {
    if (!isFollowedTeam(item) || seen.has(item.teamId)) continue
    seen.add(item.teamId)
    const name = typeof item.name === 'string' ? item.name.trim().slice(0, 100) : ''
    teams.push({ teamId: item.teamId, divisionId: item.divisionId, ...(name ? { name } : {}) })
    if (teams.length === MAX_FOLLOWED_TEAMS) break
  }
  return teams
}

export function isFollowing(teams: readonly FollowedTeam[], teamId: string): boolean {
  return teams.some((team) => team.teamId === teamId)
}

/** A new team goes last (the home keeps the visitor's order); at the cap the oldest goes. */
export function toggleFollowed(teams: readonly FollowedTeam[], team: FollowedTeam): FollowedTeam[] {
  if (isFollowing(teams, team.teamId)) return teams.filter((t) => t.teamId !== team.teamId)
  return [...teams, team].slice(-MAX_FOLLOWED_TEAMS)
}
