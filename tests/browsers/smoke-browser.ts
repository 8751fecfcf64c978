/**
 * What the smoke journey needs of a browser, whichever client drives it: Puppeteer over WebDriver
 * BiDi for Firefox (firefox.ts), Selenium over classic WebDriver for WebKitGTK (webkit.ts).
 * Pages are read and waited on with JavaScript expressions, so both clients run the same journey.
 */
export type SmokeBrowser = {
  /** The engine and its version, as the browser reports them. */
  readonly version: string
  /** The site's address as this browser reaches it. */
  readonly baseURL: string
  /**
   * Leaves the current page and loads the URL, waiting for its `load` event. What the page left
   * reports as it unloads is dropped: React Router logs the route manifest fetch it was making
   * when that fetch is aborted by the departure, which no visitor sees.
   */
  goto(url: string): Promise<void>
  /** The value of a JavaScript expression evaluated in the page. */
  evaluate<T>(expression: string): Promise<T>
  /** A real click (pointer events from the browser's input layer) on the first match. */
  click(selector: string): Promise<void>
  pressEscape(): Promise<void>
  /** Chooses the option of the value in the select, as a visitor would. */
  selectOption(selector: string, value: string): Promise<void>
  /**
   * The script errors since the last call: uncaught exceptions, unhandled rejections,
   * console.error messages, CSP violations and failed script loads.
   */
  takeErrors(): Promise<string[]>
  close(): Promise<void>
}

/** A phone-sized window: below the width where the top bar replaces the drawer (lg, 1024 px). */
export const PHONE_WINDOW = { width: 390, height: 844 }

const POLL_MS = 50

/**
 * Waits until the expression is truthy in the page; fails naming `what`, with the page's URL.
 * An expression that throws (the page is between documents) counts as not yet.
 */
export async function waitFor(
  browser: SmokeBrowser,
  expression: string,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      if (await browser.evaluate<boolean>(`!!(${expression})`)) return
    } catch {
      // navigating: the next poll reads the new document
    }
    if (Date.now() > deadline) {
      const url = await browser.evaluate<string>('location.href').catch(() => '?')
      throw new Error(`${browser.version}: timed out waiting for ${what} on ${url}`)
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

/** The expression true when an element matching the selector is displayed. */
export function shown(selector: string): string {
  return `(() => { const el = document.querySelector(${JSON.stringify(selector)}); return !!el && el.checkVisibility() })()`
}
