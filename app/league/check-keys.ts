// A key one edit away from a known name (`isActiv`) is almost always a typo, and its value is lost.
import { pathOf, type FindingList } from './check-findings.ts'
import type { RawRecord } from './text.ts'

function names(...lists: string[]): ReadonlySet<string> {
  return new Set(lists.join(' ').split(/\s+/).filter(Boolean))
}

export const KNOWN_FIELDS = {
  season: names(
    'season_id seasonId id isActive is_active active Divisions',
    'Season_nameE Season_nameF Season_name Season_nameEN Season_nameFR seasonNameE seasonNameF',
    'seasonNameEn seasonNameFr season_name season_nameE season_nameF season_name_en season_name_fr',
    'name name_en name_fr',
  ),
  division: names(
    'division_id divisionId DivisionID id division_name_en division_name_fr division_name',
    'division_nameE division_nameF divisionNameE divisionNameF name name_en name_fr',
    'division_code code league_name league location sex gender division_sex division_type type',
    'is_active isActive active division_playoff_spots playoff_spots season legacy',
  ),
  team: names(
    'team_id teamId TeamID id team_name team_name_en team_name_fr teamName name name_fr',
    'team_short_name short_name team_code code division_id divisionId DivisionID',
    'team_logo logo team_pic team_photo photo photoUrl',
  ),
  player: names(
    'player_id playerId PlayerID id player_fname player_lname player_name player_display_name',
    'firstName first_name fname lastName last_name lname displayName display_name DisplayName name',
    'team_id teamId TeamID division_id divisionId DivisionID position player_position Position',
    'jersey_number jersey number player_number Player_number GP gp games_played',
    'Goals goals GOALS Assists assists ASSISTS Yellow yellow YellowCards yellow_cards',
    'Red red RedCards red_cards POM pom player_of_match',
    'player_pic player_photo photo photoUrl photo_url picture image',
    'player_suspended suspended player_suspended_asof_date suspended_asof_date player_returndate',
    'player_return_date return_date notes_offence notes_offense notes_offence_en notes Notes player_notes',
    'player_fine suspended_games player_suspended_games',
  ),
  game: names(
    'gameId GameID gameID game_id GameComplete gameComplete Date date Time time GameType gameType',
    'PlayoffsStage playoffStage PlayoffStage Stage stage Field field Location Overtime overtime OT',
    'HomeShootoutGoals HomeShootoutAttempts AwayShootoutGoals AwayShootoutAttempts',
    'HomeTeamID HomeTeamId homeTeamId HomeTeamName HomeTeam homeTeamName HomeTeamFFT HomeFFT',
    'HomeTeamScore HomeScore homeScore AwayTeamID AwayTeamId awayTeamId AwayTeamName AwayTeam',
    'awayTeamName AwayTeamFFT AwayFFT AwayTeamScore AwayScore awayScore DivisionID',
    'Status StatusReason StatusReasonEn Sequence sequence Events',
  ),
  event: names(
    'Type type Side side PlayerID playerId player_id AssistID assistId assist_id',
    'Minute minute Scored scored Period period',
  ),
  teamGame: names(
    'gameId GameID game_id Home_goals home_goals HomeGoals Away_goals away_goals AwayGoals',
    'FFT HOMETEAM AWAYTEAM PLAYERS KEEPERS GameType',
  ),
  rosterLine: names(
    'DisplayName displayName display_name name player_name Player_number player_number number',
    'jersey_number GP gp GOALS Goals goals assists Assists ASSISTS Yellow yellow YELLOW Red red RED',
    'playerId PlayerID player_id',
  ),
  teamStatGame: names('GF gf GA ga Yellow yellow Red red'),
  playerStat: names(
    'PlayerID playerId player_id Goals goals GOALS DisplayName displayName name player_name',
    'photo player_pic photoUrl',
  ),
} as const

export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false
  if (Math.abs(a.length - b.length) > 1) return false
  if (a.length === b.length) {
    const diffs: number[] = []
    for (let i = 0; i < a.length && diffs.length <= 2; i += 1) if (a[i] !== b[i]) diffs.push(i)
    if (diffs.length === 1) return true
    return (
      diffs.length === 2 &&
      diffs[1] === diffs[0] + 1 &&
      a[diffs[0]] === b[diffs[1]] &&
      a[diffs[1]] === b[diffs[0]]
    )
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a]
  let i = 0
  while (i < short.length && short[i] === long[i]) i += 1
  return short.slice(i) === long.slice(i + 1)
}

export function misspeltField(key: string, known: ReadonlySet<string>): string | undefined {
  if (known.has(key) || key.length < 4) return undefined
  const lower = key.toLowerCase()
  for (const name of known) {
    const other = name.toLowerCase()
    if (other === lower || oneEditApart(lower, other)) return name
  }
  return undefined
}

/**
 * An error when the intended field is missing (its value is lost), a warning when it is there too.
 */
export function checkFieldNames(
  record: RawRecord,
  known: ReadonlySet<string>,
  at: string,
  findings: FindingList,
): void {
  for (const key of Object.keys(record)) {
    const meant = misspeltField(key, known)
    if (meant === undefined) continue
    const path = pathOf(at, key)
    if (Object.hasOwn(record, meant)) {
      findings.warning(
        'misspelt-field',
        path,
        `"${key}" is not a field the site reads; it looks like a second "${meant}". Remove it.`,
        `« ${key} » n’est pas un champ lu par le site ; il ressemble à un second « ${meant} ». Supprimez-le.`,
      )
    } else {
      findings.error(
        'misspelt-field',
        path,
        `"${key}" is not a field the site reads: rename it "${meant}", or its value is ignored.`,
        `« ${key} » n’est pas un champ lu par le site : renommez-le « ${meant} », sinon sa valeur est ignorée.`,
      )
    }
  }
}
