import AxeBuilder from '@axe-core/playwright'
import { type Page, expect } from '@playwright/test'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

/** The rule sets every page is held to: WCAG 2.0, 2.1 and 2.2 A/AA plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * Runs axe-core with {@link AXE_TAGS} on the page and fails with the list of violations.
 * Legacy mode runs axe in the page itself: the site has no frames, and the default mode opens a
 * blank page per run to merge frame results, which doubled each run's time.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}

/**
 * Runs only axe's colour rules (text contrast, links told apart from text): all a theme changes.
 * The dark sweep uses it; the light sweep runs every rule on the same pages and states.
 */
export async function expectNoContrastViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withRules(['color-contrast', 'link-in-text-block'])
    .setLegacyMode(true)
    .analyze()
  expect(
    results.violations
      .map((violation) =>
        violation.nodes.map(
          (node) => `${violation.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`,
        ),
      )
      .flat(),
  ).toEqual([])
}

/** Fails when the page is wider than the viewport (something overflows sideways). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/** Sets the language cookie the toggle would set, before the first request. */
export async function useLanguage(page: Page, lang: 'fr' | 'en', baseURL: string) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL }])
}
