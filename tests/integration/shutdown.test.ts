import { expect, test } from 'vitest'

import { startLeagueServer } from '../e2e/support/league-server.ts'

// A server of its own: the test stops it.
test('SIGTERM ends open live streams and the server exits cleanly and quickly', async () => {
  const server = await startLeagueServer({
    tree: { Seasons: { S: { season_id: 'S', isActive: true } } },
  })
  const stream = await fetch(`${server.baseURL}/api/live`, {
    headers: { accept: 'text/event-stream' },
  })
  expect(stream.headers.get('content-type')).toContain('text/event-stream')
  const reader = stream.body!.getReader()
  await reader.read() // the stream is open and has spoken
  const started = Date.now()
  const exitCode = await server.stop()
  expect(exitCode).toBe(0)
  expect(Date.now() - started).toBeLessThan(5_000)
  // The stream was ended by the server, not left hanging.
  await expect
    .poll(async () => {
      try {
        return (await reader.read()).done
      } catch {
        return true
      }
    })
    .toBe(true)
})
