/**
 * The demo league: a deterministic generator (seeded PRNG) of a realistic league tree in the shape
 * of docs/data-contract.md, laid out relative to a given "now".
 *
 * What it contains (documented in app/data/README.md):
 * - an active season spanning now (regular season started ten weeks ago, five more weekly rounds,
 *   then playoff dates with teams to be decided) and the previous season, complete with playoffs,
 *   and an older one (past-seasons.ts) with a team renamed since;
 * - seven active divisions in Laval and Brossard, men and women, plus an inactive one; 6-10 teams
 *   each with 12-18 players including two goalkeepers;
 * - games today (America/Toronto) in two divisions; 'Women A - Laval' started earlier: its regular
 *   season is over and its playoffs are under way (semi-finals played, one decided by a shootout
 *   after overtime, one in overtime; the final is next week);
 * - a forfeit, draws, one game with time 'TBD', suspensions, fines, news in both languages,
 *   sponsors (one inactive) and a preseason banner; every image is an SVG drawn here.
 * The field-name variants (docs/data-contract.md#variants) are spread across divisions and teams so
 * readers meet them. Pure: no I/O. `media` maps file paths (relative to DATA_DIR/media) to SVG
 * text.
 */
import { newsImage, playerAvatar, preseasonBanner, slug, sponsorLogo, teamCrest } from './art.ts'
import {
  addDays,
  clockTime,
  compareDays,
  gameDate,
  isoDay,
  scheduleKey,
  torontoDay,
  torontoInstant,
  type Day,
} from './calendar.ts'
import {
  BOTH_NAME_FIELDS,
  LAST_NAMES,
  MEN_FIRST_NAMES,
  TEAM_COLOURS,
  TEAM_NAMES,
  TEAM_PLACES,
  TEAM_PREFIXES,
  WOMEN_FIRST_NAMES,
} from './names.ts'
import { addOlderSeason } from './past-seasons.ts'
import { recordPlayedGames } from './record-results.ts'
import { Random } from './random.ts'

export type DemoLeagueOptions = {
  /** The league's "now" (getNow()): dates and which games are played are relative to it. */
  now: Date
  seed?: number
  /** N× more divisions (and so teams, players and games), for benchmarks. */
  scale?: number
}

/** Facts about a generated league, for tests and documentation. */
export type DemoFacts = {
  activeSeasonId: string
  pastSeasonId: string
  /** The season before the past one (past-seasons.ts), with a team renamed since. */
  olderSeasonId: string
  renamedTeam: { id: string; olderName: string; name: string }
  today: string
  todayScheduleKey: string
  todayGameIds: string[]
  forfeitGameId: string
  tbdTimeGameId: string
  shootoutGameIds: string[]
  overtimeGameIds: string[]
  suspendedPlayerIds: string[]
  counts: {
    divisions: number
    teams: number
    players: number
    games: number
    completedGames: number
  }
}

export type DemoLeague = {
  /** The `leagues/{key}` subtree. */
  tree: Record<string, unknown>
  /** SVG files to write under DATA_DIR/media, by relative path. */
  media: Record<string, string>
  facts: DemoFacts
}

export const DEFAULT_DEMO_SEED = 20251109

// ---------------------------------------------------------------------------------------------
// Plans

type Completion = readonly [done: unknown, notDone: unknown]

type DivisionTemplate = {
  id: string
  en: string
  fr: string
  code: string
  location: 'Laval' | 'Brossard'
  sex: 'men' | 'women' | undefined
  teams: number
  spots: number
  /** Days from today of this division's game day in the current week. */
  dayOffset: number
  startHour: number
  startMinute: number
  timeStyle: '12h' | '24h'
  completion: Completion
  scoresAsStrings: boolean
  /** `PlayerStats_` goals written as text. */
  goalsAsStrings: boolean
  leagueField: 'league_name' | 'league'
  spotsAsString: boolean
  stageField: 'PlayoffsStage' | 'playoffStage' | 'Stage'
  /** The regular season is over and the playoffs are under way. */
  furtherAlong?: boolean
}

const DIVISIONS: readonly DivisionTemplate[] = [
  {
    id: 'M1',
    en: 'Men A - Laval',
    fr: 'Hommes A - Laval',
    code: 'HA-L',
    location: 'Laval',
    sex: 'men',
    teams: 8,
    spots: 4,
    dayOffset: 0,
    startHour: 19,
    startMinute: 30,
    timeStyle: '12h',
    completion: [true, false],
    scoresAsStrings: false,
    goalsAsStrings: false,
    leagueField: 'league_name',
    spotsAsString: false,
    stageField: 'PlayoffsStage',
  },
  {
    id: 'M2',
    en: 'Men B - Laval',
    fr: 'Hommes B - Laval',
    code: 'HB-L',
    location: 'Laval',
    sex: 'men',
    teams: 8,
    spots: 4,
    dayOffset: 1,
    startHour: 20,
    startMinute: 15,
    timeStyle: '24h',
    completion: ['1', '0'],
    scoresAsStrings: false,
    goalsAsStrings: false,
    leagueField: 'league_name',
    spotsAsString: true,
    stageField: 'PlayoffsStage',
  },
  {
    id: 'M3',
    en: 'Men A - Brossard',
    fr: 'Hommes A - Brossard',
    code: 'HA-B',
    location: 'Brossard',
    sex: 'men',
    teams: 10,
    spots: 8,
    dayOffset: 0,
    startHour: 18,
    startMinute: 0,
    timeStyle: '12h',
    completion: [1, 0],
    scoresAsStrings: false,
    goalsAsStrings: false,
    leagueField: 'league',
    spotsAsString: false,
    stageField: 'playoffStage',
  },
  {
    id: 'M4',
    en: 'Men 35+ - Brossard',
    fr: 'Hommes 35+ - Brossard',
    code: 'H35-B',
    location: 'Brossard',
    sex: undefined,
    teams: 6,
    spots: 4,
    dayOffset: -2,
    startHour: 20,
    startMinute: 0,
    timeStyle: '24h',
    completion: [true, false],
    scoresAsStrings: true,
    goalsAsStrings: false,
    leagueField: 'league',
    spotsAsString: false,
    stageField: 'Stage',
  },
  {
    id: 'W1',
    en: 'Women A - Laval',
    fr: 'Femmes A - Laval',
    code: 'FA-L',
    location: 'Laval',
    sex: 'women',
    teams: 8,
    spots: 4,
    dayOffset: -1,
    startHour: 19,
    startMinute: 0,
    timeStyle: '12h',
    completion: ['1', false],
    scoresAsStrings: false,
    goalsAsStrings: false,
    leagueField: 'league_name',
    spotsAsString: false,
    stageField: 'PlayoffsStage',
    furtherAlong: true,
  },
  {
    id: 'W2',
    en: 'Women - Brossard',
    fr: 'Femmes - Brossard',
    code: 'F-B',
    location: 'Brossard',
    sex: 'women',
    teams: 7,
    spots: 4,
    dayOffset: 2,
    startHour: 19,
    startMinute: 45,
    timeStyle: '12h',
    completion: [1, 0],
    scoresAsStrings: false,
    goalsAsStrings: true,
    leagueField: 'league',
    spotsAsString: true,
    stageField: 'PlayoffsStage',
  },
  {
    id: 'M5',
    en: 'Men C - Laval',
    fr: 'Hommes C - Laval',
    code: 'HC-L',
    location: 'Laval',
    sex: 'men',
    teams: 9,
    spots: 4,
    dayOffset: 3,
    startHour: 21,
    startMinute: 0,
    timeStyle: '24h',
    completion: [true, false],
    scoresAsStrings: false,
    goalsAsStrings: false,
    leagueField: 'league_name',
    spotsAsString: false,
    stageField: 'PlayoffsStage',
  },
]

