/** The demo's teams and their squads: names, crests, colours, strengths and players. */
import { playerAvatar, slug, teamCrest } from './art.ts'
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
import type { Random } from './random.ts'
import type { Division, Player, Team } from './shapes.ts'

/** ASCII key of a name: 'St. Laurent United' → 'St_Laurent_United', 'Les Étoiles' → 'Les_Etoiles'. */
export function keyOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
}

/** Every division's teams, each with its squad; crests and some player photos go to `media`. */
export function makeTeams(
  divisions: Division[],
  rng: Random,
  media: Record<string, string>,
): Team[] {
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
export function makeTeam(
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

export function teamNamePool(count: number): string[] {
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

export function teamPicture(index: number, name: string): Team['picture'] {
  if (index === 5) return undefined // no picture: the site shows a placeholder
  const file = `${slug(name)}.svg`
  if (index === 11)
    return { field: 'team_pic', file: `missing-${file}`, folder: undefined, logo: false } // file not found
  const folder = index % 9 === 4 ? 'TeamPhotos' : index % 9 === 7 ? 'Teams' : 'TeamsImages'
  return { field: index % 5 === 2 ? 'team_photo' : 'team_pic', file, folder, logo: index % 4 === 0 }
}
