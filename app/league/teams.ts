// Other trees refer to teams by id, else by a key or name written differently
// (docs/product.md#data-rules).
import { bilingual, type Bilingual } from './labels.ts'
import { childRecords, firstText, matchKey, nameFromKey, statsKey, type RawRecord } from './text.ts'

export interface Team {
  id: string
  key: string
  name: Bilingual
  shortName?: string
  code?: string
  divisionId?: string
  photo?: string
  logo?: string
}

export interface TeamRef {
  id?: string
  key?: string
  name?: string
}

export function readTeam(key: string, record: RawRecord): Team {
  const id = firstText(record, ['team_id', 'teamId', 'TeamID', 'id']) ?? key
  const shortName = firstText(record, ['team_short_name', 'short_name'])
  const en = firstText(record, ['team_name_en', 'team_name', 'name', 'teamName', 'team_short_name'])
  const team: Team = {
    id,
    key,
    name: bilingual(en, firstText(record, ['team_name_fr', 'name_fr']), nameFromKey(key)),
  }
  const code = firstText(record, ['team_code', 'code'])
  const divisionId = firstText(record, ['division_id', 'divisionId', 'DivisionID'])
  const photo = firstText(record, ['team_pic', 'team_photo', 'team_logo', 'photo', 'photoUrl'])
  const logo = firstText(record, ['team_logo', 'logo'])
  if (shortName !== undefined) team.shortName = shortName
  if (code !== undefined) team.code = code
  if (divisionId !== undefined) team.divisionId = divisionId
  if (photo !== undefined) team.photo = photo
  if (logo !== undefined) team.logo = logo
  return team
}

export function readTeams(teamsNode: unknown): Team[] {
  const seen = new Set<string>()
  const teams: Team[] = []
  for (const [key, record] of childRecords(teamsNode)) {
    const team = readTeam(key, record)
    if (seen.has(team.id)) continue
    seen.add(team.id)
    teams.push(team)
  }
  return teams
}

function teamAliases(team: Team): string[] {
  return [team.key, team.name.en, team.name.fr, team.shortName].filter(
    (text): text is string => text !== undefined,
  )
}

/**
 * Name lookups prefer a team of the given division: two divisions may hold teams of the same name.
 */
export class TeamDirectory {
  private readonly byId = new Map<string, Team>()
  private readonly byStatsKey = new Map<string, Team[]>()
  private readonly byMatchKey = new Map<string, Team[]>()

  constructor(teams: readonly Team[]) {
    for (const team of teams) {
      this.byId.set(team.id, team)
      for (const alias of teamAliases(team)) {
        add(this.byStatsKey, statsKey(alias), team)
        add(this.byMatchKey, matchKey(alias), team)
      }
    }
  }

  byTeamId(id: string | undefined): Team | undefined {
    return id === undefined ? undefined : this.byId.get(id)
  }

  resolve(ref: TeamRef, divisionId?: string): Team | undefined {
    const byId = this.byTeamId(ref.id)
    if (byId) return byId
    for (const text of [ref.key, ref.name]) {
      if (text === undefined) continue
      const team =
        pick(this.byStatsKey.get(statsKey(text)), divisionId) ??
        pick(this.byMatchKey.get(matchKey(text)), divisionId)
      if (team) return team
    }
    // Some schedules put the team name in the id field and the other way round.
    if (ref.id !== undefined) return pick(this.byMatchKey.get(matchKey(ref.id)), divisionId)
    return undefined
  }
}

function add(map: Map<string, Team[]>, key: string, team: Team): void {
  if (key === '') return
  const list = map.get(key)
  if (!list) map.set(key, [team])
  else if (!list.includes(team)) list.push(team)
}

function pick(candidates: Team[] | undefined, divisionId: string | undefined): Team | undefined {
  if (!candidates || candidates.length === 0) return undefined
  if (divisionId !== undefined) {
    const division = matchKey(divisionId)
    const inDivision = candidates.find((team) => matchKey(team.divisionId) === division)
    if (inDivision) return inDivision
  }
  return candidates[0]
}

export function unlistedTeam(ref: TeamRef, divisionId: string | undefined): Team | undefined {
  const key = ref.key ?? ref.name ?? ref.id
  if (key === undefined) return undefined
  const name = ref.name ?? nameFromKey(key)
  const team: Team = { id: ref.id ?? key, key, name: { en: name } }
  if (divisionId !== undefined) team.divisionId = divisionId
  return team
}
