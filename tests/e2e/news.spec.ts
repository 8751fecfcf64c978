/** `/news/{id}`: every news article at its own address, opened from its card on the home page. */
import { type APIRequestContext } from '@playwright/test'

import { DESKTOP, PHONE } from './fixtures.ts'
import { expect, test } from './support/shared-servers.ts'

const TEXT = {
  fr: { back: 'Retour à l’accueil', missing: 'Article introuvable' },
  en: { back: 'Back to home', missing: 'Article not found' },
} as const

const withLang = (path: string, lang: 'fr' | 'en') =>
  lang === 'fr' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=en`

/** The news addresses of the sitemap (French form), one per article. */
async function newsPaths(request: APIRequestContext) {
  const xml = await (await request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>[^<]*?(\/news\/[^<?]+)<\/loc>/g)].map((match) => match[1]!)
}

test('every article of the sitemap answers 200 with its title and text in the server HTML', async ({
  request,
}) => {
  const paths = await newsPaths(request)
  expect(paths.length).toBeGreaterThan(3)
  for (const path of paths) {
    for (const lang of ['fr', 'en'] as const) {
      const response = await request.get(withLang(path, lang))
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      expect(html).toContain('data-testid="news-article"')
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
      expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:`)
      expect(html).not.toContain('noindex')
    }
  }
})

test('an unknown article is a 404 with a way home, not indexed', async ({ request }) => {
  for (const lang of ['fr', 'en'] as const) {
    const response = await request.get(withLang('/news/no-such-article', lang))
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(html).toContain(TEXT[lang].missing)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
  }
})

for (const lang of ['fr', 'en'] as const) {
  test(`a home news card opens the article's page in one step, which leads back home (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto(withLang('/', lang))
    await expect(page.getByTestId('home')).toHaveAttribute('data-hydrated', 'true')
    const card = page.getByTestId('news-card').first()
    const title = (await card.locator('h3').textContent())!.trim()
    await card.click()
    await expect(page).toHaveURL(new RegExp(`/news/[^?]+${lang === 'en' ? '\\?lang=en' : ''}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await page.setViewportSize(PHONE)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await page.getByTestId('news-article').getByRole('link', { name: TEXT[lang].back }).click()
    await expect(page.getByTestId('home')).toBeVisible()
  })
}

test('the news archive lists every article by month in both languages and leads to each', async ({
  request,
}) => {
  const paths = await newsPaths(request)
  for (const [lang, month] of [
    [
      'fr',
      /<h2[^>]*>(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}<\/h2>/,
    ],
    [
      'en',
      /<h2[^>]*>(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}<\/h2>/,
    ],
  ] as const) {
    const response = await request.get(withLang('/news', lang))
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toMatch(month)
    for (const path of paths) expect(html, path).toContain(`href="${withLang(path, lang)}"`)
  }
})
