import { expect, test } from 'vitest'

import { headersToReplay } from './same-bytes.ts'

test('the bare limit replays every header the app sent but those written per response', () => {
  expect(
    headersToReplay({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'self'",
      'x-frame-options': 'DENY',
      etag: '"abc-br"',
      date: 'Sun, 29 Nov 2026 09:00:00 GMT',
      connection: 'keep-alive',
      'keep-alive': 'timeout=65',
      'content-length': '11114',
      'x-request-id': '6eaa09ca',
      vary: 'Accept-Encoding, Cookie',
    }),
  ).toEqual({
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "default-src 'self'",
    'x-frame-options': 'DENY',
    etag: '"abc-br"',
    vary: 'Accept-Encoding, Cookie',
  })
})
