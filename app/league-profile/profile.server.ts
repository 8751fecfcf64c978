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

export const DEFAULT_LEAGUE_PROFILE = 'league-profile.json'

export class LeagueProfileError extends Error {}

export function leagueProfilePath(
  source: Record<string, string | undefined> = process.env,
): string {
  return path.resolve(source.LEAGUE_PROFILE?.trim() || DEFAULT_LEAGUE_PROFILE)
}

/** Any problem is one line naming the file and the field. */
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

export function getLeagueProfile(): LeagueProfile {
  cached ??= readLeagueProfile(leagueProfilePath())
  return cached
}
