import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'

import { lifecycleOf } from './lifecycle.ts'

describe('lifecycleOf', () => {
  it('refuses to start from a server entry without the app lifecycle', () => {
    const build = {
      entry: { module: { startLeagueData: async () => {} } },
    } as unknown as ServerBuild
    expect(() => lifecycleOf(build)).toThrow(/appLifecycle/)
  })

  it('gives the lifecycle the server entry exports', () => {
    const appLifecycle = { start: () => {} }
    const build = { entry: { module: { appLifecycle } } } as unknown as ServerBuild
    expect(lifecycleOf(build)).toBe(appLifecycle)
  })
})
