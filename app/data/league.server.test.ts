import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'

import { until } from '../../tests/support/until.ts'

// The environment is read once, on first use: set it before anything reads it.
const dataDir = mkdtempSync(path.join(tmpdir(), 'league-data-'))
process.env.DATA_DIR = dataDir
process.env.LEAGUE_KEY = 'testleague'
process.env.LEAGUE_SOURCE = 'embedded'
process.env.LEAGUE_NOW = '2026-01-14T19:00:00-05:00'
process.env.LOG_LEVEL = 'silent'

const { readLeaguePath, writeLeaguePath } = await import('./embedded-source.server.ts')
const league = await import('./league.server.ts')
const { resolveMediaUrl } = await import('./media.server.ts')

afterEach(async () => {
  await league.stopLeagueData()
})

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true })
})

// Seeding writes ~190 000 rows: allow for a busy machine.
describe('the league data of the server process', { timeout: 30_000 }, () => {
  it('seeds the demo league into an empty store and serves it', async () => {
    const snapshot = await league.getLeagueSnapshot()
    expect(snapshot.version).toBe(1)
    expect(Object.keys(snapshot.tree.Seasons as object)).toEqual(['2024W', '2025S', '2025W'])
    expect(existsSync(path.join(dataDir, 'media', 'PreSeason', '2025W-banner.svg'))).toBe(true)
    expect(await resolveMediaUrl('PreSeason/2025W-banner.svg', 'preseason')).toBe(
      '/media/PreSeason/2025W-banner.svg',
    )
  })

  it('starts once, however many callers ask at the same time', async () => {
    const [a, b] = await Promise.all([
      league.getLeagueSnapshot(),
      league.getLeagueSnapshot(),
      league.startLeagueData(),
    ])
    expect(a).toBe(b)
    expect(league.peekLeagueSnapshot()).toBe(a)
  })

  it('keeps the stored data across restarts instead of seeding again', async () => {
    writeLeaguePath(dataDir, 'testleague', 'News', { '2026-01-01': { x: { title: 'Kept' } } })
    await league.stopLeagueData()
    const snapshot = await league.getLeagueSnapshot()
    expect(snapshot.tree.News).toEqual({ '2026-01-01': { x: { title: 'Kept' } } })
  })

  it('saves registrations without ever publishing them', async () => {
    const before = await league.getLeagueSnapshot()
    const id = await league.pushRegistration({
      teamName: 'Les Invités',
      email: 'captain@registrant.test',
      status: 'pending',
    })
    expect(id).toMatch(/^[-0-9A-Za-z_]{20}$/)
    expect(readLeaguePath(dataDir, 'testleague', `RegisterTeamForm/${id}/teamName`)).toBe(
      'Les Invités',
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    const after = await league.getLeagueSnapshot()
    expect(after.version).toBe(before.version)
    expect(after.tree).not.toHaveProperty('RegisterTeamForm')
  })

  it('queues the contact notice with the registration, under a key of its own, and reads registrations back', async () => {
    const confirmation = { to: 'captain@registrant.test', subject: 'c', text: 'c', html: 'c' }
    const id = await league.pushRegistration(
      { teamName: 'Les Avisés', email: 'captain@registrant.test', status: 'pending' },
      confirmation,
      (saved) => ({ to: 'ligue@example.org', subject: saved, text: saved, html: saved }),
    )
    const rows = league
      .getMailQueue()
      .db.prepare('SELECT registration, message FROM mail_queue ORDER BY id')
      .all() as Array<{ registration: string; message: string }>
    expect(rows.slice(-2).map((row) => row.registration)).toEqual([
      id,
      `${league.REGISTRATION_NOTICE_KEY}${id}`,
    ])
    expect(JSON.parse(rows.at(-1)!.message)).toMatchObject({ to: 'ligue@example.org', text: id })
    // The export's e-mail column is the confirmation's, not the notice's.
    const saved = (await league.readRegistrations()).find((r) => r.id === id)
    expect(saved).toMatchObject({ teamName: 'Les Avisés', confirmationEmail: 'pending' })
  })

  it('refuses a registration that is not a plain object', async () => {
    await expect(league.pushRegistration([] as unknown as object)).rejects.toThrow(TypeError)
  })

  it('tells listeners which top-level keys changed when another process writes', async () => {
    const first = await league.getLeagueSnapshot()
    const seen: Array<[number, string[]]> = []
    league.onLeagueChange((snapshot, keys) => seen.push([snapshot.version, keys]))
    const sponsors = first.tree.Sponsors as Record<string, unknown>
    const someSponsor = Object.keys(sponsors)[0]
    writeLeaguePath(dataDir, 'testleague', `Sponsors/${someSponsor}/name`, 'Nouveau nom')
    await until(() => seen.length === 1)
    expect(seen[0]).toEqual([first.version + 1, ['Sponsors']])
  })
})
