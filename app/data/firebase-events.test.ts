import { describe, expect, it } from 'vitest'

import { readFirebaseEvents, type FirebaseEvent } from './firebase-events.ts'

const encoder = new TextEncoder()

async function* chunksOf(parts: Array<string | Uint8Array>): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield typeof part === 'string' ? encoder.encode(part) : part
}

async function decode(parts: Array<string | Uint8Array>): Promise<FirebaseEvent[]> {
  const events: FirebaseEvent[] = []
  for await (const event of readFirebaseEvents(chunksOf(parts))) events.push(event)
  return events
}

/** `bytes` cut at the given offsets. */
function cut(bytes: Uint8Array, ...offsets: number[]): Uint8Array[] {
  const bounds = [0, ...offsets, bytes.length]
  return bounds.slice(1).map((end, i) => bytes.slice(bounds[i], end))
}

const STREAM = [
  'event: put',
  'data: {"path":"/","data":{"News":{"n1":{"title":"Été : résultats ⚽ — 😀"}}}}',
  '',
  ': a comment line',
  'event: patch',
  'data: {"path":"/News/n1","data":{"title":"Coupe d’hiver","body":"ligne 1\\nligne 2"}}',
  '',
  'event: keep-alive',
  'data: null',
  '',
  'event: put',
  'data: {"path":"/Sponsors/s1/name","data":"Dépanneur"}',
  '',
  '',
].join('\n')

const EXPECTED: FirebaseEvent[] = [
  { type: 'put', path: '/', data: { News: { n1: { title: 'Été : résultats ⚽ — 😀' } } } },
  { type: 'patch', path: '/News/n1', data: { title: 'Coupe d’hiver', body: 'ligne 1\nligne 2' } },
  { type: 'keep-alive' },
  { type: 'put', path: '/Sponsors/s1/name', data: 'Dépanneur' },
]

describe('reading a Firebase event stream', () => {
  it('decodes put, patch, keep-alive, cancel and auth_revoked events', async () => {
    expect(
      await decode([
        STREAM,
        'event: cancel\ndata: "Permission denied"\n\n',
        'event: cancel\ndata: null\n\n',
        'event: auth_revoked\ndata: "credential is no longer valid"\n\n',
      ]),
    ).toEqual([
      ...EXPECTED,
      { type: 'cancel', reason: 'Permission denied' },
      { type: 'cancel', reason: 'cancelled by the server' },
      { type: 'auth_revoked', reason: 'credential is no longer valid' },
    ])
  })

  it('joins multi-line data and accepts every line ending', async () => {
    const json = ['{"path":"/a",', '"data":{"x":1,', '"y":[1,2]}}']
    expect(
      await decode([
        `event: put\ndata: ${json.join('\ndata: ')}\n\n`,
        `event: put\r\ndata: ${json.join('\r\ndata: ')}\r\n\r\n`,
        `event: put\rdata: ${json.join('\rdata: ')}\r\r`,
        'event:put\ndata:{"path":"/b","data":2}\n\n',
      ]),
    ).toEqual([
      { type: 'put', path: '/a', data: { x: 1, y: [1, 2] } },
      { type: 'put', path: '/a', data: { x: 1, y: [1, 2] } },
      { type: 'put', path: '/a', data: { x: 1, y: [1, 2] } },
      { type: 'put', path: '/b', data: 2 },
    ])
  })

  it('gives the same events wherever the chunks are cut, inside lines and inside UTF-8 characters', async () => {
    const bytes = encoder.encode(STREAM)
    expect(await decode([bytes])).toEqual(EXPECTED)
    for (let at = 1; at < bytes.length; at++) {
      expect(await decode(cut(bytes, at)), `cut at byte ${at}`).toEqual(EXPECTED)
    }
    expect(await decode(cut(bytes, ...Array.from(bytes.keys()).slice(1)))).toEqual(EXPECTED)
  })

  it('decodes a character whose bytes come in separate chunks', async () => {
    const bytes = encoder.encode('event: put\ndata: {"path":"/t","data":"😀é"}\n\n')
    const emoji = bytes.indexOf(0xf0)
    expect(await decode(cut(bytes, emoji + 1, emoji + 2, emoji + 3, emoji + 5))).toEqual([
      { type: 'put', path: '/t', data: '😀é' },
    ])
  })

  it('splits a CRLF pair across chunks without seeing an extra blank line', async () => {
    expect(await decode(['event: put\r', '\ndata: {"path":"/","data":1}\r', '\n\r', '\n'])).toEqual(
      [{ type: 'put', path: '/', data: 1 }],
    )
  })

  it('drops an event cut off by the end of the body, even when its data line is complete', async () => {
    expect(
      await decode(['event: put\ndata: {"path":"/","data":1}\n\nevent: put\ndata: {"pa']),
    ).toEqual([{ type: 'put', path: '/', data: 1 }])
    expect(await decode(['event: put\ndata: {"path":"/x","data":2}\n'])).toEqual([])
  })

  it('reports a put or patch whose data is not Firebase JSON as malformed, and ignores unknown events', async () => {
    expect(
      await decode([
        'event: put\ndata: <html><body>Bad gateway</body></html>\n\n',
        'event: patch\ndata: {"data":1}\n\n',
        'event: put\ndata: {"path":"/","data":null}\n\n',
        'event: rules_debug\ndata: {}\n\n',
        'data: a message without an event name\n\n',
        'id: 7\nretry: 10\nevent: keep-alive\ndata: null\n\n',
      ]),
    ).toEqual([
      { type: 'malformed', event: 'put', data: '<html><body>Bad gateway</body></html>' },
      { type: 'malformed', event: 'patch', data: '{"data":1}' },
      { type: 'put', path: '/', data: null },
      { type: 'keep-alive' },
    ])
  })

  it('tells about every chunk, so a caller can notice a silent stream', async () => {
    let chunks = 0
    const events = readFirebaseEvents(
      chunksOf([': hello\n', 'event: keep-alive\n', 'data: null\n\n']),
      {
        onChunk: () => chunks++,
      },
    )
    const seen: FirebaseEvent[] = []
    for await (const event of events) seen.push(event)
    expect(seen).toEqual([{ type: 'keep-alive' }])
    expect(chunks).toBe(3)
  })
})
