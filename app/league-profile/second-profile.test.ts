/**
 * Another league's profile (fixtures/second-league.json: other names, venues, e-mail, zone and
 * rules) proves the site's outputs read the profile: nothing of the committed league's identity leaks
 * into pages' head, structured data, the manifest, share images, e-mails or calendar feeds.
 */
import { readFileSync } from 'node:fs'

import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cookiePolicy } from '~/content/cookies.ts'
import { privacyPolicy } from '~/content/privacy-policy.ts'
import { rules } from '~/content/rules.ts'
import { termsOfUse } from '~/content/terms-of-use.ts'
import { adminText } from '~/i18n/admin-text.ts'
import { adminFr } from '~/i18n/catalogues/admin.fr.ts'
import { searchPageFr } from '~/i18n/catalogues/search-page.fr.ts'
import { shareFr } from '~/i18n/catalogues/share.fr.ts'
import type { Lang } from '~/i18n/language.ts'
import { frenchSpacing, messageKeys, translator } from '~/i18n/messages.ts'
import { searchPageText } from '~/i18n/search-page-text.ts'
import { shareText } from '~/i18n/share-text.ts'
import type { MessageKey } from '~/i18n/messages.ts'
import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'
import { formatTime, leagueTimeZone, parseLeague } from '~/league/index.ts'
import { composeConfirmation } from '~/registration/email-message.ts'
import { pageMeta } from '~/utils/meta.ts'
import { buildCalendarFeed } from '~/view-models/calendar-feed.ts'
import { loadRulesPage } from '~/view-models/rules-page.server.ts'
import { defaultCard, header } from '~/view-models/share-image.ts'
import {
  sportsEventJsonLd,
  sportsOrganizationJsonLd,
  webSiteJsonLd,
} from '~/view-models/structured-data.ts'
import { webManifest } from '~/view-models/web-manifest.ts'

import { applyLeagueProfile, leagueProfile } from './current.ts'
import { getLeagueProfile, readLeagueProfile } from './profile.server.ts'
import { leagueInfoView, leagueTexts } from './texts.ts'

const second = readLeagueProfile('app/league-profile/fixtures/second-league.json')
const first = getLeagueProfile()

/** What the committed league is called and where it plays: none of it may appear. */
const FIRST_LEAGUE = [
  'Laval',
  'Brossard',
  first.name.fr,
  first.name.en,
  first.shortName.fr,
  first.shortName.en,
  first.contact.email,
  first.email.senderAddress,
  first.timeZone,
  'soccer-interieur',
]

function expectNoFirstLeague(output: unknown) {
  const text = typeof output === 'string' ? output : JSON.stringify(output)
  for (const word of FIRST_LEAGUE) expect(text, word).not.toContain(word)
  // And no league placeholder left unfilled.
  for (const name of Object.keys(leagueTexts(second, 'fr'))) expect(text).not.toContain(`{${name}}`)
}

// The second league's own data: the example tree with its divisions moved to its venues, so
// that any first-league word left can only come from the code.
const secondLeague = () =>
  parseLeague(
    JSON.parse(
      JSON.stringify(exampleLeagueTree())
        .replaceAll('Laval', 'Kitsilano')
        .replaceAll('Brossard', 'Burnaby'),
    ) as Record<string, unknown>,
  )

// Test files share a worker: the committed profile is put back for the others.
beforeAll(() => applyLeagueProfile(second))
afterAll(() => applyLeagueProfile(first))

const context = (lang: 'fr' | 'en') => ({ publicUrl: 'https://pcfl.example/', lang })

