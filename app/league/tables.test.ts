import { describe, expect, it } from 'vitest'
import { fines, formatMoney, readFines } from './fines.ts'
import { seasonTree } from './fixtures/example-tree.ts'
import { parseLeague } from './league.ts'
import { excerpt, latestNews, newsDialog, readNews } from './news.ts'
import { preseasonBanner, readPreseason } from './preseason.ts'
import { activeSponsors, readSponsors, sponsorPages, withScheme } from './sponsors.ts'
import { suspensions } from './suspensions.ts'

describe('suspensions: truthy flag, latest as-of or return date first', () => {
  const league = parseLeague(
    seasonTree({
      S_Teams: {
        A: { team_id: 'TA', team_name: 'Alpha', division_id: 'D' },
        B: { team_id: 'TB', team_name: 'Bravo', division_id: 'E' },
      },
      S_Players: {
        p1: {
          player_name: 'Old Case',
          team_id: 'TA',
          player_suspended: 1,
          player_suspended_asof_date: '2025-10-01',
        },
        p2: {
          player_name: 'Returns Late',
          team_id: 'TA',
          player_suspended: 'yes',
          player_suspended_asof_date: '2025-10-05',
          player_returndate: '2025-12-01',
        },
        p3: {
          player_name: 'Recent',
          team_id: 'TA',
          division_id: 'D',
          player_suspended: true,
          player_suspended_asof_date: '2025-11-20',
        },
        p4: { player_name: 'No Dates', team_id: 'TA', player_suspended: 2 },
        p5: {
          player_name: 'Cleared',
          team_id: 'TA',
          player_suspended: 'no',
          player_suspended_asof_date: '2025-12-31',
        },
        p6: { player_name: 'Zero', team_id: 'TA', player_suspended: 0 },
        p7: { player_name: 'Other Division', team_id: 'TB', player_suspended: true },
      },
    }),
  )

  it('lists suspended players of a division, newest first, undated last', () => {
    expect(suspensions(league, 'D').map((row) => row.playerName)).toEqual([
      'Returns Late',
      'Recent',
      'Old Case',
      'No Dates',
    ])
  })

  it('takes the division from the team when the player has none; all divisions without a filter', () => {
    expect(suspensions(league, { divisionId: 'E' }).map((row) => row.playerName)).toEqual([
      'Other Division',
    ])
    expect(suspensions(league)).toHaveLength(5)
    expect(suspensions(league, { teamId: 'TB' })).toHaveLength(1)
  })

  it('rows carry the suspension details and the team', () => {
    expect(suspensions(league, 'D')[0]).toMatchObject({
      team: { id: 'TA', name: { en: 'Alpha' } },
      suspension: { suspended: true, returnDate: '2025-12-01' },
    })
  })
})

describe('team fines: latest update first, then amount; money with 2 decimals', () => {
  const league = parseLeague(
    seasonTree({
      Seasons: {
        S: {
          season_id: 'S',
          isActive: true,
          Divisions: { D: { division_id: 'D', division_name_en: 'Men A' } },
        },
      },
      S_Teams: { A: { team_id: 'TA', team_name: 'Alpha', division_id: 'D' } },
      Team_Fines: {
        f1: {
          Team_Name: 'Alpha',
          Team_ID: 'TA',
          Division: 'D',
          Fine_Amount: 15,
          UpdatedAt: '2025-11-17',
          Season_ID: 'S',
        },
        f2: {
          Team_Name: 'Alpha',
          Team_ID: 'TA',
          Division: 'Men A',
          Fine_Amount: '100',
          UpdatedAt: '2025-11-17',
          Season_ID: 'S',
        },
        f3: {
          Team_Name: 'Bravo',
          Division: 'D',
          Fine_Amount: 30,
          UpdatedAt: '2025-11-20T10:00:00Z',
        },
        f4: {
          Team_Name: 'Alpha',
          Team_ID: 'TA',
          Division: 'D',
          Fine_Amount: 50,
          UpdatedAt: '2025-01-01',
          Season_ID: 'OLD',
        },
        f5: { Team_Name: 'Alpha', Division: 'D', Fine_Amount: 60 },
        f6: { Team_Name: 'Other', Division: 'E', Fine_Amount: 5, UpdatedAt: '2025-12-01' },
      },
    }),
  )

  it('sorts by latest update, then larger amount; undated last; matches the division by id or name', () => {
    expect(fines(league, { divisionId: 'D' }).map((fine) => fine.id)).toEqual([
      'f3',
      'f2',
      'f1',
      'f4',
      'f5',
    ])
  })

  it('filters by season (fines without a season are kept) and team', () => {
    expect(fines(league, { divisionId: 'D', seasonId: 'S' }).map((fine) => fine.id)).toEqual([
      'f3',
      'f2',
      'f1',
      'f5',
    ])
    expect(fines(league, { teamId: 'TA' }).map((fine) => fine.id)).toEqual(['f2', 'f1', 'f4', 'f5'])
    expect(fines(league).length).toBe(6)
  })

  it('reads every field', () => {
    expect(
      readFines({
        f: {
          Team_Name: ' A ',
          Team_ID: 'T',
          Division: 'D',
          Fine_Amount: '15.5',
          Notes: 'Red card',
          Payment_Status: 'Unpaid',
          UpdatedAt: '2025-11-17',
          Season_ID: 'S',
        },
      })[0],
    ).toMatchObject({
      teamName: 'A',
      teamId: 'T',
      division: 'D',
      amount: 15.5,
      notes: 'Red card',
      paymentStatus: 'Unpaid',
      updatedAt: '2025-11-17',
      seasonId: 'S',
    })
  })

  it.each([
    [15, 'fr', '15,00 $'],
    [15, 'en', '$15.00'],
    ['15', 'fr', '15,00 $'],
    [1234.5, 'fr', '1 234,50 $'],
    [1234.5, 'en', '$1,234.50'],
    [0, 'en', '$0.00'],
    ['junk', 'en', ''],
    [null, 'fr', ''],
  ] as const)('formatMoney(%j, %s) → %j (plain spaces)', (amount, lang, expected) => {
    expect(formatMoney(amount, lang)).toBe(expected)
  })
})

