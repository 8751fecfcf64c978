import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { type Page, expect } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

import { retireContext } from './support/warm-context.ts'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

/** The rule sets every page is held to: WCAG 2.0, 2.1 and 2.2 A/AA plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

let axeSource: string | undefined

/** axe-core's 550 KB source is injected once per document: it costs as much as a small check. */
async function runAxe(page: Page, options: RunOptions): Promise<AxeResults['violations']> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  // Only violations: passing rules' nodes were 1.5 MB on the schedule page.
  return page.evaluate(async (options) => (await window.axe.run(document, options)).violations, {
    ...options,
    resultTypes: ['violations'],
  } satisfies RunOptions)
}

declare global {
  interface Window {
    axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> }
  }
}

/** Runs axe-core with {@link AXE_TAGS} on the page and fails with the list of violations. */
export async function expectNoAxeViolations(page: Page) {
  const violations = await runAxe(page, { runOnly: { type: 'tag', values: AXE_TAGS } })
  const summary = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}

/** Runs only axe's colour rules (text contrast, links told apart from text): all a theme changes. */
export async function expectNoContrastViolations(page: Page) {
  const violations = await runAxe(page, {
    runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
  })
  expect(
    violations
      .map((violation) =>
        violation.nodes.map(
          (node) => `${violation.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`,
        ),
      )
      .flat(),
  ).toEqual([])
}

/**
 * The page's background lightness, 0 (black) to 1 (white): the computed colour (Tailwind's are
 * oklch) painted on a canvas and read back as sRGB.
 */
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

/** Switches the system's colour scheme and ends at once the colour transitions it starts. */
async function switchScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme })
  await page.evaluate(() => {
    // getAnimations() applies the new scheme first, so the transitions it starts are listed.
    for (const animation of document.getAnimations())
      if (animation instanceof CSSTransition) animation.finish()
  })
}

/**
 * Holds the loaded page to axe in both themes without loading it twice: every rule in light (and
 * `light`, the caller's light checks), the colour rules in dark (the site follows the system,
 * ADR 0018). The theme it finds first, then the other, where it leaves the page: one switch.
 */
export async function expectNoAxeViolationsInBothThemes(
  page: Page,
  light: () => Promise<void> = async () => {},
) {
  const checkLight = async () => {
    await expectLight(page)
    await expectNoAxeViolations(page)
    await light()
  }
  const checkDark = async () => {
    await expectDark(page)
    await expectNoContrastViolations(page)
  }
  if (await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)) {
    await checkDark()
    await switchScheme(page, 'light')
    await checkLight()
  } else {
    await checkLight()
    await switchScheme(page, 'dark')
    await checkDark()
  }
}

/** Fails when the page is wider than the viewport (something overflows sideways). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/**
 * Stops the page's clock (page.clock) before its first script runs: its timers (autoplay,
 * rotations) fire only when the test runs the clock, so a test moves time by exactly what it
 * means, and a busy machine changes nothing.
 */
export async function stopClock(page: Page) {
  retireContext(page.context())
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1_000)
}

/** Sets the language cookie the toggle would set, before the first request. */
export async function useLanguage(page: Page, lang: 'fr' | 'en', baseURL: string) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL }])
}