describe('with another league profile', () => {
  it('applies its time zone to the league domain', () => {
    expect(leagueProfile()).toBe(second)
    expect(leagueTimeZone()).toBe('America/Vancouver')
  })

  it.each(['fr', 'en'] as const)('leaves no first-league word in any %s message', (lang) => {
    const t = translator(lang)
    const texts = messageKeys(lang).map((key) => t(key as MessageKey))
    expectNoFirstLeague(texts)
    const share = shareText(lang)
    expectNoFirstLeague(Object.keys(shareFr).map((key) => share(key as keyof typeof shareFr)))
    const search = searchPageText(lang)
    expectNoFirstLeague(
      Object.keys(searchPageFr).map((key) => search(key as keyof typeof searchPageFr)),
    )
    const admin = adminText(lang)
    expectNoFirstLeague(Object.keys(adminFr).map((key) => admin(key as keyof typeof adminFr)))
    expect(t('site.name')).toBe(second.name[lang])
    expect(t('home.locations')).toBe('Kitsilano · Burnaby')
  })

  it("says the second league's season and game length, singular where it has one game", () => {
    const fr = translator('fr')
    const en = translator('en')
    expect(fr('registration.info.games')).toBe('12 matchs de 2 × 20 minutes')
    expect(fr('registration.info.preseason')).toBe('1 match préparatoire de 30 minutes')
    expect(en('preseason.intro')).toBe(
      'Every season starts with 1 preseason game of 30 minutes, before the 12 games of the regular season.',
    )
  })

  it.each(['fr', 'en'] as const)('names the second league in a page head (%s)', (lang) => {
    const meta = pageMeta(lang, 'Standings')
    expectNoFirstLeague(meta)
    expect(meta).toContainEqual({ title: `Standings · ${second.shortName[lang]}` })
    expect(meta).toContainEqual({ property: 'og:site_name', content: second.name[lang] })
    expect(pageMeta(lang, undefined)).toContainEqual({
      name: 'description',
      content: lang === 'fr' ? frenchSpacing(second.description.fr) : second.description.en,
    })
  })

  it('describes the second league and its venues in structured data', () => {
    const league = secondLeague()
    const match = league.matches.find((m) => m.start !== undefined)!
    const documents = [
      sportsOrganizationJsonLd(context('en'), { email: second.contact.email, sameAs: [] }),
      webSiteJsonLd(context('fr')),
      sportsEventJsonLd(match, context('en'), league),
    ]
    expectNoFirstLeague(documents)
    expect(documents[0]).toMatchObject({
      name: 'Pacific Coast Futsal League',
      areaServed: ['Vancouver', 'Burnaby'],
    })
    // The kick-off carries Vancouver's offset (Pacific Standard Time in November).
    expect((documents[2] as { startDate: string }).startDate).toMatch(/-08:00$/)
  })

  it('names the web app manifest and the share images after the second league', () => {
    const manifest = webManifest(leagueProfile())
    expectNoFirstLeague(manifest)
    expect(manifest).toMatchObject({ name: second.name.fr, short_name: 'PCFL' })
    const cards = [defaultCard(), header('en')]
    expectNoFirstLeague(cards)
    expect(defaultCard()).toMatchObject({ title: second.name.fr, subtitle: second.name.en })
  })

  it.each(['fr', 'en'] as const)(
    'writes the registration e-mail as the second league (%s)',
    (lang) => {
      const message = composeConfirmation(
        {
          to: 'ana@example.org',
          playerName: 'Ana',
          teamName: 'Orcas',
          seasonName: 'Winter 2026',
          seasonNameLocal: 'Hiver 2026',
          lang,
        },
        { contactEmail: second.contact.email },
      )
      expectNoFirstLeague(message)
      expect(message.text).toContain(second.email.signature[lang])
      expect(message.text).toContain(lang === 'fr' ? '275,00 $' : '$275.00')
    },
  )

  it('lists the second league’s venues, fees and prizes on the registration page', () => {
    const info = leagueInfoView(leagueProfile(), 'en')
    expectNoFirstLeague(info)
    expect(info).toEqual({
      venues: [
        {
          name: 'Kitsilano',
          days: 'Monday and Thursday, 8 PM',
          address: {
            text: '2690 Larch St, Vancouver BC V6K 4K9',
            street: '2690 Larch St',
            town: 'Vancouver BC V6K 4K9',
            mapHref: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\//),
          },
        },
        { name: 'Burnaby', days: 'Saturday afternoons' },
      ],
      hasPreseason: true,
      deposit: '$275.00',
      includes: ['Certified referees', 'Balls provided'],
      prizes: ['Pacific Cup'],
    })
  })

  it('puts calendar kick-offs at Vancouver wall-clock times', () => {
    const league = secondLeague()
    const feed = buildCalendarFeed(league, {
      kind: 'division',
      id: 'M1',
      lang: 'en',
      publicUrl: 'https://pcfl.example/',
      stamp: new Date('2026-01-14T12:00:00Z'),
    })!
    expectNoFirstLeague(feed.body)
    const calendar = new ICAL.Component(ICAL.parse(feed.body))
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toContain('PCFL')
    const first = new ICAL.Event(calendar.getAllSubcomponents('vevent')[0]!)
    // Nov 9 2025 7:30 PM in Vancouver (PST, UTC-8), for the profile's 75 minutes.
    expect(first.startDate.toJSDate().toISOString()).toBe('2025-11-10T03:30:00.000Z')
    expect(first.endDate.toJSDate().toISOString()).toBe('2025-11-10T04:45:00.000Z')
    expect(formatTime(first.startDate.toJSDate().getTime(), 'en')).toBe('7:30 PM')
  })

  it('leaves no first-league word in the legal pages', () => {
    expectNoFirstLeague([termsOfUse, privacyPolicy, cookiePolicy])
  })

  it.each(['fr', 'en'] as const)(
    'shows the second league’s own rules on the rules page, none of the first’s (%s)',
    async (lang) => {
      const page = await loadRulesPage(new Request(`https://pcfl.example/rules?lang=${lang}`))
      if ('redirect' in page) throw new Error('the rules page redirected')
      const { document } = page.view
      expect(page.status).toBe(200)
      expect(document).toEqual(second.rules![lang])
      expect(document.title).toBe(lang === 'fr' ? 'Règlements de la LCFP' : 'PCFL Laws of the Game')
      expect(document.sections.map((section) => section.id)).toEqual(['teams', 'time'])
      expect(document.reminders?.items).toHaveLength(3)
      expect(page.meta).toContainEqual({
        title: `${document.title} · ${second.shortName[lang]}`,
      })
      // The description is the file's first paragraph, with the league's own address.
      const description = page.meta.find((tag) => 'name' in tag && tag.name === 'description')
      expect(JSON.stringify(description)).toContain(second.contact.email)
      expectNoFirstLeague(page)
      for (const text of bundledRulesTexts(lang))
        expect(JSON.stringify(page), text).not.toContain(text)
    },
  )
})

/** The headings, reminders and description of the site's bundled rules, in one language. */
function bundledRulesTexts(lang: Lang): string[] {
  const document = rules[lang]
  return [
    document.title,
    document.description,
    ...document.sections.map((section) => section.title),
    ...(document.reminders?.items ?? []),
  ]
}

describe('the committed league profile', () => {
  it('is valid', () => {
    expect(() => readLeagueProfile('league-profile.json')).not.toThrow()
    expect(JSON.parse(readFileSync('league-profile.json', 'utf8'))).toMatchObject({
      timeZone: 'America/Toronto',
    })
  })
})
