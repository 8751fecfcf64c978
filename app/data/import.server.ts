// `npm run import`: the league's subtree is replaced in one transaction.
import { validateTree, type EmbeddedSource } from './embedded-source.server.ts'
import { isPlainObject, joinPath } from './league-source.ts'

export class ImportError extends Error {}

export type LeagueSummary = {
  seasons: number
  divisions: number
  teams: number
  games: number
  players: number
}

export type ImportResult = LeagueSummary & {
  leagueKey: string
  exportKey?: string
  file: string
  keptRegistrations: number
  replaced: boolean
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return `a ${typeof value}`
}

export type ParsedExport = {
  league: Record<string, unknown>
  exportKey: string | undefined
}

export function parseLeagueExport(text: string, leagueKey: string, fromKey?: string): ParsedExport {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    throw new ImportError(`The file is not valid JSON (${(error as Error).message}).`)
  }
  if (!isPlainObject(data)) {
    throw new ImportError(
      `Expected a JSON object (a Realtime Database export), but the file holds ${describe(data)}.`,
    )
  }
  let league: unknown = data
  let exportKey: string | undefined
  if (isPlainObject(data.leagues)) {
    const leagues = data.leagues
    const available = Object.keys(leagues)
    const wanted = fromKey ?? leagueKey
    if (Object.hasOwn(leagues, wanted)) exportKey = wanted
    else if (fromKey === undefined && available.length === 1) exportKey = available[0]
    else {
      throw new ImportError(
        `The export has no league "${wanted}" under "leagues"` +
          (available.length > 0
            ? ` (it has: ${available.join(', ')}); choose one with --from KEY.`
            : '.'),
      )
    }
    league = leagues[exportKey]
  } else if (fromKey !== undefined) {
    throw new ImportError(
      `--from ${fromKey} was given, but the file has no "leagues" node (it looks like a league subtree).`,
    )
  }
  const name = exportKey ?? leagueKey
  if (!isPlainObject(league) || Object.keys(league).length === 0) {
    throw new ImportError(
      `The league "${name}" in the export is ${isPlainObject(league) ? 'empty' : describe(league)}, not a league tree.`,
    )
  }
  try {
    validateTree(league)
  } catch (error) {
    throw new ImportError(`The export cannot be stored: ${(error as Error).message}`)
  }
  return { league: league as Record<string, unknown>, exportKey }
}

function size(value: unknown): number {
  return isPlainObject(value) || Array.isArray(value) ? Object.keys(value).length : 0
}

export function summariseLeague(league: Record<string, unknown>): LeagueSummary {
  const divisionIds = new Set<string>()
  const seasons = isPlainObject(league.Seasons) ? league.Seasons : {}
  for (const season of Object.values(seasons)) {
    if (isPlainObject(season) && isPlainObject(season.Divisions)) {
      for (const id of Object.keys(season.Divisions)) divisionIds.add(id)
    }
  }
  if (isPlainObject(league.Divisions))
    for (const id of Object.keys(league.Divisions)) divisionIds.add(id)
  let teams = 0
  let players = 0
  for (const [key, value] of Object.entries(league)) {
    if (key.endsWith('_Teams')) teams += size(value)
    if (key.endsWith('_Players')) players += size(value)
  }
  let games = 0
  const schedule = isPlainObject(league.Schedule) ? league.Schedule : {}
  for (const season of Object.values(schedule)) {
    const divisions =
      isPlainObject(season) && isPlainObject(season.Divisions) ? season.Divisions : {}
    for (const days of Object.values(divisions)) {
      if (!isPlainObject(days)) continue
      for (const day of Object.values(days)) {
        if (isPlainObject(day)) games += Object.values(day).filter(isPlainObject).length
      }
    }
  }
  return { seasons: size(seasons), divisions: divisionIds.size, teams, games, players }
}

/** Registrations the export lacks are kept, so re-importing an older export never loses one. */
export function importLeague(
  source: EmbeddedSource,
  leagueKey: string,
  league: Record<string, unknown>,
  options: { replaceRegistrations?: boolean; exportKey?: string } = {},
): ImportResult {
  const root = joinPath('leagues', leagueKey)
  const outcome = source.runInTransaction((tx) => {
    const replaced = source.has(root)
    let kept = 0
    let tree = league
    if (!options.replaceRegistrations) {
      const existing = tx.read(joinPath(root, 'RegisterTeamForm'))
      if (isPlainObject(existing)) {
        const incoming = isPlainObject(league.RegisterTeamForm) ? league.RegisterTeamForm : {}
        const extra = Object.fromEntries(
          Object.entries(existing).filter(([id]) => !Object.hasOwn(incoming, id)),
        )
        kept = Object.keys(extra).length
        if (kept > 0) tree = { ...league, RegisterTeamForm: { ...incoming, ...extra } }
      }
    }
    tx.write(root, tree)
    return { replaced, kept }
  })
  return {
    leagueKey,
    exportKey: options.exportKey,
    file: source.file,
    keptRegistrations: outcome.kept,
    replaced: outcome.replaced,
    ...summariseLeague(league),
  }
}

export function formatImportResult(result: ImportResult): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
  const lines = [
    `Imported ${result.exportKey ? `leagues/${result.exportKey} of the export as ` : ''}league "${result.leagueKey}" into ${result.file}${result.replaced ? ' (its previous data was replaced)' : ''}:`,
    `  ${plural(result.seasons, 'season')}, ${plural(result.divisions, 'division')}, ${plural(result.teams, 'team')}, ${plural(result.games, 'game')}, ${plural(result.players, 'player')}`,
  ]
  if (result.keptRegistrations > 0) {
    lines.push(
      `  kept ${plural(result.keptRegistrations, 'registration')} already saved in the store (use --replace-registrations to drop them)`,
    )
  }
  return lines.join('\n')
}
