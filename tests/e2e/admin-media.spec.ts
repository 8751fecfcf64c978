// The console's image pages on a phone, each change seen on the public pages and in the audit log.
import { type Page } from '@playwright/test'
import sharp from 'sharp'

import { PHONE, expectNoAxeViolations, expectNoHorizontalOverflow } from './fixtures.ts'
import { leagueServerForBlock } from './support/block-server.ts'
import { signInAsOperator } from './support/console-session.ts'
import { exampleLeagueTree, startLeagueServer } from './support/league-server.ts'
import { expect, test } from './support/shared-servers.ts'

test.use({ viewport: PHONE })
test.describe.configure({ mode: 'serial' })

const server = leagueServerForBlock(() => startLeagueServer({ tree: exampleLeagueTree() }), {
  startTimeoutMs: 120_000,
})

const signIn = (page: Page) =>
  signInAsOperator(page, server, { email: 'lea@example.org', name: 'Léa Roy' })

/** A real 1200 × 800 JPEG. */
const photo = async () => ({
  name: 'IMG_0001.JPG',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1f7a3a' } })
    .jpeg()
    .toBuffer(),
})

test('an operator publishes a news item with a picture, edits it and removes it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page)
  await page.goto(`${server.baseURL}/admin/news`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouvelles')
  // The console's sections scroll in one row on a phone, the current one in view.
  const sections = page.getByRole('navigation', { name: 'Console' })
  const current = sections.getByRole('link', { name: 'Nouvelles' })
  await expect(current).toBeInViewport()
  const [row, link] = await Promise.all([sections.boundingBox(), current.boundingBox()])
  expect(row!.height).toBeLessThan(link!.height * 1.5)
  await page.getByRole('link', { name: 'Écrire une nouvelle' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Écrire une nouvelle')
  await expectNoHorizontalOverflow(page)
  await expectNoAxeViolations(page)

  await page.getByLabel('Titre en français').fill('Finale samedi')
  await page.getByLabel('Texte en français').fill('Venez nombreux encourager les équipes.')
  await page.getByLabel('Titre en anglais').fill('Final on Saturday')
  await page.getByLabel('Texte en anglais').fill('Come and cheer the teams.')
  await page.getByLabel('Image (facultative)').setInputFiles(await photo())
  await page.getByRole('button', { name: 'Publier' }).click()
  await expect(page.getByRole('status')).toHaveText(/La nouvelle est publiée/)

  const item = page.getByTestId('admin-news-list').getByRole('link', { name: /Finale samedi/ })
  const href = (await item.getAttribute('href'))!
  const newsId = decodeURIComponent(href.split('/').pop()!)

  // The public page shows it, with the re-encoded picture from the media folder.
  await page.goto(`${server.baseURL}/news/${encodeURIComponent(newsId)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finale samedi')
  const src = await page.locator('main img').first().getAttribute('src')
  expect(src).toMatch(/^\/media\/news\/[0-9a-f]{64}\.webp$/)
  const image = await page.request.get(`${server.baseURL}${src}`)
  expect(image.headers()['content-type']).toBe('image/webp')
  // Named by its content: a name never stands for another picture, so it is kept a year.
  expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect((await sharp(await image.body()).metadata()).width).toBe(1200)

  await page.goto(`${server.baseURL}/admin${href.slice(href.indexOf('/news'))}`)
  await expect(page.getByTestId('admin-current-image')).toBeVisible()
  await page.getByLabel('Titre en français').fill('Finale reportée')
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByRole('status')).toHaveText('La nouvelle est enregistrée.')
  await page.goto(`${server.baseURL}/news/${encodeURIComponent(newsId)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finale reportée')

  await page.goto(`${server.baseURL}/admin${href.slice(href.indexOf('/news'))}`)
  await page.getByText('Retirer cette nouvelle du site').click()
  await page.getByRole('button', { name: 'Retirer la nouvelle' }).click()
  await expect(page.getByRole('status')).toHaveText(/La nouvelle est retirée du site/)
  const gone = await page.request.get(`${server.baseURL}/news/${encodeURIComponent(newsId)}`)
  expect(gone.status()).toBe(404)

  await page.goto(`${server.baseURL}/admin/audit`)
  for (const action of ['Nouvelle publiée', 'Nouvelle modifiée', 'Nouvelle retirée'])
    await expect(page.getByText(action).first()).toBeVisible()
})

test('an operator adds a sponsor with its logo, then takes it off the site', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page)
  await page.goto(`${server.baseURL}/admin/sponsors/new`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajouter un commanditaire')
  await expectNoHorizontalOverflow(page)
  // A new sponsor needs a logo: the server says so and keeps the name.
  await page.getByLabel('Nom', { exact: true }).fill('Café Lune')
  await page.getByLabel('Site web (facultatif)').fill('javascript:alert(1)')
  await page.getByRole('button', { name: 'Ajouter le commanditaire' }).click()
  await expect(page.getByText('Une adresse web comme https://exemple.ca.')).toBeVisible()
  await page.getByLabel('Site web (facultatif)').fill('cafelune.ca')
  await page.getByRole('button', { name: 'Ajouter le commanditaire' }).click()
  await expect(page.getByText('Choisissez une image.')).toBeVisible()
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Café Lune')
  await page.getByLabel('Logo', { exact: true }).setInputFiles(await photo())
  await page.getByRole('button', { name: 'Ajouter le commanditaire' }).click()
  await expect(page.getByRole('status')).toHaveText(/Le commanditaire est ajouté/)

  await page.goto(`${server.baseURL}/sponsors`)
  const card = page.getByTestId('sponsors-list').locator('li', { hasText: 'Café Lune' })
  await expect(card.getByRole('link')).toHaveAttribute('href', 'https://cafelune.ca/')
  await expect(card.locator('img')).toHaveAttribute('src', /^\/media\/sponsor\/[0-9a-f]{64}\.webp$/)

  await page.goto(`${server.baseURL}/admin/sponsors`)
  await page
    .getByTestId('admin-sponsor-list')
    .getByRole('link', { name: /Café Lune/ })
    .click()
  await expect(page.getByTestId('admin-current-image')).toBeVisible()
  await page.getByLabel('Affiché sur le site').uncheck()
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByRole('status')).toHaveText('Le commanditaire est enregistré.')
  await page.goto(`${server.baseURL}/sponsors`)
  await expect(page.getByTestId('sponsors-page')).not.toContainText('Café Lune')
  await page.goto(`${server.baseURL}/admin/audit`)
  for (const action of ['Commanditaire ajouté', 'Commanditaire modifié'])
    await expect(page.getByText(action).first()).toBeVisible()
})

test('an operator puts the preseason banner online, in English', async ({ page }) => {
  await signIn(page)
  await page.goto(`${server.baseURL}/admin/preseason?lang=en`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preseason banner')
  await page.getByRole('button', { name: 'Put the banner online' }).click()
  await expect(page.getByText('Choose an image.')).toBeVisible()
  await page.getByLabel('Banner', { exact: true }).setInputFiles(await photo())
  await page.getByRole('button', { name: 'Put the banner online' }).click()
  await expect(page.getByRole('status')).toHaveText(/The banner is online/)
  await expect(page.getByTestId('admin-current-image')).toHaveAttribute(
    'src',
    /^\/media\/preseason\/[0-9a-f]{64}\.webp$/,
  )
  await expectNoAxeViolations(page)
  await page.goto(`${server.baseURL}/preseason?lang=en`)
  await expect(page.getByTestId('preseason-banner').locator('img')).toHaveAttribute(
    'src',
    /^\/media\/preseason\/[0-9a-f]{64}\.webp$/,
  )
})

test('a file that is not a picture, or too big, is refused with what was typed kept', async ({
  page,
}) => {
  await signIn(page)
  await page.goto(`${server.baseURL}/admin/news/new?lang=en`)
  await page.getByLabel('Title in French').fill('Essai')
  await page.getByLabel('Text in French').fill('Texte')
  await page.getByLabel('Title in English').fill('Try')
  await page.getByLabel('Text in English').fill('Text')
  const image = page.getByLabel('Image (optional)')
  // Too big: the browser says so before anything is sent.
  await image.setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(8 * 1024 * 1024 + 1),
  })
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('This file is over 8 MB: choose a lighter image.')).toBeVisible()
  // A text file named like a picture: the server reads it and refuses it.
  await image.setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  })
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByRole('alert')).toHaveText(/the image will not do/)
  // The form is longer than the screen: the reason, at its top, comes into view.
  await expect(page.getByRole('alert')).toBeInViewport()
  await expect(
    page.getByText('This file is not an image (JPEG, PNG, WebP or GIF; no SVG).'),
  ).toBeVisible()
  await expect(page.getByLabel('Title in French')).toHaveValue('Essai')
  await expect(page.getByLabel('Image (optional)')).toHaveAttribute('aria-invalid', 'true')
  // Correcting a field further down keeps the operator where they are.
  await page.getByLabel('Text in English').fill('Text, corrected')
  await expect(page.getByLabel('Text in English')).toBeInViewport()
  await expectNoAxeViolations(page)
})