const INACTIVE_DIVISION = { id: 'M9', en: 'Men Old Timers - Laval', fr: 'Hommes Vétérans - Laval' }

const FIELDS: Record<'Laval' | 'Brossard', [string, string]> = {
  Laval: ['Laval - Terrain 1', 'Laval - Terrain 2'],
  Brossard: ['Brossard - Terrain A', 'Brossard - Terrain B'],
}

const REGULAR_ROUNDS = 16
/** Index of the regular round played this week (ten rounds were played before it). */
const CURRENT_ROUND = 10
const FURTHER_ALONG_CURRENT_ROUND = 17
const PAST_REGULAR_ROUNDS = 14

type Division = DivisionTemplate & {
  group: number
  key: string
  nameEn: string
  nameFr: string
}

type Player = {
  id: string
  first: string
  last: string
  fullName: string
  key: string
  nameVariant: 'split' | 'single'
  position: 'GK' | 2 | 'DEF' | 'MID' | 'FWD'
  keeper: boolean
  jersey: number
  skill: number
  photo: string | undefined
  photoField: 'player_pic' | 'photo'
}

type Team = {
  id: string
  key: string
  name: string
  nameFr: string | undefined
  nameEn: string | undefined
  variant: 'team_name' | 'name' | 'bilingual'
  shortName: string
  division: Division
  colours: [string, string]
  strength: number
  picture:
    | { field: 'team_pic' | 'team_photo'; file: string; folder: string | undefined; logo: boolean }
    | undefined
  players: Player[]
}

type Line = { player: Player; goals: number; assists: number; yellow: number; red: number }

type Stage = 'Quarter Finals' | 'Semi Finals' | 'Finals'

type Game = {
  id: string
  division: Division
  day: Day
  hour: number
  minute: number
  field: string | undefined
  tbdTime: boolean
  home: Team | undefined
  away: Team | undefined
  type: 'regular' | 'playoffs'
  stage: Stage | undefined
  round: number
  forfeit: 'home' | 'away' | undefined
  force: 'shootout' | 'overtime' | undefined
  forcedRed: boolean
  complete: boolean
  result: Result | undefined
}

type Result = {
  homeGoals: number
  awayGoals: number
  overtime: boolean
  shootout:
    { homeGoals: number; awayGoals: number; homeAttempts: number; awayAttempts: number } | undefined
  homeLines: Line[]
  awayLines: Line[]
}

type Season = {
  id: string
  nameE: string
  nameF: string
  active: boolean
  games: Game[]
}

/** ASCII key of a name: 'St. Laurent United' → 'St_Laurent_United', 'Les Étoiles' → 'Les_Etoiles'. */
export function keyOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
}

function seasonFor(start: Day): {
  id: string
  nameE: string
  nameF: string
  kind: 'W' | 'S'
  year: number
} {
  if (start.m >= 8 || start.m <= 3) {
    const year = start.m >= 8 ? start.y : start.y - 1
    const span = `${year}-${String((year + 1) % 100).padStart(2, '0')}`
    return { id: `${year}W`, nameE: `Winter ${span}`, nameF: `Hiver ${span}`, kind: 'W', year }
  }
  return {
    id: `${start.y}S`,
    nameE: `Summer ${start.y}`,
    nameF: `Été ${start.y}`,
    kind: 'S',
    year: start.y,
  }
}

function previousSeason(season: { kind: 'W' | 'S'; year: number }): {
  id: string
  nameE: string
  nameF: string
} {
  if (season.kind === 'W') {
    return { id: `${season.year}S`, nameE: `Summer ${season.year}`, nameF: `Été ${season.year}` }
  }
  const year = season.year - 1
  const span = `${year}-${String((year + 1) % 100).padStart(2, '0')}`
  return { id: `${year}W`, nameE: `Winter ${span}`, nameF: `Hiver ${span}` }
}

/** A push-id-shaped key for a given time, drawn from the generator (deterministic). */
function demoPushId(time: number, rng: Random): string {
  const chars = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz'
  let t = time
  const head: string[] = []
  for (let i = 0; i < 8; i++) {
    head.unshift(chars.charAt(t % 64))
    t = Math.floor(t / 64)
  }
  let id = head.join('')
  for (let i = 0; i < 12; i++) id += chars.charAt(rng.int(0, 63))
  return id
}

