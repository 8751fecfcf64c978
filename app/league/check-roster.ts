import { entriesOf, findTeam, type SeasonContext } from './check-context.ts'
import { pathOf, type FindingList } from './check-findings.ts'
import { checkFieldNames, KNOWN_FIELDS } from './check-keys.ts'
import { firstText, isTrueFlag, matchKey, type RawRecord } from './text.ts'

export function checkSeasons(league: RawRecord, findings: FindingList): void {
  const seasons = entriesOf(league.Seasons)
  const active: string[] = []
  for (const [key, season] of seasons) {
    checkFieldNames(season, KNOWN_FIELDS.season, pathOf('Seasons', key), findings)
    if (isTrueFlag(season.isActive ?? season.is_active ?? season.active)) active.push(key)
    for (const [divisionKey, division] of entriesOf(season.Divisions)) {
      checkFieldNames(
        division,
        KNOWN_FIELDS.division,
        pathOf('Seasons', key, 'Divisions', divisionKey),
        findings,
      )
    }
  }
  for (const [divisionKey, division] of entriesOf(league.Divisions))
    checkFieldNames(division, KNOWN_FIELDS.division, pathOf('Divisions', divisionKey), findings)
  if (active.length === 0) {
    findings.error(
      'active-season',
      'Seasons',
      'No season has isActive true: the whole site shows no teams and no games. Set isActive to true on the current season.',
      'Aucune saison n’a isActive à true : le site n’affiche aucune équipe ni aucun match. Mettez isActive à true sur la saison en cours.',
    )
  } else if (active.length > 1) {
    findings.error(
      'active-season',
      'Seasons',
      `Several seasons are active (${active.join(', ')}): the site shows only ${active.at(-1)}. Set isActive to false on all but the current one.`,
      `Plusieurs saisons sont actives (${active.join(', ')}) : le site n’affiche que ${active.at(-1)}. Mettez isActive à false sur toutes sauf la saison en cours.`,
    )
  }
}

export function checkTeamsAndPlayers(
  league: RawRecord,
  context: SeasonContext,
  findings: FindingList,
): void {
  const teamsBranch = `${context.seasonId}_Teams`
  const teamIds = new Map<string, string>()
  for (const [key, team] of entriesOf(league[teamsBranch])) {
    const at = pathOf(teamsBranch, key)
    checkFieldNames(team, KNOWN_FIELDS.team, at, findings)
    const id = firstText(team, ['team_id', 'teamId', 'TeamID', 'id']) ?? key
    const first = teamIds.get(matchKey(id))
    if (first !== undefined) {
      findings.error(
        'duplicate-id',
        at,
        `Team id "${id}" is also used by ${first}: games and stats can find only one of them. Give each team its own id.`,
        `L’identifiant d’équipe « ${id} » est aussi celui de ${first} : matchs et statistiques n’en trouvent qu’une. Donnez à chaque équipe son propre identifiant.`,
      )
    } else teamIds.set(matchKey(id), at)
    const division = firstText(team, ['division_id', 'divisionId', 'DivisionID'])
    if (division !== undefined && context.divisions && !context.divisions.has(matchKey(division))) {
      findings.error(
        'unknown-division',
        pathOf(at, 'division_id'),
        `Division "${division}" does not exist: the team is in no division the site shows. Fix division_id.`,
        `La division « ${division} » n’existe pas : l’équipe n’est dans aucune division affichée. Corrigez division_id.`,
      )
    }
  }

  const playersBranch = `${context.seasonId}_Players`
  const playerIds = new Map<string, string>()
  for (const [key, player] of entriesOf(league[playersBranch])) {
    const at = pathOf(playersBranch, key)
    checkFieldNames(player, KNOWN_FIELDS.player, at, findings)
    const id = firstText(player, ['player_id', 'playerId', 'PlayerID', 'id']) ?? key
    const first = playerIds.get(id)
    if (first !== undefined) {
      findings.error(
        'duplicate-id',
        at,
        `Player id "${id}" is also used by ${first}: links and stats can find only one of them. Give each player their own id.`,
        `L’identifiant de joueur « ${id} » est aussi celui de ${first} : liens et statistiques n’en trouvent qu’un. Donnez à chaque joueur son propre identifiant.`,
      )
    } else playerIds.set(id, at)
    const team = firstText(player, ['team_id', 'teamId', 'TeamID'])
    if (team !== undefined && context.teams && !findTeam(context, team)) {
      findings.error(
        'unknown-team',
        pathOf(at, Object.hasOwn(player, 'team_id') ? 'team_id' : 'teamId'),
        `Team "${team}" is not in ${teamsBranch}: the player's page links to a missing team. Fix team_id.`,
        `L’équipe « ${team} » n’est pas dans ${teamsBranch} : la page du joueur renvoie à une équipe absente. Corrigez team_id.`,
      )
    }
  }
}

export function checkFines(
  league: RawRecord,
  contexts: ReadonlyMap<string, SeasonContext>,
  findings: FindingList,
): void {
  for (const [key, fine] of entriesOf(league.Team_Fines)) {
    const season = firstText(fine, ['Season_ID', 'seasonId', 'season_id'])
    const context = season === undefined ? undefined : contexts.get(season)
    const team = firstText(fine, ['Team_ID', 'TeamID', 'teamId', 'team_id'])
    if (!context?.teams || team === undefined || findTeam(context, team)) continue
    findings.warning(
      'unknown-team',
      pathOf('Team_Fines', key, 'Team_ID'),
      `Team "${team}" is not in ${season}_Teams: the fine is listed under no team.`,
      `L’équipe « ${team} » n’est pas dans ${season}_Teams : l’amende n’est rattachée à aucune équipe.`,
    )
  }
}
