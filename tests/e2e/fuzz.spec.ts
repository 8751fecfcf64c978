/**
 * Fuzzing the built site: generated paths, query strings, headers and
 * registration form bodies, from many loopback addresses. A few hundred requests here; the
 * 10 000-request run is `npm run fuzz`.
 */
import { expect, test } from '@playwright/test'
import fc from 'fast-check'

import { problemWith, requestArb, send } from '../../scripts/fuzz/requests.ts'
import { type LeagueServer, startLeagueServer } from './support/league-server.ts'

let server: LeagueServer

test.beforeAll(async () => {
  server = await startLeagueServer({ leagueKey: 'demo', env: { REGISTRATION_OPEN: 'true' } })
})
test.afterAll(async () => server?.stop())

test('generated requests never get a 5xx, a stack trace or a file path; forms answer with their errors', async () => {
  test.setTimeout(60_000)
  await fc.assert(
    fc.asyncProperty(requestArb, async (request) => {
      const response = await send(server.baseURL, request)
      expect(problemWith(request, response), JSON.stringify(request).slice(0, 500)).toBeUndefined()
    }),
    { numRuns: 250, interruptAfterTimeLimit: 10_000 },
  )
})