describe('sponsors: inactive hidden, duplicates by id removed, https:// added, pages of 3', () => {
  const sponsors = readSponsors({
    s3: {
      name: 'Third',
      imageUrl: 'https://x/3.png',
      websiteUrl: 'http://third.example',
      createdAt: 3000000000000,
    },
    s1: {
      name: 'First',
      imagePath: 'sponsors/1.png',
      websiteUrl: 'www.first.example',
      createdAt: 1000000000000,
    },
    s2: { name: 'Hidden', active: false, createdAt: 2000000000000 },
    dup: { id: 's1', name: 'First again', createdAt: 1500000000000 },
    s4: { name: 'Undated', active: 'true' },
    s5: { name: 'Hidden text', active: 'false' },
  })

  it('keeps active sponsors once each, oldest first', () => {
    expect(activeSponsors({ sponsors }).map((sponsor) => sponsor.name)).toEqual([
      'First',
      'Third',
      'Undated',
    ])
  })

  it('keeps imageUrl or imagePath for the data layer and completes website URLs', () => {
    const [first, third] = activeSponsors({ sponsors })
    expect(first).toMatchObject({
      imagePath: 'sponsors/1.png',
      websiteUrl: 'https://www.first.example',
    })
    expect(third).toMatchObject({ imageUrl: 'https://x/3.png', websiteUrl: 'http://third.example' })
  })

  it.each([
    ['www.example.org', 'https://www.example.org'],
    ['example.org/path', 'https://example.org/path'],
    ['https://example.org', 'https://example.org'],
    ['HTTP://example.org', 'HTTP://example.org'],
    ['//cdn.example.org', 'https://cdn.example.org'],
  ])('website %j → %j', (url, expected) => {
    expect(withScheme(url)).toBe(expected)
  })

  it.each([
    [0, []],
    [3, [3]],
    [4, [3, 1]],
    [7, [3, 3, 1]],
  ])('%i sponsors → pages of %j', (count, sizes) => {
    expect(
      sponsorPages(
        Array.from({ length: count }, (_, index) => index),
        3,
      ).map((page) => page.length),
    ).toEqual(sizes)
  })
})

describe('news: grouped by date, French variants, newest first; dialog model', () => {
  const long = 'word '.repeat(100).trim()
  const news = readNews({
    '2025-11-15': {
      n1: {
        title: 'Kick-off',
        title_fr: 'Coup d’envoi',
        Article: 'Short.',
        Article_fr: 'Court.',
        date: '2025-11-15',
        image: 'https://x/n1.jpg',
      },
    },
    '2025-12-01': {
      n2: { title: 'Long read', Article: long, date: 'Dec 1, 2025' },
      n3: { title: '  ' },
    },
    '2025-10-01': { n0: { title: 'Old' } },
  })

  it('reads items with text, newest first', () => {
    expect(news.map((item) => item.id)).toEqual(['n2', 'n1', 'n0'])
    expect(news[1]).toMatchObject({
      dateKey: '2025-11-15',
      title: { en: 'Kick-off', fr: 'Coup d’envoi' },
      article: { en: 'Short.', fr: 'Court.' },
      image: 'https://x/n1.jpg',
    })
  })

  it.each([
    [
      'fr',
      {
        title: 'Coup d’envoi',
        date: '15 novembre 2025',
        content: 'Court.',
        image: 'https://x/n1.jpg',
      },
    ],
    ['en', { title: 'Kick-off', date: 'November 15, 2025', content: 'Short.' }],
  ] as const)('dialog in %s', (lang, expected) => {
    const dialog = newsDialog(news[1], lang)
    expect(dialog).toMatchObject(expected)
    expect(dialog.fullContent).toBeUndefined()
  })

  it('French falls back to English when no French variant exists; long articles get an excerpt and fullContent', () => {
    const dialog = newsDialog(news[0], 'fr')
    expect(dialog.title).toBe('Long read')
    expect(dialog.content.endsWith('…')).toBe(true)
    expect(dialog.content.length).toBeLessThanOrEqual(221)
    expect(dialog.fullContent).toBe(long)
    expect(latestNews(news, 'en', 2).map((item) => item.id)).toEqual(['n2', 'n1'])
  })

  it('excerpt cuts at a word boundary', () => {
    expect(excerpt('one two three four', 9)).toBe('one two…')
    expect(excerpt('short', 9)).toBe('short')
  })

  it('excerpt keeps the no-break spaces French puts before : ; ! ?', () => {
    expect(excerpt('N’oubliez pas\u00a0: respect\n des arbitres\u202f!')).toBe(
      'N’oubliez pas\u00a0: respect des arbitres\u202f!',
    )
  })
})

describe('preseason entries with a url', () => {
  it('reads entries in key order, skipping those without a url', () => {
    const entries = readPreseason({
      b2: { url: 'b.jpg' },
      b1: { url: ' a.jpg ' },
      b3: { url: '' },
      b4: 'c.jpg',
      b5: 5,
    })
    expect(entries).toEqual([
      { id: 'b1', url: 'a.jpg' },
      { id: 'b2', url: 'b.jpg' },
      { id: 'b4', url: 'c.jpg' },
    ])
    expect(preseasonBanner({ preseason: entries })?.url).toBe('a.jpg')
    expect(readPreseason(null)).toEqual([])
  })
})
