// WebKitGTK has no headless mode: MiniBrowser runs on Xvfb.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'

import { Builder, By, Key, type WebDriver } from 'selenium-webdriver'
import remote from 'selenium-webdriver/remote/index.js'

import { LEAVING, takeCollectedErrors } from './error-collector.ts'
import { PHONE_WINDOW, type SmokeBrowser } from './smoke-browser.ts'

const DRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver'

export function miniBrowserPath(): string | undefined {
  if (process.env.WEBKIT_MINIBROWSER_PATH) return process.env.WEBKIT_MINIBROWSER_PATH
  if (!existsSync(DRIVER)) return undefined
  for (const lib of ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']) {
    if (!existsSync(lib)) continue
    const version = readdirSync(lib)
      .filter((name) => /^webkit2?gtk-[\d.]+$/.test(name))
      .sort()
      .reverse()
      .find((name) => existsSync(`${lib}/${name}/MiniBrowser`))
    if (version) return `${lib}/${version}/MiniBrowser`
  }
  return undefined
}

const CLICK_TIMEOUT_MS = 5_000

/**
 * A drawer still sliding in holds its buttons outside the viewport; WebDriver refuses those at
 * once.
 */
async function clickWhenInteractable(driver: WebDriver, selector: string): Promise<void> {
  const deadline = Date.now() + CLICK_TIMEOUT_MS
  for (;;) {
    try {
      await driver.findElement(By.css(selector)).click()
      return
    } catch (error) {
      const name = (error as Error).name
      const waiting =
        name === 'ElementNotInteractableError' || name === 'ElementClickInterceptedError'
      if (!waiting || Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

type Display = { name: string; stop: () => void }

async function display(): Promise<Display> {
  if (process.env.DISPLAY) return { name: process.env.DISPLAY, stop: () => {} }
  const xvfb: ChildProcess = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  )
  const number = await new Promise<string>((resolve, reject) => {
    let text = ''
    xvfb.once('error', reject)
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before giving a display`)))
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      if (text.includes('\n')) resolve(text.trim())
    })
  })
  return { name: `:${number}`, stop: () => xvfb.kill() }
}

export async function openWebKit(
  miniBrowser: string,
  driverPort: number,
  baseURL: string,
): Promise<SmokeBrowser> {
  const screen = await display()
  const service = new remote.DriverService(DRIVER, {
    hostname: '127.0.0.1',
    port: driverPort,
    args: [`--port=${driverPort}`],
    // A smoke page lives seconds: JavaScriptCore's optimising tiers (DFG, FTL) cost more than they
    // save there.
    env: { ...process.env, DISPLAY: screen.name, JSC_useDFGJIT: 'false', JSC_useFTLJIT: 'false' },
    stdio: 'ignore',
  })
  let driver: WebDriver
  try {
    const url = await service.start(30_000)
    // Selenium Manager is never asked to find or fetch a driver.
    driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
      })
      .build()
  } catch (error) {
    await service.kill()
    screen.stop()
    throw error
  }
  // MiniBrowser's header bar sets a floor of about 450 px to the window: still a phone layout.
  await driver.manage().window().setRect(PHONE_WINDOW)
  const capabilities = await driver.getCapabilities()
  const self: SmokeBrowser = {
    version: `WebKitGTK ${String(capabilities.get('browserVersion'))}`,
    baseURL,
    goto: async (url) => {
      await driver.executeScript(LEAVING).catch(() => {})
      await driver.get(url)
    },
    evaluate: <T>(expression: string) => driver.executeScript<T>(`return (${expression})`),
    click: (selector) => clickWhenInteractable(driver, selector),
    pressEscape: () => driver.actions().sendKeys(Key.ESCAPE).perform(),
    selectOption: (selector, value) =>
      clickWhenInteractable(driver, `${selector} option[value="${value}"]`),
    takeErrors: () => takeCollectedErrors(self),
    close: async () => {
      await driver.quit().catch(() => {})
      await service.kill()
      screen.stop()
    },
  }
  return self
}
