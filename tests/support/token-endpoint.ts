// A local OAuth2 token endpoint that answers as Google's does, for tests of the service account
// credential.
import { generateKeyPairSync, verify, type KeyObject } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

export const TEST_CLIENT_EMAIL = 'league-site@test-project.iam.gserviceaccount.com'

export type IssuedToken = { token: string; issuedAt: number; expiresAt: number }

type Claims = { iss?: unknown; scope?: unknown; aud?: unknown; iat?: unknown; exp?: unknown }

export class TokenEndpoint {
  expiresIn: number
  refuse = false
  readonly issued: IssuedToken[] = []
  readonly requests: number[] = []
  lastClaims: Claims | undefined
  lastProblem: string | undefined
  readonly privateKeyPem: string
  private readonly publicKey: KeyObject
  private readonly server: Server
  private port = 0

  constructor(options: { expiresIn?: number } = {}) {
    this.expiresIn = options.expiresIn ?? 3600
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 })
    this.publicKey = pair.publicKey
    this.privateKeyPem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
    this.server = createServer((request, response) => {
      this.requests.push(performance.now())
      let body = ''
      request.setEncoding('utf8')
      request.on('data', (chunk: string) => (body += chunk))
      request.on('end', () => {
        const answer = (status: number, value: unknown) => {
          response.writeHead(status, { 'Content-Type': 'application/json' })
          response.end(JSON.stringify(value))
        }
        const problem = this.refuse ? 'refused by the test' : this.check(body)
        this.lastProblem = problem
        if (problem) return answer(401, { error: 'invalid_grant', error_description: problem })
        const issuedAt = Date.now()
        const token = `ya29.test-${this.issued.length + 1}`
        this.issued.push({ token, issuedAt, expiresAt: issuedAt + this.expiresIn * 1000 })
        answer(200, { access_token: token, expires_in: this.expiresIn, token_type: 'Bearer' })
      })
    })
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.port = (this.server.address() as AddressInfo).port
    return this.url
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/token`
  }

  isValid(token: string): boolean {
    const issued = this.issued.find((entry) => entry.token === token)
    return issued !== undefined && Date.now() < issued.expiresAt
  }

  keyFile(dir: string, overrides: Record<string, unknown> = {}): string {
    const file = path.join(dir, 'service-account.json')
    const key = {
      type: 'service_account',
      project_id: 'test-project',
      private_key_id: 'test-key-1',
      private_key: this.privateKeyPem,
      client_email: TEST_CLIENT_EMAIL,
      client_id: '1',
      token_uri: this.url,
      ...overrides,
    }
    writeFileSync(file, JSON.stringify(key, null, 2), { mode: 0o600 })
    return file
  }

  async close(): Promise<void> {
    this.server.closeAllConnections()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  private check(body: string): string | undefined {
    const form = new URLSearchParams(body)
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
      return 'wrong grant_type'
    }
    const parts = (form.get('assertion') ?? '').split('.')
    if (parts.length !== 3) return 'the assertion is not a JWT'
    const [header, payload, signature] = parts as [string, string, string]
    const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    if ((decode(header) as { alg?: string }).alg !== 'RS256') return 'not RS256'
    const signed = verify(
      'RSA-SHA256',
      Buffer.from(`${header}.${payload}`),
      this.publicKey,
      Buffer.from(signature, 'base64url'),
    )
    if (!signed) return 'bad signature'
    const claims = decode(payload) as Claims
    this.lastClaims = claims
    const now = Math.floor(Date.now() / 1000)
    if (claims.iss !== TEST_CLIENT_EMAIL) return 'wrong iss'
    if (claims.aud !== this.url) return 'wrong aud'
    if (typeof claims.iat !== 'number' || Math.abs(claims.iat - now) > 60) return 'bad iat'
    if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp - claims.iat > 3600) {
      return 'bad exp'
    }
    const scopes = typeof claims.scope === 'string' ? claims.scope.split(' ') : []
    if (!scopes.includes('https://www.googleapis.com/auth/firebase.database')) return 'no scope'
    return undefined
  }
}
