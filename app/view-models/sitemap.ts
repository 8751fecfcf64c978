// Pages come from a list of sources, so a new page is one more entry.
import { type League, activeDivisions } from '~/league/index.ts'
import { type SeoLinks, seoLinks } from '~/utils/seo-links.ts'

import {
  leadersHref,
  matchHref,
  newsHref,
  playerHref,
  playoffsHref,
  scheduleHref,
  standingsHref,
  teamHref,
} from './links.ts'

export type SitemapSource = (league: League) => Iterable<string | undefined>

export const STATIC_PAGES = [
  '/',
  '/standings',
  '/schedule',
  '/tonight',
  '/preseason',
  '/seasons',
  '/news',
  '/rules',
  '/registration',
  '/sponsors',
  '/privacy-policy',
  '/terms-of-use',
  '/cookies',
]

const pastSeasonIds = (league: League) =>
  league.seasons.filter((season) => season.id !== league.seasonId).map((season) => season.id)

export const SITEMAP_SOURCES: SitemapSource[] = [
  () => STATIC_PAGES,
  (league) =>
    [undefined, ...pastSeasonIds(league)].flatMap((seasonId) =>
      activeDivisions(league.divisions).flatMap((division) => [
        standingsHref(division.id, seasonId),
        scheduleHref(division.id, seasonId),
        leadersHref(division.id, seasonId),
      ]),
    ),
  (league) =>
    league.teams.map((team) =>
      teamHref({ teamId: team.id, divisionId: team.divisionId, seasonId: league.seasonId }),
    ),
  (league) => [
    ...activeDivisions(league.divisions)
      .filter((division) =>
        league.matches.some((match) => match.isPlayoff && match.divisionId === division.id),
      )
      .map((division) => playoffsHref(division.id)),
    ...pastSeasonIds(league).flatMap((seasonId) =>
      activeDivisions(league.divisions).map((division) => playoffsHref(division.id, seasonId)),
    ),
  ],
  (league) => league.matches.map((match) => matchHref(match.id)),
  (league) => league.news.map((item) => newsHref(item.id)),
  (league) =>
    league.players.map((player) =>
      playerHref({
        playerId: player.id,
        season: league.seasonId,
        division: player.divisionId,
        teamId: player.teamId,
      }),
    ),
]

export function sitemapEntries(
  league: League,
  publicUrl: string,
  sources: readonly SitemapSource[] = SITEMAP_SOURCES,
): SeoLinks[] {
  const base = new URL(publicUrl)
  const seen = new Set<string>()
  const entries: SeoLinks[] = []
  for (const source of sources) {
    for (const address of source(league)) {
      if (!address) continue
      const url = new URL(address, base)
      for (const lang of ['fr', 'en'] as const) {
        const links = seoLinks(publicUrl, url, lang)
        if (seen.has(links.canonical)) continue
        seen.add(links.canonical)
        entries.push(links)
      }
    }
  }
  return entries
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!)

export function sitemapXml(entries: readonly SeoLinks[]): string {
  const urls = entries.map((entry) => {
    const alternates = entry.alternates
      .map(
        (link) =>
          `<xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${xml(link.href)}"/>`,
      )
      .join('')
    return `<url><loc>${xml(entry.canonical)}</loc>${alternates}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '')
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n')
}
