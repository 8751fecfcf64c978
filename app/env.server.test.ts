import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

import { EnvError, configurationWarnings, parseEnv } from './env.server.ts'

describe('parseEnv', () => {
  it('gives every setting its documented default when nothing is set', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      LEAGUE_KEY: 'demo',
      LEAGUE_SOURCE: 'embedded',
      REGISTRATION_OPEN: false,
      PUBLIC_URL: 'http://localhost:3000',
    })
    expect(env.LEAGUE_NOW).toBeUndefined()
  })

  it('caps live streams and times out slow clients by default', () => {
    expect(parseEnv({})).toMatchObject({
      SHARE_IMAGE_WORKERS: 1,
      SHARE_IMAGE_QUEUE: 32,
      LIVE_STREAMS_MAX: 2000,
      LIVE_STREAMS_PER_CLIENT: 20,
      HTTP_HEADERS_TIMEOUT_MS: 10_000,
      HTTP_REQUEST_TIMEOUT_MS: 30_000,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 65_000,
      HTTP_IDLE_TIMEOUT_MS: 120_000,
      REGISTRATION_MIN_FILL_SECONDS: 5,
    })
  })

  it('names nobody by default: no footer credits, no social page', () => {
    const env = parseEnv({})
    expect(env.FOOTER_POWERED_BY).toBeUndefined()
    expect(env.FOOTER_CREATED_BY).toBeUndefined()
    expect(env.SOCIAL_URL).toBeUndefined()
    // As .env.example writes them: blank is none.
    expect(
      parseEnv({ FOOTER_POWERED_BY: ' ', FOOTER_CREATED_BY: '', SOCIAL_URL: '' }),
    ).toMatchObject({
      FOOTER_POWERED_BY: undefined,
      FOOTER_CREATED_BY: undefined,
      SOCIAL_URL: undefined,
    })
  })

  it('reads the footer credits and the social page the operator names', () => {
    const env = parseEnv({
      FOOTER_POWERED_BY: ' Plateforme Exemple ',
      FOOTER_CREATED_BY: 'Atelier Exemple',
      SOCIAL_URL: 'https://social.example/ligue',
    })
    expect(env).toMatchObject({
      FOOTER_POWERED_BY: 'Plateforme Exemple',
      FOOTER_CREATED_BY: 'Atelier Exemple',
      SOCIAL_URL: 'https://social.example/ligue',
    })
  })

  it('ceils registrations globally and retries confirmation e-mails for two days by default', () => {
    expect(parseEnv({})).toMatchObject({
      REGISTRATION_GLOBAL_PER_MINUTE: 30,
      MAIL_RETRY_SECONDS: 30,
      MAIL_RETRY_MAX_SECONDS: 1800,
      MAIL_EXPIRE_HOURS: 48,
    })
    expect(parseEnv({ MAIL_EXPIRE_HOURS: '0.5' }).MAIL_EXPIRE_HOURS).toBe(0.5)
  })

  it('reads LEAGUE_NOW as the instant it names', () => {
    const env = parseEnv({ LEAGUE_NOW: '2026-01-14T19:00:00-05:00' })
    expect(env.LEAGUE_NOW?.toISOString()).toBe('2026-01-15T00:00:00.000Z')
  })

  it.each([
    ['true', true],
    ['1', true],
    ['yes', true],
    ['false', false],
    ['0', false],
  ])('reads REGISTRATION_OPEN=%s as %s', (value, expected) => {
    expect(parseEnv({ REGISTRATION_OPEN: value }).REGISTRATION_OPEN).toBe(expected)
  })

  it.each<[string | undefined, false | number | string[]]>([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.5, 10.0.1.0/24,::1', ['10.0.0.5', '10.0.1.0/24', '::1']],
    ['loopback', ['loopback']],
  ])('reads TRUST_PROXY=%s as %o (trust nothing by default)', (value, expected) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected)
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ LEAGUE_KEY: 'a/b' }, 'LEAGUE_KEY'],
    [{ CONTACT_EMAIL: 'not-an-email' }, 'CONTACT_EMAIL'],
    [{ SOCIAL_URL: 'facebook' }, 'SOCIAL_URL'],
    [{ SOCIAL_URL: 'javascript:alert(1)' }, 'SOCIAL_URL'],
    [{ FOOTER_POWERED_BY: 'x'.repeat(81) }, 'FOOTER_POWERED_BY'],
    [{ LEAGUE_NOW: 'tomorrow' }, 'LEAGUE_NOW'],
    [{ LEAGUE_SOURCE: 'firebase' }, 'FIREBASE_DATABASE_URL'],
    [{ REGISTRATION_OPEN: 'maybe' }, 'REGISTRATION_OPEN'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.300' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.example' }, 'TRUST_PROXY'],
    [{ LIVE_STREAMS_MAX: '0' }, 'LIVE_STREAMS_MAX'],
    [{ SHARE_IMAGE_WORKERS: '0' }, 'SHARE_IMAGE_WORKERS'],
    [{ SHARE_IMAGE_QUEUE: '-1' }, 'SHARE_IMAGE_QUEUE'],
    [{ LIVE_STREAMS_MAX: '10', LIVE_STREAMS_PER_CLIENT: '11' }, 'LIVE_STREAMS_PER_CLIENT'],
    [
      { HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '4000' },
      'HTTP_HEADERS_TIMEOUT_MS',
    ],
    [{ REGISTRATION_MIN_FILL_SECONDS: '-1' }, 'REGISTRATION_MIN_FILL_SECONDS'],
    [{ REGISTRATION_GLOBAL_PER_MINUTE: '0' }, 'REGISTRATION_GLOBAL_PER_MINUTE'],
    [{ MAIL_RETRY_SECONDS: '0' }, 'MAIL_RETRY_SECONDS'],
    [{ MAIL_RETRY_SECONDS: '60', MAIL_RETRY_MAX_SECONDS: '30' }, 'MAIL_RETRY_SECONDS'],
    [{ MAIL_EXPIRE_HOURS: '0' }, 'MAIL_EXPIRE_HOURS'],
  ])('refuses %o with a message naming %s', (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError)
    expect(() => parseEnv(source)).toThrow(new RegExp(`- ${name}:`))
  })
})

