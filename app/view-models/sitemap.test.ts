import { describe, expect, it } from 'vitest'

import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'
import { parseLeague } from '~/league/index.ts'

import { STATIC_PAGES, robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts'

const league = parseLeague(exampleLeagueTree())
const entries = sitemapEntries(league, 'https://ligue.example')
const canonicals = entries.map((entry) => entry.canonical)

describe('sitemapEntries', () => {
  it('lists every static page, division, team, match and player in both languages', () => {
    for (const path of STATIC_PAGES) {
      expect(canonicals).toContain(`https://ligue.example${path}`)
      expect(canonicals).toContain(`https://ligue.example${path}?lang=en`)
    }
    expect(canonicals).toContain('https://ligue.example/standings?division=M1')
    expect(canonicals).toContain('https://ligue.example/team/T10?division=M1&season=2025W')
    expect(canonicals).toContain('https://ligue.example/match/G1?lang=en')
    for (const match of league.matches)
      expect(canonicals).toContain(`https://ligue.example/match/${match.id}`)
    for (const team of league.teams)
      expect(
        canonicals.some((url) => url.startsWith(`https://ligue.example/team/${team.id}?`)),
      ).toBe(true)
    for (const player of league.players)
      expect(
        canonicals.some((url) => url.startsWith(`https://ligue.example/player/${player.id}?`)),
      ).toBe(true)
    expect(new Set(canonicals).size).toBe(canonicals.length)
  })

  it('lists every past season’s standings, schedule and leaders', () => {
    const past = league.seasons.find((season) => season.id !== league.seasonId)
    expect(past).toBeDefined()
    const season = encodeURIComponent(past?.id ?? '')
    expect(canonicals).toContain(`https://ligue.example/standings?division=M1&season=${season}`)
    expect(canonicals).toContain(
      `https://ligue.example/schedule?division=M1&season=${season}&lang=en`,
    )
    expect(canonicals).toContain(`https://ligue.example/leaders?division=M1&season=${season}`)
  })

  it('lists every news article at its own address in both languages', () => {
    expect(league.news.length).toBeGreaterThan(0)
    for (const item of league.news) {
      const path = `/news/${encodeURIComponent(item.id)}`
      expect(canonicals).toContain(`https://ligue.example${path}`)
      expect(canonicals).toContain(`https://ligue.example${path}?lang=en`)
    }
  })

  it('gives every page its fr, en and x-default alternates, its canonical among them', () => {
    for (const entry of entries) {
      expect(entry.alternates.map((link) => link.hrefLang)).toEqual(['fr', 'en', 'x-default'])
      expect(entry.alternates.map((link) => link.href)).toContain(entry.canonical)
    }
  })

  it('takes more pages from another source (a new page is one more entry)', () => {
    const more = sitemapEntries(league, 'https://ligue.example', [() => ['/schedule']])
    expect(more.map((entry) => entry.canonical)).toEqual([
      'https://ligue.example/schedule',
      'https://ligue.example/schedule?lang=en',
    ])
  })
})

describe('sitemapXml', () => {
  it('is a urlset with escaped addresses and xhtml alternates', () => {
    const text = sitemapXml(entries)
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true)
    expect(text).toContain(
      '<url><loc>https://ligue.example/team/T10?division=M1&amp;season=2025W</loc>' +
        '<xhtml:link rel="alternate" hreflang="fr" href="https://ligue.example/team/T10?division=M1&amp;season=2025W"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://ligue.example/team/T10?division=M1&amp;season=2025W&amp;lang=en"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://ligue.example/team/T10?division=M1&amp;season=2025W"/></url>',
    )
    expect(text.match(/<url>/g)).toHaveLength(entries.length)
    expect(text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
  })
})

describe('robotsTxt', () => {
  it('allows the site and points to the sitemap', () => {
    expect(robotsTxt('https://ligue.example/')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://ligue.example/sitemap.xml\n',
    )
  })
})
