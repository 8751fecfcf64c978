export type SmokeBrowser = {
  readonly version: string
  readonly baseURL: string
  /** React Router logs the manifest fetch the page left was making: dropped. */
  goto(url: string): Promise<void>
  evaluate<T>(expression: string): Promise<T>
  click(selector: string): Promise<void>
  pressEscape(): Promise<void>
  selectOption(selector: string, value: string): Promise<void>
  takeErrors(): Promise<string[]>
  close(): Promise<void>
}

export const PHONE_WINDOW = { width: 390, height: 844 }

const POLL_MS = 50

/** An expression that throws (between documents) counts as not yet. */
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
      // Navigating: the next poll reads the new document.
    }
    if (Date.now() > deadline) {
      const url = await browser.evaluate<string>('location.href').catch(() => '?')
      throw new Error(`${browser.version}: timed out waiting for ${what} on ${url}`)
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

export function shown(selector: string): string {
  return `(() => { const el = document.querySelector(${JSON.stringify(selector)}); return !!el && el.checkVisibility() })()`
}
