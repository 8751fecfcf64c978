import { describe, expect, it } from 'vitest'

import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'
import { findMatch, parseLeague } from '~/league/index.ts'
import { drawableText, renderSharePng } from '~/utils/share-png.server.ts'

import {
  DEFAULT_SHARE_IMAGE,
  defaultCard,
  matchCard,
  shareImageAlt,
  shareImagePath,
  standingsCard,
  teamCard,
} from './share-image.ts'
import { playoffsCard } from './playoffs-share-card.ts'
import { teamPagesTree } from './fixtures/team-pages-tree.ts'

const league = parseLeague(teamPagesTree(exampleLeagueTree()))

/** Width and height from a PNG's IHDR chunk, which must come first after the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

describe('shareImagePath', () => {
  it.each([
    ['/match/G1', 'season=2025W&utm=x', 'fr', '/share/match/G1?season=2025W'],
    ['/match/G1', '', 'en', '/share/match/G1?lang=en'],
    [
      '/team/T10',
      'season=2025W&division=M1',
      'en',
      '/share/team/T10?division=M1&season=2025W&lang=en',
    ],
    ['/team/T10', 'division=M1', 'fr', DEFAULT_SHARE_IMAGE],
    ['/standings', 'division=W1', 'fr', '/share/standings?division=W1'],
    ['/standings', '', 'en', '/share/standings?lang=en'],
    ['/playoffs', 'division=M1&season=2025W&x=1', 'fr', '/share/playoffs?division=M1&season=2025W'],
    ['/playoffs', '', 'en', '/share/playoffs?lang=en'],
    ['/', '', 'fr', DEFAULT_SHARE_IMAGE],
    ['/rules', '', 'en', DEFAULT_SHARE_IMAGE],
    ['/player/P1', 'season=2025W', 'fr', DEFAULT_SHARE_IMAGE],
    ['/match/G1/extra', '', 'fr', DEFAULT_SHARE_IMAGE],
  ] as const)('%s?%s (%s) shares %s', (path, query, lang, expected) => {
    expect(shareImagePath(path, new URLSearchParams(query), lang)).toBe(expected)
  })

  it('describes each image for screen readers of share previews', () => {
    expect(shareImageAlt('/share/team/T10?division=M1', 'en')).toMatch(/team/i)
    expect(shareImageAlt(DEFAULT_SHARE_IMAGE, 'fr')).toMatch(/ligue/i)
    expect(shareImageAlt('/share/playoffs?division=M1', 'fr')).toMatch(/séries éliminatoires/)
  })
})

describe('cards', () => {
  it('draw a played match with its score, winner and division', () => {
    const card = matchCard(league, findMatch(league, 'G1')!, 'en')
    expect(card).toMatchObject({
      home: { name: 'Lions FC', initials: 'LF', score: 2, winner: true },
      away: { name: 'St. Laurent United', score: 1, winner: false },
      centre: 'Final',
      finished: true,
      date: 'November 9, 2025',
    })
    expect(card.header.league).toBe('Laval-Brossard Indoor Soccer League')
  })

  it('mark the side that won a drawn match on shootout, as every other card does', () => {
    const played = findMatch(league, 'G1')!
    const drawn = {
      ...played,
      home: { ...played.home, score: 2 },
      away: { ...played.away, score: 2 },
      shootout: { home: { goals: 1, attempts: 3 }, away: { goals: 3, attempts: 3 } },
    }
    const card = matchCard(league, drawn, 'en')
    expect(card.home).toMatchObject({ score: 2, winner: false })
    expect(card.away).toMatchObject({ score: 2, winner: true })
  })

  it('say who won a final on shootout, and that they are champions, in the cards’ words', () => {
    const final = findMatch(league, 'G9')!
    expect(matchCard(league, final, 'fr')).toMatchObject({
      centre: 'Terminé',
      outcome: 'Victoire des Lions 2-1 aux tirs de barrage',
      champion: 'Champion\u00a0: Les Lions',
    })
    expect(matchCard(league, final, 'en')).toMatchObject({
      outcome: 'Lions FC won the shootout 2-1',
      champion: 'Champion: Lions FC',
    })
  })

  it('say a game was won by forfeit', () => {
    const card = matchCard(league, findMatch(league, 'G3')!, 'en')
    expect(card.outcome).toBe('Lions FC won by forfeit')
    expect(card.champion).toBeUndefined()
  })

  it('draw a live match with its running score and « En cours » in words, with the minute', () => {
    const played = findMatch(league, 'G1')!
    const live = {
      ...played,
      status: 'live' as const,
      home: { ...played.home, score: 1 },
      away: { ...played.away, score: 0 },
      live: { minute: 34 },
    }
    expect(matchCard(league, live, 'fr')).toMatchObject({
      centre: "En cours 34'",
      finished: false,
      home: { score: 1, winner: false },
      away: { score: 0, winner: false },
    })
    expect(matchCard(league, live, 'fr').outcome).toBeUndefined()
    expect(matchCard(league, { ...live, live: { phase: 'half-time' } }, 'en').centre).toBe(
      'Live Half-time',
    )
  })

  it('draw an upcoming match with its time, or TBD', () => {
    const card = matchCard(league, findMatch(league, 'G10')!, 'fr')
    expect(card.finished).toBe(false)
    expect(card.home.score).toBeUndefined()
    expect(card.centre).toBe('À confirmer')
  })

  it('draw a team with its record and place in the division', () => {
    const card = teamCard(league, 'T10', 'M1', 'en')!
    expect(card.name).toBe('Lions FC')
    expect(card.record.map((item) => item.label)).toEqual(['GP', 'W', 'D', 'L', 'PTS'])
    expect(card.position).toMatch(/^(1st|2nd|3rd) of \d$/)
    expect(teamCard(league, 'NOPE', 'M1', 'en')).toBeUndefined()
  })

  it("draw a division's standings, the first active one by default", () => {
    const card = standingsCard(league, 'M1', 'fr')!
    expect(card.rows.length).toBeGreaterThan(0)
    expect(card.rows[0]!.rank).toBe(1)
    expect(card.columns).toEqual({ gp: 'PJ', w: 'V', d: 'N', l: 'D', pts: 'PTS' })
    expect(standingsCard(league, undefined, 'fr')?.header.division).toBeTruthy()
  })

  it("draw a division's bracket with the shootout that decided the final and its champion", () => {
    const card = playoffsCard(league, 'M1', 'en')!
    expect(card.title).toBe('Playoffs')
    expect(card.status).toBe('Champion: Lions FC')
    expect(card.rounds.at(-1)).toEqual({
      label: 'Final',
      ties: [
        {
          home: { name: 'Lions FC', score: 1, winner: true },
          away: { name: 'St. Laurent United', score: 1, winner: false },
          note: 'Shootout 2–1',
        },
      ],
    })
    expect(playoffsCard(league, 'M1', 'fr')!.status).toBe('Champion\u00a0: Les Lions')
  })

  it('draw no bracket for a division without playoffs', () => {
    expect(playoffsCard(league, 'W1', 'en')).toBeUndefined()
  })
})

describe('renderSharePng', () => {
  it('draws a 1200×630 PNG of every kind of card, even with hostile names', async () => {
    const hostile = structuredClone(findMatch(league, 'G1')!)
    hostile.home.name = { en: '<script>alert(1)</script> 🏆 Łódź 東京', fr: '<b>x</b>' }
    const cards = [
      matchCard(league, hostile, 'en'),
      teamCard(league, 'T10', 'M1', 'fr')!,
      standingsCard(league, 'M1', 'en')!,
      playoffsCard(league, 'M1', 'fr')!,
      defaultCard(),
    ]
    for (const card of cards) {
      const png = await renderSharePng(card)
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 })
    }
  }, 60_000)
})

describe('drawableText', () => {
  it('leaves out what the bundled fonts cannot draw, keeps Latin accents', () => {
    expect(drawableText('Łódź 🏆 Ştefan 東京 FC')).toBe('Łódź Ştefan FC')
    expect(drawableText('Les Étoiles – « Élite »')).toBe('Les Étoiles – « Élite »')
  })
})
