import AxeBuilder from '@axe-core/playwright'
import { type Page, expect } from '@playwright/test'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

/** Runs axe-core (WCAG 2.1 A/AA) on the page and fails with the list of violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}

/** Sets the language cookie the toggle would set, before the first request. */
export async function useLanguage(page: Page, lang: 'fr' | 'en', baseURL: string) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL }])
}