function roundRobin<T>(teams: readonly T[], rounds: number): Array<Array<[T, T]>> {
  const list: Array<T | undefined> = teams.length % 2 === 1 ? [...teams, undefined] : [...teams]
  const n = list.length
  const out: Array<Array<[T, T]>> = []
  let order = list
  for (let r = 0; r < rounds; r++) {
    const pairs: Array<[T, T]> = []
    for (let i = 0; i < n / 2; i++) {
      const a = order[i]
      const b = order[n - 1 - i]
      if (a !== undefined && b !== undefined) pairs.push((r + i) % 2 === 0 ? [a, b] : [b, a])
    }
    out.push(pairs)
    order = [order[0], order[n - 1], ...order.slice(1, n - 1)]
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// The generator

export function generateDemoLeague(options: DemoLeagueOptions): DemoLeague {
  const seed = options.seed ?? DEFAULT_DEMO_SEED
  const scale = Math.max(1, Math.floor(options.scale ?? 1))
  const now = options.now
  const rng = new Random(seed)
  const today = torontoDay(now)
  const activeStart = addDays(today, -7 * CURRENT_ROUND - 3)
  const activeInfo = seasonFor(activeStart)
  const pastInfo = previousSeason(activeInfo)
  const media: Record<string, string> = {}

  const divisions = planDivisions(scale)
  const teams = makeTeams(divisions, rng, media)
  const teamsOf = (division: Division): Team[] => teams.filter((t) => t.division === division)
  const active: Season = {
    id: activeInfo.id,
    nameE: activeInfo.nameE,
    nameF: activeInfo.nameF,
    active: true,
    games: [],
  }
  const past: Season = {
    id: pastInfo.id,
    nameE: pastInfo.nameE,
    nameF: pastInfo.nameF,
    active: false,
    games: [],
  }

  const facts: DemoFacts = {
    activeSeasonId: active.id,
    pastSeasonId: past.id,
    olderSeasonId: '',
    renamedTeam: { id: '', olderName: '', name: '' },
    today: isoDay(today),
    todayScheduleKey: scheduleKey(today),
    todayGameIds: [],
    forfeitGameId: '',
    tbdTimeGameId: '',
    shootoutGameIds: [],
    overtimeGameIds: [],
    suspendedPlayerIds: [],
    counts: { divisions: 0, teams: teams.length, players: 0, games: 0, completedGames: 0 },
  }

  scheduleActiveSeason(active, divisions, teamsOf, rng, today)
  markSpecialGames(active, facts)
  playActiveSeason(active, divisions, teamsOf, rng, now, facts)
  facts.todayGameIds = active.games.filter((g) => compareDays(g.day, today) === 0).map((g) => g.id)
  const pastEnd = addDays(activeStart, -28)
  playPastSeason(past, divisions, teamsOf, rng, pastEnd)

  // Tree ----------------------------------------------------------------------------------------
  const tree: Record<string, unknown> = divisionTrees(divisions, past, active)
  const schedule: Record<string, unknown> = {}
  const suspended: string[] = []
  for (const season of [past, active]) {
    Object.assign(tree, seasonTrees(season, teams, divisions, today, suspended))
    schedule[season.id] = { Divisions: scheduleTree(season, divisions) }
  }
  tree.Schedule = schedule
  for (const season of [past, active]) recordSeasonResults(tree, season)
  facts.suspendedPlayerIds = suspended
  const older = addOlderSeason(tree, {
    past,
    divisions,
    teams,
    rng,
    today,
    tools: { keyOf, playPastSeason, scheduleTree, seasonTrees, recordSeasonResults },
  })
  facts.olderSeasonId = older.season.id
  facts.renamedTeam = older.renamedTeam

  const extras = rng.fork('extras')
  tree.News = newsTree(extras, media, { today, activeStart, active, divisions, teams })
  tree.Sponsors = sponsorsTree(extras, media, now)
  tree.PreSeason = preseasonTree(extras, media, active, past, activeStart, pastEnd)
  tree.Team_Fines = finesTree(extras, active, today)

  facts.counts = {
    divisions: divisions.length,
    teams: teams.length,
    players: teams.reduce((sum, t) => sum + t.players.length, 0),
    games: active.games.length,
    completedGames: active.games.filter((g) => g.complete).length,
  }
  return { tree, media, facts }
}

/** The divisions of the demo, repeated `scale` times (groups 2… get a suffix). */
function planDivisions(scale: number): Division[] {
  const divisions: Division[] = []
  for (let group = 1; group <= scale; group++) {
    for (const template of DIVISIONS) {
      divisions.push({
        ...template,
        group,
        key: group === 1 ? template.id : `${template.id}-${group}`,
        nameEn: group === 1 ? template.en : `${template.en} (${group})`,
        nameFr: group === 1 ? template.fr : `${template.fr} (${group})`,
        furtherAlong: group === 1 && template.furtherAlong === true,
      })
    }
  }
  return divisions
}

/** Every division's teams, each with its squad; crests and some player photos go to `media`. */
function makeTeams(divisions: Division[], rng: Random, media: Record<string, string>): Team[] {
  const teamNames = teamNamePool(divisions.reduce((sum, d) => sum + d.teams, 0))
  const people = rng.fork('people')
  const teams: Team[] = []
  const numbers = { player: 1000 }
  for (const division of divisions) {
    for (let i = 0; i < division.teams; i++) {
      const index = teams.length
      teams.push(makeTeam(division, index, teamNames[index], people, numbers, media))
    }
  }
  return teams
}

/** One team (the `index`-th of the league) and its squad of 12 to 18 players. */
function makeTeam(
  division: Division,
  index: number,
  name: string,
  people: Random,
  numbers: { player: number },
  media: Record<string, string>,
): Team {
  // One name per team, as its captain registered it: the demo never translates a team's name.
  // Some teams still fill both name fields (the same name), so readers meet that variant.
  const bothFields = BOTH_NAME_FIELDS.has(name)
  // Teams with both fields alternate between team_name + team_name_fr and team_name_en + team_name_fr.
  const variant: Team['variant'] =
    bothFields && index % 2 === 0 ? 'bilingual' : index % 6 === 3 ? 'name' : 'team_name'
  const colours = TEAM_COLOURS[index % TEAM_COLOURS.length]
  const team: Team = {
    id: `T${101 + index}`,
    key: keyOf(name),
    name,
    nameFr: bothFields ? name : undefined,
    nameEn: bothFields ? name : undefined,
    variant,
    shortName: keyOf(name).replace(/_/g, '').slice(0, 3).toUpperCase(),
    division,
    colours,
    strength: people.next() * 2 - 1,
    picture: teamPicture(index, name),
    players: [],
  }
  const squad = people.int(12, 18)
  const firstNames = division.sex === 'women' ? WOMEN_FIRST_NAMES : MEN_FIRST_NAMES
  const usedNames = new Set<string>()
  const usedNumbers = new Set<number>()
  for (let p = 0; p < squad; p++) {
    let first = people.pick(firstNames)
    let last = people.pick(LAST_NAMES)
    while (usedNames.has(`${first} ${last}`)) {
      first = people.pick(firstNames)
      last = people.pick(LAST_NAMES)
    }
    usedNames.add(`${first} ${last}`)
    const keeper = p < 2
    let jersey = keeper ? (p === 0 ? 1 : people.pick([12, 16, 30, 99])) : people.int(2, 98)
    while (usedNumbers.has(jersey)) jersey = people.int(2, 98)
    usedNumbers.add(jersey)
    const id = `P${++numbers.player}`
    const position: Player['position'] = keeper
      ? index % 3 === 0
        ? 2
        : 'GK'
      : (['DEF', 'DEF', 'MID', 'MID', 'FWD'] as const)[people.int(0, 4)]
    const player: Player = {
      id,
      first,
      last,
      fullName: `${first} ${last}`,
      key: keyOf(`${first} ${last}`),
      nameVariant: people.chance(0.15) ? 'single' : 'split',
      position,
      keeper,
      jersey,
      skill: people.next(),
      photo: undefined,
      photoField: people.chance(0.3) ? 'photo' : 'player_pic',
    }
    if (people.chance(0.35)) {
      player.photo = `Players/${id}.svg`
      media[player.photo] = playerAvatar(player.fullName, colours[0], colours[1])
    }
    team.players.push(player)
  }
  if (team.picture && team.picture.folder) {
    media[`${team.picture.folder}/${team.picture.file}`] = teamCrest(
      team.name,
      colours[0],
      colours[1],
      index,
    )
  }
  return team
}

/** The active season's games: a double round robin of 16 rounds per division, then playoff slots. */
function scheduleActiveSeason(
  active: Season,
  divisions: Division[],
  teamsOf: (division: Division) => Team[],
  rng: Random,
  today: Day,
): void {
  let activeCounter = 0
  const nextActiveId = () => `${active.id}-${String(++activeCounter).padStart(4, '0')}`
  for (const division of divisions) {
    const anchor = addDays(today, division.dayOffset)
    const currentRound = division.furtherAlong ? FURTHER_ALONG_CURRENT_ROUND : CURRENT_ROUND
    const dayOfRound = (round: number) => addDays(anchor, 7 * (round - currentRound))
    const rounds = roundRobin(
      rng.fork(`pairing-${division.key}`).shuffle(teamsOf(division)),
      REGULAR_ROUNDS,
    )
    rounds.forEach((pairs, round) => {
      pairs.forEach(([home, away], slot) => {
        active.games.push(
          makeGame(
            nextActiveId(),
            division,
            dayOfRound(round),
            slot,
            home,
            away,
            'regular',
            undefined,
            round,
          ),
        )
      })
    })
    // Playoff dates: two weeks after the last regular round, then weekly.
    const stages: Stage[] =
      division.spots >= 8 ? ['Quarter Finals', 'Semi Finals', 'Finals'] : ['Semi Finals', 'Finals']
    stages.forEach((stage, s) => {
      const count = stage === 'Quarter Finals' ? 4 : stage === 'Semi Finals' ? 2 : 1
      for (let slot = 0; slot < count; slot++) {
        active.games.push(
          makeGame(
            nextActiveId(),
            division,
            dayOfRound(REGULAR_ROUNDS + 1 + s),
            slot,
            undefined,
            undefined,
            'playoffs',
            stage,
            REGULAR_ROUNDS + 1 + s,
          ),
        )
      }
    })
  }
}

/** The first group's special games: a forfeit, a game without a time, a red card. */
function markSpecialGames(active: Season, facts: DemoFacts): void {
  const byDivision = (key: string) => active.games.filter((g) => g.division.key === key)
  const forfeit = byDivision('M2').find((g) => g.round === 4 && g.type === 'regular') as Game
  forfeit.forfeit = 'home'
  facts.forfeitGameId = forfeit.id
  const tbd = byDivision('M2').find(
    (g) => g.round === CURRENT_ROUND + 2 && g.type === 'regular',
  ) as Game
  tbd.tbdTime = true
  tbd.field = undefined
  facts.tbdTimeGameId = tbd.id
  const redCardGame = byDivision('M1').find((g) => g.round === CURRENT_ROUND - 1) as Game
  redCardGame.forcedRed = true
}

/**
 * Plays the active season (every game is simulated, so results do not depend on "now"), marks
 * the games already played by `now`, and the playoffs of the division that is further along.
 */
function playActiveSeason(
  active: Season,
  divisions: Division[],
  teamsOf: (division: Division) => Team[],
  rng: Random,
  now: Date,
  facts: DemoFacts,
): void {
  const play = rng.fork('results')
  for (const game of active.games) {
    if (game.type === 'regular') game.result = simulate(play.fork(game.id), game)
  }

  // Completion, then the playoffs of the division that is further along.
  const isPlayed = (game: Game) =>
    !game.tbdTime &&
    torontoInstant(game.day, game.hour, game.minute).getTime() + 50 * 60_000 <= now.getTime()
  for (const game of active.games) game.complete = game.type === 'regular' && isPlayed(game)
  for (const division of divisions.filter((d) => d.furtherAlong)) {
    const table = standings(
      teamsOf(division),
      active.games.filter((g) => g.division === division && g.complete && g.type === 'regular'),
    )
    const seeds = table.slice(0, division.spots)
    const semis = active.games.filter((g) => g.division === division && g.stage === 'Semi Finals')
    const final = active.games.find((g) => g.division === division && g.stage === 'Finals') as Game
    const pairs: Array<[Team, Team]> = [
      [seeds[0], seeds[3]],
      [seeds[1], seeds[2]],
    ]
    semis.forEach((game, i) => {
      game.home = pairs[i][0]
      game.away = pairs[i][1]
      game.force = i === 0 ? 'shootout' : 'overtime'
      game.result = simulate(play.fork(game.id), game)
      game.complete = isPlayed(game)
    })
    // The semi-finals were played yesterday: their winners meet in the final next week.
    if (semis.every((g) => g.complete)) {
      final.home = winnerOf(semis[0])
      final.away = winnerOf(semis[1])
      final.result = simulate(play.fork(final.id), final)
      final.complete = isPlayed(final)
    }
  }
  for (const game of active.games) {
    if (!game.complete) continue
    if (game.result?.shootout) facts.shootoutGameIds.push(game.id)
    else if (game.result?.overtime) facts.overtimeGameIds.push(game.id)
  }
}

/** The past season, ending four weeks before the active one: every game played, full playoffs. */
function playPastSeason(
  past: Season,
  divisions: Division[],
  teamsOf: (division: Division) => Team[],
  rng: Random,
  pastEnd: Day,
): void {
  let pastCounter = 0
  const pastPlay = rng.fork('past-results')
  for (const division of divisions) {
    const stages: Stage[] =
      division.spots >= 8 ? ['Quarter Finals', 'Semi Finals', 'Finals'] : ['Semi Finals', 'Finals']
    const totalWeeks = PAST_REGULAR_ROUNDS + 1 + stages.length
    const dayOfRound = (round: number) =>
      addDays(pastEnd, division.dayOffset - 7 * (totalWeeks - round))
    const divisionTeams = teamsOf(division)
    const rounds = roundRobin(
      rng.fork(`past-pairing-${division.key}`).shuffle(divisionTeams),
      PAST_REGULAR_ROUNDS,
    )
    const regular: Game[] = []
    rounds.forEach((pairs, round) => {
      pairs.forEach(([home, away], slot) => {
        const game = makeGame(
          `${past.id}-${String(++pastCounter).padStart(4, '0')}`,
          division,
          dayOfRound(round),
          slot,
          home,
          away,
          'regular',
          undefined,
          round,
        )
        game.result = simulate(pastPlay.fork(game.id), game)
        game.complete = true
        regular.push(game)
      })
    })
    past.games.push(...regular)
    let alive = standings(divisionTeams, regular).slice(0, division.spots)
    stages.forEach((stage, s) => {
      const next: Team[] = []
      for (let i = 0; i < alive.length / 2; i++) {
        const game = makeGame(
          `${past.id}-${String(++pastCounter).padStart(4, '0')}`,
          division,
          dayOfRound(PAST_REGULAR_ROUNDS + 1 + s),
          i,
          alive[i],
          alive[alive.length - 1 - i],
          'playoffs',
          stage,
          PAST_REGULAR_ROUNDS + 1 + s,
        )
        if (stage === 'Finals' && division.group === 1 && division.id === 'M1')
          game.force = 'shootout'
        if (stage === 'Finals' && division.group === 1 && division.id === 'M3')
          game.force = 'overtime'
        game.result = simulate(pastPlay.fork(game.id), game)
        game.complete = true
        past.games.push(game)
        next.push(winnerOf(game))
      }
      alive = next
    })
  }
}

/** `Seasons` (each with its divisions), the top-level `Divisions` and the playoff spots under `2`. */
function divisionTrees(
  divisions: Division[],
  past: Season,
  active: Season,
): Record<string, unknown> {
  const tree: Record<string, unknown> = {}
  const seasonsNode: Record<string, unknown> = {}
  for (const season of [past, active]) {
    const divisionsNode: Record<string, unknown> = {}
    for (const division of divisions) divisionsNode[division.key] = divisionRecord(division, true)
    if (season.active) {
      divisionsNode[INACTIVE_DIVISION.id] = {
        division_id: INACTIVE_DIVISION.id,
        division_name_en: INACTIVE_DIVISION.en,
        division_name_fr: INACTIVE_DIVISION.fr,
        division_code: 'HV-L',
        league_name: 'Laval',
        sex: 'men',
        division_type: '7v7',
        is_active: '0',
        division_playoff_spots: 0,
      }
    }
    seasonsNode[season.id] = {
      season_id: season.id,
      isActive: season.active,
      Season_nameE: season.nameE,
      Season_nameF: season.nameF,
      Divisions: divisionsNode,
    }
  }
  tree.Seasons = seasonsNode
  const topDivisions: Record<string, unknown> = {}
  for (const division of divisions) topDivisions[division.key] = divisionRecord(division, false)
  topDivisions[INACTIVE_DIVISION.id] = {
    division_id: INACTIVE_DIVISION.id,
    division_name_en: INACTIVE_DIVISION.en,
    division_name_fr: INACTIVE_DIVISION.fr,
    league_name: 'Laval',
    sex: 'men',
    is_active: '0',
  }
  tree.Divisions = topDivisions
  const spotsNode: Record<string, unknown> = {}
  for (const division of divisions) {
    spotsNode[division.key] = {
      division_id: division.key,
      division_playoff_spots: division.spotsAsString ? String(division.spots) : division.spots,
    }
  }
  tree['2'] = { Divisions: spotsNode }
  return tree
}

// ---------------------------------------------------------------------------------------------
// Pieces

function teamNamePool(count: number): string[] {
  const names = [...TEAM_NAMES]
  const seen = new Set(names.map(keyOf))
  for (const prefix of TEAM_PREFIXES) {
    for (const place of TEAM_PLACES) {
      const name = `${prefix} ${place}`
      if (!seen.has(keyOf(name))) {
        seen.add(keyOf(name))
        names.push(name)
      }
    }
  }
  const base = names.length
  for (let i = 0; names.length < count; i++)
    names.push(`${names[i % base]} ${2 + Math.floor(i / base)}`)
  return names.slice(0, count)
}

function teamPicture(index: number, name: string): Team['picture'] {
  if (index === 5) return undefined // no picture: the site shows a placeholder
  const file = `${slug(name)}.svg`
  if (index === 11)
    return { field: 'team_pic', file: `missing-${file}`, folder: undefined, logo: false } // file not found
  const folder = index % 9 === 4 ? 'TeamPhotos' : index % 9 === 7 ? 'Teams' : 'TeamsImages'
  return { field: index % 5 === 2 ? 'team_photo' : 'team_pic', file, folder, logo: index % 4 === 0 }
}

function makeGame(
  id: string,
  division: Division,
  day: Day,
  slot: number,
  home: Team | undefined,
  away: Team | undefined,
  type: 'regular' | 'playoffs',
  stage: Stage | undefined,
  round: number,
): Game {
  const minutes = division.startHour * 60 + division.startMinute + Math.floor(slot / 2) * 60
  return {
    id,
    division,
    day,
    hour: Math.floor(minutes / 60),
    minute: minutes % 60,
    field: FIELDS[division.location][slot % 2],
    tbdTime: false,
    home,
    away,
    type,
    stage,
    round,
    forfeit: undefined,
    force: undefined,
    forcedRed: false,
    complete: false,
    result: undefined,
  }
}

function divisionRecord(division: Division, full: boolean): Record<string, unknown> {
  const record: Record<string, unknown> = {
    division_id: division.key,
    division_name_en: division.nameEn,
    division_name_fr: division.nameFr,
    [division.leagueField]: division.location,
  }
  if (division.sex) record.sex = division.sex
  record.is_active = '1'
  if (full) {
    record.division_code =
      division.group === 1 ? division.code : `${division.code}${division.group}`
    record.division_type = '7v7'
    record.division_playoff_spots = division.spotsAsString ? String(division.spots) : division.spots
  }
  return record
}

function winnerOf(game: Game): Team {
  const r = game.result as Result
  const home = game.home as Team
  const away = game.away as Team
  if (game.forfeit) return game.forfeit === 'home' ? away : home
  if (r.homeGoals !== r.awayGoals) return r.homeGoals > r.awayGoals ? home : away
  if (r.shootout) return r.shootout.homeGoals > r.shootout.awayGoals ? home : away
  return home
}

/**
 * Regular-season table: points, then goal difference, goals for, name
 * (docs/product.md#standings-rules).
 */
function standings(teams: Team[], games: Game[]): Team[] {
  const rows = new Map(teams.map((t) => [t, { points: 0, gf: 0, ga: 0 }]))
  for (const game of games) {
    const r = game.result
    if (!r || !game.home || !game.away) continue
    const home = rows.get(game.home)
    const away = rows.get(game.away)
    if (!home || !away) continue
    home.gf += r.homeGoals
    home.ga += r.awayGoals
    away.gf += r.awayGoals
    away.ga += r.homeGoals
    if (game.forfeit === 'home') away.points += 3
    else if (game.forfeit === 'away') home.points += 3
    else if (r.homeGoals > r.awayGoals) home.points += 3
    else if (r.homeGoals < r.awayGoals) away.points += 3
    else {
      home.points += 1
      away.points += 1
    }
  }
  return [...teams].sort((a, b) => {
    const x = rows.get(a) as { points: number; gf: number; ga: number }
    const y = rows.get(b) as { points: number; gf: number; ga: number }
    return (
      y.points - x.points ||
      y.gf - y.ga - (x.gf - x.ga) ||
      y.gf - x.gf ||
      a.name.localeCompare(b.name)
    )
  })
}

function simulate(rng: Random, game: Game): Result {
  const home = game.home as Team
  const away = game.away as Team
  if (game.forfeit) {
    return {
      homeGoals: game.forfeit === 'home' ? 0 : 3,
      awayGoals: game.forfeit === 'home' ? 3 : 0,
      overtime: false,
      shootout: undefined,
      homeLines: [],
      awayLines: [],
    }
  }
  const lambda = (a: Team, b: Team, bonus: number) =>
    Math.max(0.7, 3.1 + 0.9 * (a.strength - b.strength) + bonus)
  let homeGoals = rng.poisson(lambda(home, away, 0.25))
  let awayGoals = rng.poisson(lambda(away, home, 0))
  let overtime = false
  let shootout: Result['shootout']
  if (game.force) {
    awayGoals = homeGoals
  }
  if (game.type === 'playoffs' && homeGoals === awayGoals) {
    overtime = true
    let homeOvertime = rng.poisson(0.5)
    let awayOvertime = rng.poisson(0.5)
    if (game.force === 'shootout') awayOvertime = homeOvertime
    if (game.force === 'overtime' && homeOvertime === awayOvertime) homeOvertime++
    homeGoals += homeOvertime
    awayGoals += awayOvertime
    if (homeGoals === awayGoals) {
      let h = 0
      let a = 0
      let kicks = 0
      while (kicks < 3 || (h === a && kicks < 10)) {
        kicks++
        if (rng.chance(0.7)) h++
        if (rng.chance(0.7)) a++
      }
      if (h === a) h++
      shootout = { homeGoals: h, awayGoals: a, homeAttempts: kicks, awayAttempts: kicks }
    }
  }
  return {
    homeGoals,
    awayGoals,
    overtime,
    shootout,
    homeLines: lineup(rng, home, homeGoals, game.forcedRed),
    awayLines: lineup(rng, away, awayGoals, false),
  }
}

function lineup(rng: Random, team: Team, goals: number, forceRed: boolean): Line[] {
  const keepers = team.players.filter((p) => p.keeper)
  const field = team.players.filter((p) => !p.keeper)
  const appearing = [
    keepers[0],
    ...(rng.chance(0.25) ? keepers.slice(1) : []),
    ...field.filter(() => rng.chance(0.82)),
  ]
  const lines: Line[] = appearing.map((player) => ({
    player,
    goals: 0,
    assists: 0,
    yellow: 0,
    red: 0,
  }))
  const outfield = lines.filter((l) => !l.player.keeper)
  const scoringWeight = (l: Line) =>
    (l.player.position === 'FWD' ? 6 : l.player.position === 'MID' ? 3 : 1) * (0.5 + l.player.skill)
  for (let g = 0; g < goals && outfield.length > 0; g++) {
    const scorer = outfield[rng.weighted(outfield.map(scoringWeight))]
    scorer.goals++
    if (rng.chance(0.65)) {
      const others = lines.filter((l) => l !== scorer)
      if (others.length > 0)
        others[
          rng.weighted(
            others.map((l) => (l.player.keeper ? 0.2 : l.player.position === 'MID' ? 4 : 2)),
          )
        ].assists++
    }
  }
  for (const line of lines) {
    if (rng.chance(0.06)) line.yellow = 1
    if (rng.chance(0.006)) line.red = 1
  }
  if (forceRed) {
    const target = outfield.find((l) => l.player.position === 'MID') ?? outfield[0]
    if (target) target.red = 1
  }
  return lines
}

function scheduleTree(season: Season, divisions: Division[]): Record<string, unknown> {
  const out: Record<string, Record<string, Record<string, unknown>>> = {}
  for (const division of divisions) out[division.key] = {}
  for (const game of season.games) {
    const division = game.division
    const entry: Record<string, unknown> = {
      gameId: game.id,
      HomeTeamName: game.home?.name ?? '',
      AwayTeamName: game.away?.name ?? '',
    }
    if (game.home) entry.HomeTeamID = game.home.id
    if (game.away) entry.AwayTeamID = game.away.id
    entry.Date = gameDate(game.day)
    entry.Time = game.tbdTime ? 'TBD' : clockTime(game.hour, game.minute, division.timeStyle)
    if (game.field) entry.Field = game.field
    entry.DivisionID = division.key
    if (game.type === 'playoffs') {
      entry.GameType = 'playoffs'
      entry[division.stageField] = game.stage
    } else if (division.id !== 'M4') {
      entry.GameType = 'regular'
    }
    // Unplayed: results are recorded afterwards, through the domain's writer (record-results.ts).
    entry.GameComplete = division.completion[1]
    const byDay = out[division.key]
    const key = scheduleKey(game.day)
    byDay[key] ??= {}
    ;(byDay[key] as Record<string, unknown>)[game.id] = entry
  }
  return out
}

type Totals = { red: number; pom: number }

const isPlayed = (game: Game) => game.complete && !!game.result && !!game.home && !!game.away

/** The order games were played in: day, then kick-off. */
const byKickoff = (a: Game, b: Game) =>
  compareDays(a.day, b.day) || a.hour * 60 + a.minute - (b.hour * 60 + b.minute)

/** Writes `season`'s played games into `tree` through the domain's result writer. */
function recordSeasonResults(tree: Record<string, unknown>, season: Season): void {
  recordPlayedGames(tree, season, byKickoff)
}

function seasonTrees(
  season: Season,
  teams: Team[],
  divisions: Division[],
  today: Day,
  suspended: string[],
): Record<string, unknown> {
  const totals = new Map<Player, Totals>()
  const total = (p: Player) => {
    let t = totals.get(p)
    if (!t) {
      t = { red: 0, pom: 0 }
      totals.set(p, t)
    }
    return t
  }
  const redCards: Array<{ player: Player; day: Day }> = []
  const yellowDays = new Map<Player, Day[]>()
  // The branches start empty: recordPlayedGames writes every result into them.
  const stats: Record<string, { Teams: Record<string, { GAMES: Record<string, unknown> }> }> = {}
  const teamStats: Record<string, { Teams: Record<string, Record<string, unknown>> }> = {}
  for (const division of divisions) {
    stats[division.key] = { Teams: {} }
    teamStats[division.key] = { Teams: {} }
    for (const team of teams.filter((t) => t.division === division)) {
      stats[division.key].Teams[team.key] = { GAMES: {} }
      teamStats[division.key].Teams[team.key] = {}
    }
  }
  // What the league decides from the results: suspensions and players of the match.
  for (const game of season.games.filter(isPlayed).sort(byKickoff)) {
    const r = game.result as Result
    if (game.type !== 'regular') continue
    for (const line of [...r.homeLines, ...r.awayLines]) {
      if (line.red) {
        redCards.push({ player: line.player, day: game.day })
        total(line.player).red++
      }
      if (line.yellow)
        yellowDays.set(line.player, [...(yellowDays.get(line.player) ?? []), game.day])
    }
    if (!game.forfeit) {
      const winnerLines = r.homeGoals >= r.awayGoals ? r.homeLines : r.awayLines
      const best = [...winnerLines].sort(
        (a, b) => b.goals * 2 + b.assists - (a.goals * 2 + a.assists),
      )[0]
      if (best) total(best.player).pom++
    }
  }

  // Rosters with season totals and (for the active season) suspensions.
  const playersNode: Record<string, unknown> = {}
  const playerStats: Record<string, { Teams: Record<string, Record<string, unknown>> }> = {}
  const teamsNode: Record<string, unknown> = {}
  const flagVariants: unknown[] = ['yes', true, 1, '1', 2]
  let flagIndex = 0
  for (const team of teams) {
    const division = team.division.key
    teamsNode[team.key] = teamRecord(team)
    playerStats[division] ??= { Teams: {} }
    const teamPlayerStats: Record<string, unknown> = {}
    playerStats[division].Teams[team.key] = teamPlayerStats
    const usedKeys = new Set<string>()
    team.players.forEach((player, i) => {
      const t = totals.get(player) ?? { red: 0, pom: 0 }
      const record: Record<string, unknown> = { player_id: player.id }
      if (player.nameVariant === 'single') record.player_name = player.fullName
      else {
        record.player_fname = player.first
        record.player_lname = player.last
      }
      Object.assign(record, {
        team_id: team.id,
        division_id: division,
        position: player.position,
        jersey_number: player.jersey,
        GP: 0,
        Goals: 0,
        Assists: 0,
        Yellow: 0,
        Red: 0,
        POM: t.pom,
      })
      if (player.photo) record[player.photoField] = player.photo
      if (season.active) {
        const lastRed = redCards.filter((c) => c.player === player).at(-1)
        const yellows = yellowDays.get(player) ?? []
        const fifthYellow = yellows.length >= 5 ? yellows[4] : undefined
        if (lastRed) {
          const recent = compareDays(lastRed.day, addDays(today, -13)) >= 0
          const games = t.red >= 2 ? 2 : 1
          Object.assign(record, {
            player_suspended: recent
              ? flagVariants[flagIndex++ % flagVariants.length]
              : flagIndex % 2 === 0
                ? 'no'
                : 0,
            player_suspended_asof_date: isoDay(lastRed.day),
            player_returndate: isoDay(addDays(lastRed.day, 7 * games + 1)),
            // As a Québec league writes it: in French; the site shows the catalogue's label.
            notes_offence: t.red >= 2 ? 'Deuxième carton rouge' : 'Carton rouge',
            player_fine: t.red >= 2 ? 30 : 15,
            suspended_games: games,
          })
          if (recent) suspended.push(player.id)
        } else if (fifthYellow && compareDays(fifthYellow, addDays(today, -10)) >= 0) {
          Object.assign(record, {
            player_suspended: true,
            player_suspended_asof_date: isoDay(fifthYellow),
            player_returndate: isoDay(addDays(fifthYellow, 8)),
            notes_offence: '5 cartons jaunes',
            suspended_games: 1,
          })
          suspended.push(player.id)
        }
      }
      playersNode[player.id] = record
      let key = player.key
      while (usedKeys.has(key)) key = `${key}_2`
      usedKeys.add(key)
      const idField = ['PlayerID', 'player_id', 'playerId'][i % 3]
      const stat: Record<string, unknown> = {
        Goals: 0,
        [idField]: player.id,
      }
      if (player.photo) stat.photo = player.photo
      teamPlayerStats[key] = stat
    })
  }
  return {
    [`${season.id}_Teams`]: teamsNode,
    [`${season.id}_Players`]: playersNode,
    [`PlayerStats_${season.id}`]: playerStats,
    [`TeamStats_${season.id}`]: { Divisions: teamStats },
    [`Stats_${season.id}`]: { Divisions: stats },
  }
}

function teamRecord(team: Team): Record<string, unknown> {
  const record: Record<string, unknown> = { team_id: team.id }
  if (team.variant === 'team_name') {
    record.team_name = team.name
    if (team.nameFr) record.team_name_fr = team.nameFr
  } else if (team.variant === 'name') {
    record.name = team.name
  } else {
    record.team_name_en = team.nameEn
    record.team_name_fr = team.nameFr
  }
  record.team_short_name = team.shortName
  record.team_code = `${team.division.key}-${team.shortName}`
  record.division_id = team.division.key
  if (team.picture) {
    record[team.picture.field] = team.picture.file
    if (team.picture.logo) record.team_logo = team.picture.file
  }
  return record
}

type NewsContext = {
  today: Day
  activeStart: Day
  active: Season
  divisions: Division[]
  teams: Team[]
}

function newsTree(
  rng: Random,
  media: Record<string, string>,
  context: NewsContext,
): Record<string, unknown> {
  const { today, activeStart, active } = context
  const m1 = context.divisions[0]
  const leader = standings(
    context.teams.filter((t) => t.division === m1),
    active.games.filter((g) => g.division === m1 && g.complete && g.type === 'regular'),
  )[0]
  const w1 = context.divisions.find((d) => d.furtherAlong)
  const items: Array<{
    day: Day
    title: string
    titleFr?: string
    article: string
    articleFr?: string
    image?: [string, string]
  }> = [
    {
      day: activeStart,
      title: `The ${active.nameE} season kicks off`,
      titleFr: `Coup d'envoi de la saison ${active.nameF}`,
      article: `${context.teams.length} teams in ${context.divisions.length} divisions are back on the turf in Laval and Brossard. Good luck to everyone, and remember: respect the referees, your opponents and the facilities.`,
      articleFr: `${context.teams.length} équipes réparties dans ${context.divisions.length} divisions sont de retour sur le terrain à Laval et à Brossard. Bonne saison à toutes et à tous, et n'oubliez pas\u00a0: respect des arbitres, des adversaires et des installations.`,
      image: ['#0b3d2e', '#1f7a4d'],
    },
    {
      day: addDays(activeStart, 12),
      title: 'Referee clinic: the new rules explained',
      titleFr: "Clinique d'arbitrage\u00a0: les nouveaux règlements expliqués",
      article:
        'Our referees met captains to go over slide tackles, substitutions on the fly and the five-yellow-card rule. Captains, please share the summary with your players.',
      articleFr:
        'Nos arbitres ont rencontré les capitaines pour revoir les tacles glissés, les changements à la volée et la règle des cinq cartons jaunes. Capitaines, partagez le résumé avec vos joueurs.',
      image: ['#1d1d1b', '#f2a900'],
    },
    {
      day: addDays(activeStart, 30),
      title: 'Welcome to our new sponsor, Clinique Physio Laval',
      titleFr: 'Bienvenue à notre nouveau commanditaire, Clinique Physio Laval',
      article:
        'Clinique Physio Laval joins the league this season and offers every registered player a free injury assessment. Thank you for supporting amateur soccer!',
      articleFr:
        'La Clinique Physio Laval se joint à la ligue cette saison et offre à chaque joueur inscrit une évaluation gratuite des blessures. Merci de soutenir le soccer amateur!',
      image: ['#0a7e8c', '#0d47a1'],
    },
    {
      day: addDays(today, -9),
      title: `${leader?.name ?? 'The leaders'} set the pace in ${m1.nameEn}`,
      // A team name is singular in French too, whatever it reads like ('Les Aigles donne le ton').
      titleFr: `${leader?.name ?? "L'équipe de tête"} donne le ton en ${m1.nameFr}`,
      article: `With the regular season past its midpoint, ${leader?.name ?? 'the leaders'} sit on top of ${m1.nameEn}. Six rounds remain before the playoffs: every point counts.`,
      articleFr: `La saison régulière a passé le cap de la mi-parcours et ${leader?.name ?? "l'équipe de tête"} occupe le premier rang en ${m1.nameFr}. Il reste six rondes avant les séries\u00a0: chaque point compte.`,
      image: ['#c8102e', '#6c1d45'],
    },
    {
      day: today,
      title: w1 ? `Playoffs under way in ${w1.nameEn}` : 'Playoffs are coming',
      titleFr: w1 ? `Les séries sont lancées en ${w1.nameFr}` : 'Les séries approchent',
      article:
        'Two semi-finals last night, two overtimes and a shootout to finish: the women’s playoffs delivered. The final is next week, come and cheer!',
      articleFr:
        'Deux demi-finales hier soir, deux prolongations et une fusillade pour conclure\u00a0: les séries féminines ont tenu leurs promesses. La finale a lieu la semaine prochaine, venez encourager!',
      image: ['#4b2e83', '#b7a57a'],
    },
    {
      day: addDays(today, -1),
      title: 'Registration for next season is closed',
      titleFr: 'Les inscriptions pour la prochaine saison sont fermées',
      article:
        'All spots are taken for next season. Teams on the waiting list will be contacted by e-mail if a spot opens up.',
      articleFr:
        "Toutes les places sont prises pour la prochaine saison. Les équipes sur la liste d'attente seront contactées par courriel si une place se libère.",
    },
    {
      day: addDays(today, -2),
      title: 'Lost and found: a blue water bottle and a pair of shin guards',
      titleFr: 'Objets trouvés\u00a0: une gourde bleue et une paire de protège-tibias',
      article: 'Left at the Laval field after Sunday night games. Ask at the front desk.',
      articleFr:
        "Oubliées au terrain de Laval après les matchs de dimanche soir. Adressez-vous à l'accueil.",
    },
  ]
  const news: Record<string, Record<string, unknown>> = {}
  items.forEach((item, i) => {
    const date = isoDay(item.day)
    const record: Record<string, unknown> = { title: item.title }
    if (item.titleFr) record.title_fr = item.titleFr
    record.Article = item.article
    if (item.articleFr) record.Article_fr = item.articleFr
    record.date = date
    if (item.image) {
      const path = `News/${date}-${slug(item.title).slice(0, 40)}.svg`
      media[path] = newsImage(item.image[0], item.image[1])
      record.image = path
    }
    news[date] ??= {}
    news[date][demoPushId(torontoInstant(item.day, 9, i).getTime(), rng)] = record
  })
  return news
}

function sponsorsTree(
  rng: Random,
  media: Record<string, string>,
  now: Date,
): Record<string, unknown> {
  const sponsors = [
    {
      name: 'Sports Rive-Nord',
      tagline: 'Équipement de soccer',
      colour: '#c8102e',
      website: 'https://sports-rive-nord.example',
      active: true,
    },
    {
      name: 'Boulangerie St-Méthode',
      tagline: 'Pains et viennoiseries',
      colour: '#8d6e63',
      website: 'www.boulangerie-st-methode.example',
      active: true,
    },
    {
      name: 'Clinique Physio Laval',
      tagline: 'Physiothérapie sportive',
      colour: '#0a7e8c',
      website: 'physio-laval.example',
      active: true,
    },
    {
      name: 'Pizzeria Napoli Brossard',
      tagline: 'Depuis 1987',
      colour: '#2e7d32',
      website: 'https://napoli-brossard.example/',
      active: true,
    },
    {
      name: 'Garage Côté & Fils',
      tagline: 'Mécanique générale',
      colour: '#0d47a1',
      website: 'garage-cote.example',
      active: false,
    },
  ]
  const out: Record<string, unknown> = {}
  sponsors.forEach((sponsor, i) => {
    const createdAt = now.getTime() - (400 - i * 60) * 86_400_000
    const record: Record<string, unknown> = { name: sponsor.name }
    if (sponsor.active) {
      const path = `Sponsors/${slug(sponsor.name)}.svg`
      media[path] = sponsorLogo(sponsor.name, sponsor.tagline, sponsor.colour)
      record.imagePath = path
    } else {
      record.imageUrl = 'https://garage-cote.example/logo.png'
    }
    Object.assign(record, { websiteUrl: sponsor.website, active: sponsor.active, createdAt })
    out[demoPushId(createdAt, rng)] = record
  })
  return out
}

function preseasonTree(
  rng: Random,
  media: Record<string, string>,
  active: Season,
  past: Season,
  activeStart: Day,
  pastEnd: Day,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [season, start] of [
    [active, addDays(activeStart, -14)],
    [past, addDays(pastEnd, -7 * 20)],
  ] as const) {
    const path = `PreSeason/${season.id}-banner.svg`
    media[path] = preseasonBanner()
    out[season.id] = { [demoPushId(torontoInstant(start, 12, 0).getTime(), rng)]: { url: path } }
  }
  return out
}

function finesTree(rng: Random, active: Season, today: Day): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const fines: Array<{ team: Team; day: Day; amount: number | string; notes: string }> = []
  for (const game of active.games) {
    if (!game.complete || !game.result || !game.home || !game.away) continue
    if (game.forfeit) {
      const team = game.forfeit === 'home' ? game.home : game.away
      fines.push({
        team,
        day: game.day,
        amount: '100.00',
        notes: 'Forfait sans préavis de 24 h / Forfeit without 24 h notice',
      })
    }
    for (const [team, lines] of [
      [game.home, game.result.homeLines],
      [game.away, game.result.awayLines],
    ] as const) {
      for (const line of lines) {
        if (line.red)
          fines.push({
            team,
            day: game.day,
            amount: 15,
            notes: `Carton rouge - ${line.player.fullName}`,
          })
      }
    }
  }
  for (const fine of fines) {
    const old = compareDays(fine.day, addDays(today, -14)) < 0
    const paid = old && rng.chance(0.7)
    const updated = paid ? addDays(fine.day, rng.int(2, 9)) : fine.day
    out[demoPushId(torontoInstant(updated, 10, 0).getTime(), rng)] = {
      Team_Name: fine.team.name,
      Team_ID: fine.team.id,
      Division: fine.team.division.key,
      Fine_Amount: fine.amount,
      Notes: fine.notes,
      Payment_Status: paid ? 'Paid' : 'Unpaid',
      UpdatedAt: isoDay(updated),
      Season_ID: active.id,
    }
  }
  return out
}