describe('the Firebase credential settings', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'env-service-account-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const firebase = { LEAGUE_SOURCE: 'firebase', FIREBASE_DATABASE_URL: 'https://x.firebaseio.com' }

  function message(source: Record<string, string>): string {
    try {
      parseEnv(source)
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError)
      return (error as Error).message
    }
    throw new Error('expected the settings to be refused')
  }

  it('accepts a service account key file, and treats blank settings as unset', () => {
    const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString()
    const file = path.join(dir, 'key.json')
    writeFileSync(
      file,
      JSON.stringify({ type: 'service_account', client_email: 'a@b.c', private_key: privateKey }),
    )
    const env = parseEnv({ ...firebase, FIREBASE_SERVICE_ACCOUNT: file, FIREBASE_AUTH: ' ' })
    expect(env.FIREBASE_SERVICE_ACCOUNT).toBe(file)
    expect(env.FIREBASE_AUTH).toBeUndefined()
  })

  it('refuses a service account and a legacy secret at once', () => {
    const file = path.join(dir, 'key.json')
    expect(message({ ...firebase, FIREBASE_SERVICE_ACCOUNT: file, FIREBASE_AUTH: 's' })).toContain(
      '- FIREBASE_AUTH: set FIREBASE_SERVICE_ACCOUNT or FIREBASE_AUTH, not both',
    )
  })

  it('names a key file that is missing or not JSON in one line', () => {
    const missing = path.join(dir, 'missing.json')
    expect(message({ ...firebase, FIREBASE_SERVICE_ACCOUNT: missing })).toBe(
      `Invalid environment configuration:\n  - FIREBASE_SERVICE_ACCOUNT: ${missing} cannot be read (no such file)`,
    )
    const junk = path.join(dir, 'junk.json')
    writeFileSync(junk, '<html>')
    expect(message({ ...firebase, FIREBASE_SERVICE_ACCOUNT: junk })).toContain(
      `- FIREBASE_SERVICE_ACCOUNT: ${junk} is not JSON`,
    )
  })
})

describe('configurationWarnings', () => {
  it('warns in production when PUBLIC_URL is unset, naming what it breaks', () => {
    const [warning, ...rest] = configurationWarnings({ NODE_ENV: 'production', PORT: '8080' })
    expect(rest).toEqual([])
    expect(warning).toMatch(/PUBLIC_URL is not set/)
    expect(warning).toMatch(/calendar feeds/)
    expect(warning).toMatch(/e-mails/)
    expect(warning).toMatch(/hreflang/)
    expect(warning).toMatch(/http:\/\/localhost:8080/)
  })

  it('says nothing when PUBLIC_URL is set, or outside production', () => {
    expect(
      configurationWarnings({ NODE_ENV: 'production', PUBLIC_URL: 'https://ligue.example' }),
    ).toEqual([])
    expect(configurationWarnings({})).toEqual([])
  })
})
