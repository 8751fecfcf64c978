import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Lang } from '~/i18n/language.ts'

import { parseRulesMarkdown } from './rules-markdown.ts'
import {
  type LeagueProfile,
  type LeagueProfileFile,
  type LeagueRules,
  parseLeagueProfile,
} from './schema.ts'

/** The committed profile of the league this site was made for, used when LEAGUE_PROFILE is unset. */
export const DEFAULT_LEAGUE_PROFILE = 'league-profile.json'

export class LeagueProfileError extends Error {}

/** The profile file's absolute path: LEAGUE_PROFILE, relative to the working directory. */
export function leagueProfilePath(
  source: Record<string, string | undefined> = process.env,
): string {
  return path.resolve(source.LEAGUE_PROFILE?.trim() || DEFAULT_LEAGUE_PROFILE)
}

/**
 * Reads and validates a profile file and the rules files it names; any problem is one line naming
 * the file and the field: 'league profile /srv/league.json: venues[1].address: required',
 * 'league profile /srv/league.json: rules.en /srv/rules.en.md: line 12: a table is not understood …'.
 */
export function readLeagueProfile(file: string): LeagueProfile {
  let data: unknown
  try {
    data = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'no such file (set LEAGUE_PROFILE to the league profile, see docs/deploy.md#league-profile)'
        : error instanceof SyntaxError
          ? `not valid JSON (${error.message})`
          : String((error as Error).message ?? error)
    throw new LeagueProfileError(`league profile ${file}: ${reason}`)
  }
  let profile: LeagueProfileFile
  try {
    profile = parseLeagueProfile(data)
  } catch (error) {
    throw new LeagueProfileError(`league profile ${file}: ${(error as Error).message}`)
  }
  const { rules, ...identity } = profile
  return rules ? { ...identity, rules: readLeagueRules(file, rules) } : identity
}

/** Each language's Markdown file, relative to the profile's own file. */
function readLeagueRules(profileFile: string, files: Record<Lang, string>): LeagueRules {
  const read = (lang: Lang) => {
    const file = path.resolve(path.dirname(profileFile), files[lang])
    try {
      return parseRulesMarkdown(readFileSync(file, 'utf8'))
    } catch (error) {
      const reason =
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? 'no such file'
          : (error as NodeJS.ErrnoException).code === 'EISDIR'
            ? 'a folder, not a file'
            : (error as Error).message
      throw new LeagueProfileError(`league profile ${profileFile}: rules.${lang} ${file}: ${reason}`)
    }
  }
  return { fr: read('fr'), en: read('en') }
}

let cached: LeagueProfile | undefined

/** The league's profile (LEAGUE_PROFILE), read once. */
export function getLeagueProfile(): LeagueProfile {
  cached ??= readLeagueProfile(leagueProfilePath())
  return cached
}
