import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy } from './security-headers.server.ts'

const imgSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('img-src'))

describe("the pages' content security policy", () => {
  it('allows images from the site, data: and https: only', () => {
    expect(imgSrc(contentSecurityPolicy([], {}))).toBe("img-src 'self' data: https:")
  })

  it("allows the Storage emulator's origin when FIREBASE_STORAGE_EMULATOR_HOST names it", () => {
    const policy = contentSecurityPolicy([], { FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199' })
    expect(imgSrc(policy)).toBe("img-src 'self' data: https: http://127.0.0.1:9199")
  })
})
