import AxeBuilder from '@axe-core/playwright'
import { type Page, expect } from '@playwright/test'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

/** The rule sets every page is held to: WCAG 2.0, 2.1 and 2.2 A/AA plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * Legacy mode runs axe in the page itself: the site has no frames, and the default mode opens a
 * blank page per run.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}

/** Runs only axe's colour rules (text contrast, links told apart from text): all a theme changes. */
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

/** Tailwind's colours are oklch: painted on a canvas and read back as sRGB. */
export function backgroundLightness(page: Page): Promise<number> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!
    context.fillStyle = getComputedStyle(document.body).backgroundColor
    context.fillRect(0, 0, 1, 1)
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data
    return (Math.max(r!, g!, b!) + Math.min(r!, g!, b!)) / 2 / 255
  })
}

export async function expectDark(page: Page) {
  expect(await backgroundLightness(page)).toBeLessThan(0.2)
}

export async function expectLight(page: Page) {
  expect(await backgroundLightness(page)).toBeGreaterThan(0.9)
}

/** Switches the system's colour scheme and waits for the colour transitions it starts to end. */
async function switchScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme })
  await page.evaluate(async () => {
    // getAnimations() applies the new scheme first, so the transitions it starts are listed.
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition)
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => {})))
  })
}

/** The colour rules are all a theme changes: only they run again in the dark theme. */
export async function expectNoAxeViolationsInBothThemes(
  page: Page,
  light: () => Promise<void> = async () => {},
) {
  await expectNoAxeViolations(page)
  await light()
  await switchScheme(page, 'dark')
  await expectDark(page)
  await expectNoContrastViolations(page)
  await switchScheme(page, 'light')
}

/** Fails when the page is wider than the viewport (something overflows sideways). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/** Timers fire only when the test runs the clock, so a busy machine changes nothing. */
export async function stopClock(page: Page) {
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1_000)
}

/** Sets the language cookie the toggle would set, before the first request. */
export async function useLanguage(page: Page, lang: 'fr' | 'en', baseURL: string) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL }])
}