test('without a session, from another origin or past the size limit, nothing is written', async ({
  page,
}) => {
  const form = (csrf?: string) => ({
    ...(csrf ? { csrf } : {}),
    intent: 'save',
    titleFr: 'Pirate',
    titleEn: 'Pirate',
    articleFr: 'x',
    articleEn: 'x',
    date: '2026-01-01',
  })
  const post = (headers: Record<string, string>, multipart: Record<string, unknown>) =>
    page.request.post(`${server.baseURL}/admin/news/new`, {
      headers,
      multipart: multipart as never,
      maxRedirects: 0,
    })
  expect((await post({ Origin: server.baseURL }, form())).status()).toBe(401)

  await signIn(page)
  await page.goto(`${server.baseURL}/admin/news/new`)
  const csrf = await page.locator('input[name="csrf"]').first().inputValue()
  expect((await post({ Origin: 'https://evil.example' }, form(csrf))).status()).toBe(403)
  const oversized = {
    ...form(csrf),
    image: { name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(9 * 1024 * 1024) },
  }
  expect((await post({ Origin: server.baseURL }, oversized)).status()).toBe(413)
  const svg = {
    ...form(csrf),
    image: {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    },
  }
  expect((await post({ Origin: server.baseURL }, svg)).status()).toBe(422)
  await page.goto(`${server.baseURL}/admin/news`)
  await expect(page.getByTestId('admin-news-list')).not.toContainText('Pirate')
})
