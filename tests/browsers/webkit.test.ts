import { describe, test } from 'vitest'

import { freePort } from '../e2e/support/league-server.ts'
import { startCollectingProxy } from './error-collector.ts'
import { smokeJourney } from './journey.ts'
import { miniBrowserPath, openWebKit } from './webkit.ts'

const miniBrowser = miniBrowserPath()
if (miniBrowser) {
  smokeJourney('WebKitGTK', async (siteURL) => {
    const proxy = await startCollectingProxy(siteURL, await freePort())
    const browser = await openWebKit(miniBrowser, await freePort(), proxy.baseURL)
    return {
      ...browser,
      close: async () => {
        await browser.close()
        await proxy.close()
      },
    }
  })
} else if (process.env.CI) {
  describe('WebKitGTK', () => {
    test('is installed (.ci/run installs webkit2gtk-driver and xvfb)', () => {
      throw new Error('no WebKitWebDriver with a MiniBrowser (apt-get install webkit2gtk-driver)')
    })
  })
} else {
  describe.skip('WebKitGTK is not installed (apt-get install webkit2gtk-driver xvfb)', () => {
    test('the smoke journey', () => {})
  })
}
