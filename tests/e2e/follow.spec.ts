// Following a team (docs/product.md#follow-a-team) on a phone, in both languages: from a search
// result by keyboard, the home opens on the team, nothing personal reaches the server, and the
// page stays the same bytes for everyone.
import { expect, test } from '@playwright/test'

import { PHONE, expectNoAxeViolations } from './fixtures.ts'

const WORDS = {
  fr: {
    follow: 'Suivre Inter Chomedey',
    following: 'Suivie : Inter Chomedey',
    title: 'Mes équipes',
  },
  en: { follow: 'Follow Inter Chomedey', following: 'Following Inter Chomedey', title: 'My teams' },
} as const

test.use({ viewport: PHONE })

for (const lang of ['fr', 'en'] as const) {
  const query = lang === 'en' ? '&lang=en' : ''
  const home = lang === 'en' ? '/?lang=en' : '/'
  const words = WORDS[lang]

  test(`a phone follows a team from search and the home opens on it (${lang})`, async ({
    page,
    context,
    playwright,
  }) => {
    const before = await page.request.get(home)
    await page.goto(`/search?q=chomedey${query}`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

    // From the result's link, the next stop is its « Suivre » button; Space presses it.
    const result = page.getByTestId('search-teams').getByRole('link', { name: /Inter Chomedey/ })
    await result.focus()
    await page.keyboard.press('Tab')
    const follow = page.getByRole('button', { name: words.follow })
    await expect(follow).toBeFocused()
    await expect(follow).toHaveAttribute('aria-pressed', 'false')
    await page.keyboard.press('Space')
    const following = page.getByRole('button', { name: words.following })
    await expect(following).toHaveAttribute('aria-pressed', 'true')
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('follow')

    await page.goto(home)
    await expect(page.locator('html')).toHaveAttribute('data-following', 'true')
    const strip = page.getByTestId('my-teams')
    await expect(strip.getByRole('heading', { name: words.title })).toBeVisible()
    const card = strip.getByTestId('my-team').first()
    await expect(card).toHaveAttribute('data-state', 'team')
    await expect(card.getByRole('heading', { level: 3 })).toHaveText('Inter Chomedey')
    // The first screen: the team's card starts above the fold, before the league's hero.
    const top = (await card.boundingBox())!.y
    expect(top).toBeLessThan(PHONE.height / 2)
    const hero = (await page.getByRole('heading', { level: 1 }).boundingBox())!.y
    expect(top).toBeLessThan(hero)
    await expect(card.getByRole('link', { name: /Inter Chomedey/ }).first()).toBeVisible()
    // The team's season feed, one tap to subscribe in the calendar app.
    await expect(card.getByTestId('my-team-feed')).toHaveAttribute(
      'href',
      /^webcal:\/\/[^/]+\/calendar\/team\/[^/?]+\.ics/,
    )
    await expectNoAxeViolations(page)

    // The same page for a visitor who follows nothing: the same bytes and the same ETag.
    const stranger = await playwright.request.newContext({ baseURL: new URL(page.url()).origin })
    const after = await stranger.get(home)
    expect(after.headers().etag).toBe(before.headers().etag)
    expect(await after.body()).toEqual(await before.body())
    await stranger.dispose()

    // The card's star lets the team go, and the strip with it.
    await card.getByRole('button', { name: words.following }).click()
    await expect(page.getByTestId('my-teams')).toHaveCount(0)
  })
}
