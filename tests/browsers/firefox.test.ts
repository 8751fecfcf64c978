import { describe, test } from 'vitest'

import { firefoxPath, openFirefox } from './firefox.ts'
import { smokeJourney } from './journey.ts'

const executable = firefoxPath()
if (executable) {
  smokeJourney('Firefox ESR', (siteURL) => openFirefox(executable, siteURL))
} else if (process.env.CI) {
  describe('Firefox ESR', () => {
    test('is installed (.ci/run installs firefox-esr)', () => {
      throw new Error('no Firefox at /usr/bin/firefox-esr (or FIREFOX_PATH)')
    })
  })
} else {
  describe.skip('Firefox ESR is not installed (apt-get install firefox-esr)', () => {
    test('the smoke journey', () => {})
  })
}
