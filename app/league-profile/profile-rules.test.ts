import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rules as bundledRules } from '~/content/rules.ts'

import { applyLeagueProfile, leagueProfile, leagueRules } from './current.ts'
import { readLeagueProfile } from './profile.server.ts'

const RULES = '# Rules\n\nBe kind.\n\n## Play {#play}\n\n- Fair play.\n'

let folder: string
const committed = () => JSON.parse(readFileSync('league-profile.json', 'utf8')) as object

/** A profile in a folder of its own with `rules` as given and these files beside it. */
function profileWith(rules: unknown, files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(folder, 'league-'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), text)
  }
  const file = path.join(dir, 'league.json')
  writeFileSync(file, JSON.stringify({ ...committed(), rules }))
  return file
}

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'league-rules-'))
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('a league profile’s own rules', () => {
  it('reads each language’s file relative to the profile', () => {
    const file = profileWith(
      { fr: 'rules/fr.md', en: './rules/en.md' },
      { 'rules/fr.md': RULES.replace('Rules', 'Règles'), 'rules/en.md': RULES },
    )
    const profile = readLeagueProfile(file)
    expect(profile.rules?.fr.title).toBe('Règles')
    expect(profile.rules?.en).toMatchObject({ title: 'Rules', description: 'Be kind.' })
  })

  it('leaves the bundled rules when the profile names none', () => {
    const committedProfile = leagueProfile()
    expect(readLeagueProfile('league-profile.json').rules).toBeUndefined()
    expect(leagueRules()).toBe(bundledRules)
    applyLeagueProfile(
      readLeagueProfile(profileWith({ fr: 'r.md', en: 'r.md' }, { 'r.md': RULES })),
    )
    try {
      expect(leagueRules().en.title).toBe('Rules')
    } finally {
      applyLeagueProfile(committedProfile)
    }
  })

  it.each([
    [
      'a missing file',
      { fr: 'fr.md', en: 'nowhere.md' },
      { 'fr.md': RULES },
      /rules\.en \/.*\/nowhere\.md: no such file$/,
    ],
    [
      'a folder instead of a file',
      { fr: 'fr.md', en: 'rules' },
      { 'fr.md': RULES, 'rules/x.md': RULES },
      /rules\.en \/.*\/rules: a folder, not a file$/,
    ],
    [
      'a missing language',
      { fr: 'fr.md' },
      { 'fr.md': RULES },
      /league\.json: rules\.en: required$/,
    ],
    ['a blank file name', { fr: ' ', en: 'en.md' }, { 'en.md': RULES }, /rules\.fr: required$/],
    [
      'one path for both languages',
      'rules.md',
      { 'rules.md': RULES },
      /rules: must name a file per language/,
    ],
    [
      'a file that is not the rules',
      { fr: 'fr.md', en: 'en.md' },
      { 'fr.md': RULES, 'en.md': 'Hello\n# Rules' },
      /rules\.en \/.*\/en\.md: line 1: the file must begin with its title/,
    ],
    [
      'a table in the rules',
      { fr: 'fr.md', en: 'en.md' },
      { 'fr.md': `${RULES}| a | b |\n`, 'en.md': RULES },
      /rules\.fr \/.*\/fr\.md: line 8: a table is not understood/,
    ],
  ])(
    'refuses %s in one line naming the profile, the file and the problem',
    (_case, rules, files, message) => {
      const file = profileWith(rules, files)
      let error: Error | undefined
      try {
        readLeagueProfile(file)
      } catch (thrown) {
        error = thrown as Error
      }
      expect(error?.message).toMatch(message)
      expect(error?.message.startsWith(`league profile ${file}: rules`)).toBe(true)
      expect(error?.message).not.toContain('\n')
    },
  )
})
