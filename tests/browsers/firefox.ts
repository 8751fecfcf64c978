// Firefox speaks WebDriver BiDi itself, so no geckodriver is needed.
import { existsSync } from 'node:fs'

import puppeteer from 'puppeteer-core'

import { PHONE_WINDOW, type SmokeBrowser } from './smoke-browser.ts'

export function firefoxPath(): string | undefined {
  const candidate = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
  return existsSync(candidate) ? candidate : undefined
}

export async function openFirefox(executablePath: string, baseURL: string): Promise<SmokeBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    // The machine has no internet: nothing of Firefox's own calls home.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      // A smoke page lives seconds: the optimising JIT (Ion) costs more than it saves there.
      'javascript.options.ion': false,
    },
  })
  const page = await browser.newPage()
  await page.setViewport(PHONE_WINDOW)
  let errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error ${message.text()} (${page.url()})`)
  })
  page.on('pageerror', (error) => {
    errors.push(
      `uncaught ${error instanceof Error ? error.stack || error.message : String(error)} (${page.url()})`,
    )
  })
  const version = await browser.version()
  return {
    version,
    baseURL,
    goto: async (url) => {
      await page.goto('about:blank')
      errors = []
      await page.goto(url, { waitUntil: 'load' })
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    click: (selector) => page.click(selector),
    pressEscape: () => page.keyboard.press('Escape'),
    selectOption: async (selector, value) => {
      await page.select(selector, value)
    },
    takeErrors: async () => {
      const taken = errors
      errors = []
      return taken
    },
    close: () => browser.close(),
  }
}
