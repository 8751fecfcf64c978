// A fresh context starts a renderer that compiles the site and axe again, about 40 % of a reading
// test's CPU: one is kept per worker and reset between tests (docs/testing.md).
import type { BrowserContext, Page, PlaywrightTestOptions } from '@playwright/test'

/** The options a warm context is made with; tests differing in them get contexts of their own. */
export type WarmOptions = Pick<
  PlaywrightTestOptions,
  | 'baseURL'
  | 'javaScriptEnabled'
  | 'locale'
  | 'colorScheme'
  | 'viewport'
  | 'reducedMotion'
  | 'hasTouch'
  | 'isMobile'
  | 'serviceWorkers'
>

type Warm = { context: BrowserContext; origins: Set<string> }

const TEST_EVENTS = [
  'console',
  'pageerror',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'dialog',
  'download',
  'popup',
  'framenavigated',
  'load',
  'domcontentloaded',
] as const

const CLEARED_STORAGE = 'local_storage,indexeddb,service_workers,cache_storage'

const retired = new WeakSet<BrowserContext>()

/** A clock or an init script stays with a context: the next test gets a new one. */
export function retireContext(context: BrowserContext) {
  retired.add(context)
}

export class WarmContexts {
  private readonly byOptions = new Map<string, Warm>()
  private readonly newContext: (options: WarmOptions) => Promise<BrowserContext>

  constructor(newContext: (options: WarmOptions) => Promise<BrowserContext>) {
    this.newContext = newContext
  }

  /** The worker's context for these options, reset to what a new one would be. */
  async take(options: WarmOptions): Promise<BrowserContext> {
    const key = JSON.stringify(options)
    let warm = this.byOptions.get(key)
    if (warm && retired.has(warm.context)) {
      await warm.context.close()
      this.byOptions.delete(key)
      warm = undefined
    }
    if (!warm) {
      const context = await this.newContext(options)
      const origins = new Set<string>()
      context.on('request', (request) => {
        const { protocol, origin } = new URL(request.url())
        if (protocol === 'http:' || protocol === 'https:') origins.add(origin)
      })
      warm = { context, origins }
      this.byOptions.set(key, warm)
      return context
    }
    await reset(warm, options)
    return warm.context
  }

  /** The page a test gets: the context's first, kept warm. */
  async page(context: BrowserContext): Promise<Page> {
    return context.pages()[0] ?? (await context.newPage())
  }

  async close() {
    await Promise.all([...this.byOptions.values()].map(({ context }) => context.close()))
    this.byOptions.clear()
  }
}

async function reset(warm: Warm, options: WarmOptions) {
  const { context } = warm
  const [page, ...others] = context.pages()
  await Promise.all(others.map((other) => other.close()))
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await context.setOffline(false)
  await context.clearCookies()
  await context.clearPermissions()
  if (!page) return
  for (const event of TEST_EVENTS) page.removeAllListeners(event)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  const session = await context.newCDPSession(page)
  try {
    for (const origin of warm.origins)
      await session.send('Storage.clearDataForOrigin', { origin, storageTypes: CLEARED_STORAGE })
  } finally {
    await session.detach()
  }
  warm.origins.clear()
  // sessionStorage lives with the document, and a same-origin navigation keeps it.
  await page.evaluate(() => sessionStorage.clear()).catch(() => {})
  if (options.viewport) await page.setViewportSize(options.viewport)
  await page.emulateMedia({
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
  })
}
