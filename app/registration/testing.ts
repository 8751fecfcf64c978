import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'
import { readLeagueSeasons } from '~/league/index.ts'

import type { ConfirmationMessage } from './email-message.ts'
import { rowFieldName } from './form-data.ts'
import type { Mailer } from './mailer.server.ts'
import { registrationChoices } from './options.ts'
import { SlidingWindowLimiter } from './rate-limit.ts'
import type { RegistrationRecord } from './record.ts'
import { RecentKeys } from './recent-keys.ts'
import { RecentRegistrations } from './relay-guard.ts'
import type { RegistrationServices } from './submit.server.ts'

export const TEST_FORM_KEY = Buffer.alloc(32, 7)

export type FakeServices = RegistrationServices & {
  pushed: RegistrationRecord[]
  sent: ConfirmationMessage[]
  logs: Array<{ level: string; msg: string; fields?: Record<string, unknown> }>
  tasks: Promise<void>[]
  failMail: boolean
  failPush: boolean
  settle(): Promise<void>
}

export function fakeServices(overrides: Partial<RegistrationServices> = {}): FakeServices {
  const fake: FakeServices = {
    pushed: [],
    sent: [],
    logs: [],
    tasks: [],
    failMail: false,
    failPush: false,
    registrationOpen: () => true,
    loadChoices: async () => registrationChoices(readLeagueSeasons(exampleLeagueTree())),
    push: async (record) => {
      if (fake.failPush) throw new Error('store down')
      fake.pushed.push(record)
      return `-Reg${String(fake.pushed.length).padStart(16, '0')}`
    },
    now: () => new Date('2026-01-14T19:00:00-05:00'),
    submissions: new SlidingWindowLimiter({ limit: 5, windowMs: 600_000 }),
    formEdits: new SlidingWindowLimiter({ limit: 20, windowMs: 600_000 }),
    formKey: TEST_FORM_KEY,
    emailRequests: new SlidingWindowLimiter({ limit: 10, windowMs: 600_000 }),
    recent: new RecentRegistrations(),
    saved: new RecentKeys(),
    mailed: new RecentKeys(),
    mailer: {
      async send(message) {
        if (fake.failMail) throw new Error('SMTP refused')
        fake.sent.push(message)
        return { transport: 'smtp', messageId: `<${fake.sent.length}@test>` }
      },
    } satisfies Mailer,
    contactEmail: 'ligue@example.org',
    log: (level, msg, fields) => fake.logs.push({ level, msg, fields }),
    background: (task) => fake.tasks.push(task),
    async settle() {
      await Promise.all(fake.tasks)
    },
    ...overrides,
  }
  return fake
}

export function validEntries(): Array<[string, string]> {
  return [
    ['name', 'Julie Roy'],
    ['phone', '450 555-0199'],
    ['email', 'julie@example.org'],
    ['season', '2025W'],
    ['division', 'W1'],
    ['teamName', 'Les Étoiles'],
    ['jerseyColor', 'Bleu'],
    ['pastLeague', 'Ligue du Nord'],
    ['unavailableDays', 'Vendredi'],
    ['notes', 'Merci!'],
    ['terms', 'on'],
    [rowFieldName('players', 0, 'firstName'), 'Ana'],
    [rowFieldName('players', 0, 'lastName'), 'Lima'],
    [rowFieldName('players', 0, 'dob'), '1995-03-02'],
    [rowFieldName('players', 0, 'tel'), '514 555-0101'],
    [rowFieldName('players', 0, 'email'), 'ana@example.org'],
    [rowFieldName('players', 0, 'isCaptain'), 'on'],
    [rowFieldName('players', 1, 'firstName'), 'Zoé'],
    [rowFieldName('players', 1, 'lastName'), 'Gagnon'],
    [rowFieldName('goalkeepers', 0, 'firstName'), 'Léa'],
    [rowFieldName('goalkeepers', 0, 'lastName'), 'Côté'],
  ]
}

export function postForm(
  entries: Array<[string, string]>,
  headers: Record<string, string> = {},
): Request {
  return new Request('http://localhost/registration', {
    method: 'POST',
    body: new URLSearchParams(entries),
    headers: { 'x-client-ip': '203.0.113.7', ...headers },
  })
}
