import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

import { getAtPath } from '~/data/league-source.ts'
import { FirebaseProtocolServer } from '../../tests/support/firebase-protocol-server.ts'
import { TokenEndpoint } from '../../tests/support/token-endpoint.ts'

// A league in Firebase, reached with a service account whose tokens a local endpoint gives.
// The environment is read once, on first use: set it before anything reads it.
const dataDir = mkdtempSync(path.join(tmpdir(), 'league-write-firebase-'))
const endpoint = new TokenEndpoint()
await endpoint.listen()
const league = { Seasons: { '2026W': { Name: 'Hiver 2026' } }, News: { n1: { TitleFr: 'Un' } } }
const database = new FirebaseProtocolServer({
  tree: { leagues: { fb: league } },
  acceptToken: (token) => endpoint.isValid(token),
})
process.env.DATA_DIR = dataDir
process.env.LEAGUE_KEY = 'fb'
process.env.LEAGUE_SOURCE = 'firebase'
process.env.FIREBASE_DATABASE_URL = await database.listen()
process.env.FIREBASE_SERVICE_ACCOUNT = endpoint.keyFile(dataDir)
process.env.LOG_LEVEL = 'silent'

const data = await import('~/data/league.server.ts')
const { writeLeagueChange } = await import('./league-write.server.ts')

afterAll(async () => {
  await data.stopLeagueData()
  await database.close()
  await endpoint.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const change = { operator: 'ops@example.org', action: 'news.edited', target: 'News/n1' }
const edit = (title: string) => () => ({
  ok: true as const,
  update: { 'News/n1/TitleFr': title, 'News/n2/TitleFr': `${title} 2` },
})

describe('a console change on a Firebase league', () => {
  it('is one PATCH with the service account’s token, at the root both the league and its audit entry in the shared console state are under, and is published', async () => {
    await data.getLeagueSnapshot()
    expect(await writeLeagueChange({ ...change, lang: 'fr' }, edit('Deux'))).toEqual({ ok: true })
    const patches = database.requests.filter((request) => request.method === 'PATCH')
    expect(patches).toMatchObject([{ path: '', credential: 'ya29.test-1' }])
    expect(getAtPath(database.tree, 'leagues/fb/News')).toEqual({
      n1: { TitleFr: 'Deux' },
      n2: { TitleFr: 'Deux 2' },
    })
    // The write resolves once this process's mirror has the change.
    expect(getAtPath((await data.getLeagueSnapshot()).tree, 'News/n2/TitleFr')).toBe('Deux 2')
    const audit = await data.getConsoleStore().auditEntriesSince()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ operator: change.operator, action: 'news.edited' })
  })

  it('refused by the database: a clear answer in the operator’s language, nothing written or audited', async () => {
    const before = structuredClone(database.tree)
    const snapshot = await data.getLeagueSnapshot()
    database.acceptToken = () => false
    try {
      const fr = await writeLeagueChange({ ...change, lang: 'fr' }, edit('Trois'))
      expect(fr).toEqual({
        ok: false,
        reason:
          'la base de données de la ligue l’a refusé ou n’a pas pu être jointe (réessayez dans un moment)',
      })
      const en = await writeLeagueChange({ ...change, lang: 'en' }, edit('Trois'))
      expect(en).toEqual({
        ok: false,
        reason: 'the league’s database refused it or could not be reached (try again in a moment)',
      })
    } finally {
      database.acceptToken = (token) => endpoint.isValid(token)
    }
    expect(database.tree).toEqual(before)
    expect(data.peekLeagueSnapshot()?.tree).toEqual(snapshot.tree)
    expect(await data.getConsoleStore().auditEntriesSince()).toHaveLength(1)
  })

  it('unanswered after it was sent: the operator is told to look before saving again', async () => {
    database.intercept = (request, response) => {
      if (request.method !== 'PATCH') return false
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.write('{"News/n1')
      setTimeout(() => response.destroy(), 50)
      return true
    }
    try {
      const en = await writeLeagueChange({ ...change, lang: 'en' }, edit('Quatre'))
      expect(en).toEqual({
        ok: false,
        reason:
          'the league’s database did not answer in time; reload the page to see whether the ' +
          'change reached it before trying again',
      })
    } finally {
      database.intercept = undefined
    }
    expect(await data.getConsoleStore().auditEntriesSince()).toHaveLength(1)
  })
})
