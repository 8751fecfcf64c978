/**
 * Fuzzing the built site: generated paths, query strings, headers and
 * registration form bodies, from many loopback addresses. A few hundred requests here; the
 * 10 000-request run is `npm run fuzz`.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { problemWith, requestArb, send } from '../../scripts/fuzz/requests.ts'
import { type LeagueServer, startLeagueServer } from '../e2e/support/league-server.ts'

let server: LeagueServer

beforeAll(async () => {
  server = await startLeagueServer({ leagueKey: 'demo', env: { REGISTRATION_OPEN: 'true' } })
})
afterAll(async () => {
  await server?.stop()
})

test('generated requests never get a 5xx, a stack trace or a file path; forms answer with their errors', async () => {
  await fc.assert(
    fc.asyncProperty(requestArb, async (request) => {
      const response = await send(server.baseURL, request)
      expect(problemWith(request, response), JSON.stringify(request).slice(0, 500)).toBeUndefined()
    }),
    { numRuns: 250, interruptAfterTimeLimit: 10_000 },
  )
})
