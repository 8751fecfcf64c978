import { describe, expect, it } from 'vitest'

import {
  withDataVersion,
  HOME_LIVE_TOPICS,
  SPONSORS_LIVE_TOPICS,
  isStale,
  liveTopicsOf,
  MAX_SPREAD_MS,
  parseChangeNotice,
  parseReadyNotice,
  sseComment,
  sseEvent,
  spreadFor,
  topicOfKey,
  touchedTopics,
} from './live.ts'

describe('changed keys map to what pages show', () => {
  // Every key is classified by the domain (app/league/branches.test.ts): one of each here.
  it.each([
    ['Sponsors', 'sponsors'],
    ['TeamStats_2025W', 'matches'],
    ['2025W_Players', 'league'],
    ['PreSeason', undefined],
  ])('%s → %s', (key, topic) => {
    expect(topicOfKey(key)).toBe(topic)
  })

  it('keeps only the topics a page wants, in its order', () => {
    expect(touchedTopics(['News', 'Sponsors', 'Schedule'], HOME_LIVE_TOPICS)).toEqual([
      'sponsors',
      'matches',
      'league',
    ])
    expect(touchedTopics(['Schedule', 'News'], SPONSORS_LIVE_TOPICS)).toEqual([])
    expect(touchedTopics(['Sponsors', 42, null], SPONSORS_LIVE_TOPICS)).toEqual(['sponsors'])
    expect(touchedTopics(['Team_Fines'], HOME_LIVE_TOPICS)).toEqual([])
  })
})

describe('the Server-Sent Events wire format', () => {
  it('writes an event with its JSON data on one line', () => {
    expect(sseEvent('change', { version: 3, keys: ['Sponsors'] })).toBe(
      'event: change\ndata: {"version":3,"keys":["Sponsors"]}\n\n',
    )
  })

  it('writes comments on one line', () => {
    expect(sseComment('heart\nbeat')).toBe(': heart beat\n\n')
  })

  it('reads change notices and refuses anything else', () => {
    expect(parseChangeNotice('{"version":3,"keys":["Sponsors",4]}')).toEqual({
      version: 3,
      keys: ['Sponsors'],
    })
    expect(parseChangeNotice('{"version":"3","keys":[]}')).toBeUndefined()
    expect(parseChangeNotice('not json')).toBeUndefined()
    expect(parseChangeNotice('null')).toBeUndefined()
    expect(parseChangeNotice(undefined)).toBeUndefined()
  })

  it("reads a change's game patches and spread, and drops a patch it cannot read", () => {
    const goal = { id: 'G20', status: 'live', homeScore: 1, awayScore: 0, minute: 3 }
    const games = [
      goal,
      { id: 'G21', status: 'over' },
      { id: 'G22', status: 'live', homeScore: -1 },
    ]
    expect(
      parseChangeNotice(JSON.stringify({ version: 4, keys: ['Schedule'], games, spread: 800 })),
    ).toEqual({ version: 4, keys: ['Schedule'], games: [goal], spread: 800 })
  })

  it('a page never waits more than 10 s for its data, whatever the notice says', () => {
    expect(parseChangeNotice('{"version":4,"keys":[],"spread":9e9}')?.spread).toBe(MAX_SPREAD_MS)
  })

  it('reads ready notices, with or without a version', () => {
    expect(parseReadyNotice('{"version":5}')).toEqual({ version: 5 })
    expect(parseReadyNotice('{"version":null}')).toEqual({ version: null })
    expect(parseReadyNotice('{}')).toBeUndefined()
    expect(parseReadyNotice('][')).toBeUndefined()
  })
})

describe('the window within which open pages refetch after a change', () => {
  it.each([
    [0, 0],
    [3, 15],
    [400, 2_000],
    [2_000, MAX_SPREAD_MS],
    [50_000, MAX_SPREAD_MS],
  ])('%i open streams: %i ms', (streams, spread) => {
    expect(spreadFor(streams)).toBe(spread)
  })
})

describe('a page catches up on (re)connection when the data moved on', () => {
  it.each([
    [5, 5, false],
    [5, 6, true],
    [9, 1, true], // the server restarted
    [0, 3, true], // rendered while the data was unavailable
    [5, null, false],
    [undefined, 6, false],
    [5, 0, false],
  ])('page version %j, server version %j → %s', (page, server, stale) => {
    expect(isStale(page, server)).toBe(stale)
  })
})

describe('the topics a page follows', () => {
  it.each<[string, unknown[], readonly string[]]>([
    ['no route declares any', [undefined, {}], []],
    [
      'the page route declares them',
      [undefined, { live: ['matches', 'league'] }],
      ['matches', 'league'],
    ],
    ['the deepest declaration wins', [{ live: ['sponsors'] }, { live: ['matches'] }], ['matches']],
    ['junk handles are skipped', [null, 'x', { live: 'matches' }], []],
  ])('%s', (_, handles, topics) => {
    expect(liveTopicsOf(handles)).toEqual(topics)
  })
})

describe('the data version travels beside the page, not in it', () => {
  it('is a meta tag placed just before the end of the head', () => {
    expect(withDataVersion('<html><head><title>x</title></head><body></body></html>', 42)).toBe(
      '<html><head><title>x</title><meta name="data-version" content="42"></head><body></body></html>',
    )
  })

  it.each([
    ['the version is unknown', '<html><head></head></html>', null],
    ['the document has no head', '<p>fragment</p>', 3],
  ])('leaves the page as it is when %s', (_case, html, version) => {
    expect(withDataVersion(html, version)).toBe(html)
  })
})
