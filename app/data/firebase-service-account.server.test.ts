import { generateKeyPairSync } from 'node:crypto'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

import {
  GOOGLE_TOKEN_URI,
  readServiceAccount,
  ServiceAccountError,
} from './firebase-service-account.server.ts'

const dir = mkdtempSync(path.join(os.tmpdir(), 'service-account-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString()

const sound = {
  type: 'service_account',
  project_id: 'league-project',
  private_key_id: 'abc',
  private_key: privateKey,
  client_email: 'site@league-project.iam.gserviceaccount.com',
}

function file(name: string, content: string): string {
  const at = path.join(dir, name)
  writeFileSync(at, content)
  return at
}

function problem(at: string): string {
  try {
    readServiceAccount(at)
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceAccountError)
    return (error as Error).message
  }
  throw new Error('expected the key to be refused')
}

describe('a service account key file', () => {
  it('gives the account, its key and Google’s token endpoint when the file names none', () => {
    const key = readServiceAccount(file('sound.json', JSON.stringify(sound)))
    expect(key).toMatchObject({
      clientEmail: sound.client_email,
      projectId: 'league-project',
      privateKeyId: 'abc',
      tokenUri: GOOGLE_TOKEN_URI,
    })
  })

  it.each([
    [
      'missing',
      () => path.join(dir, 'nowhere.json'),
      /nowhere\.json cannot be read \(no such file\)$/,
    ],
    [
      'a directory',
      () => (mkdirSync(path.join(dir, 'd'), { recursive: true }), path.join(dir, 'd')),
      /cannot be read \(it is a directory\)$/,
    ],
    [
      'not JSON',
      () => file('junk.json', 'not json {'),
      /junk\.json is not JSON \(expected a service account key file\)$/,
    ],
    [
      'a JSON array',
      () => file('array.json', '[]'),
      /is not a service account key \(not a JSON object\)$/,
    ],
    [
      'another kind of credential',
      () => file('user.json', JSON.stringify({ ...sound, type: 'authorized_user' })),
      /type "authorized_user", expected "service_account"/,
    ],
    [
      'without a type',
      () => file('untyped.json', JSON.stringify({ ...sound, type: undefined })),
      /type none, expected "service_account"/,
    ],
    [
      'without a private key',
      () => file('nokey.json', JSON.stringify({ ...sound, private_key: '' })),
      /nokey\.json has no private_key$/,
    ],
    [
      'with a private key that is not PEM',
      () =>
        file(
          'badkey.json',
          JSON.stringify({
            ...sound,
            private_key: '-----BEGIN PRIVATE KEY-----\nnope\n-----END PRIVATE KEY-----\n',
          }),
        ),
      /private_key is not a PEM private key$/,
    ],
    [
      'without a client e-mail',
      () => file('noemail.json', JSON.stringify({ ...sound, client_email: undefined })),
      /has no client_email$/,
    ],
    [
      'with a token_uri that is no URL',
      () => file('baduri.json', JSON.stringify({ ...sound, token_uri: 'ftp://x' })),
      /token_uri is not an http\(s\) URL$/,
    ],
  ])('is refused in one sentence when %s', (_case, make, expected) => {
    const message = problem(make())
    expect(message).toMatch(expected)
    expect(message).not.toContain('\n')
  })

  it.skipIf(process.getuid?.() === 0)('is refused when it cannot be read', () => {
    const at = file('private.json', JSON.stringify(sound))
    chmodSync(at, 0)
    expect(problem(at)).toMatch(/cannot be read \(permission denied\)$/)
  })
})
