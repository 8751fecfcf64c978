/**
 * One league server for both engines, started as the end-to-end tests' servers are (the built
 * output, the demo league, a fixed "now"), with registration open so the form is there.
 */
import type { TestProject } from 'vitest/node'

import { startLeagueServer } from '../e2e/support/league-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    siteURL: string
  }
}

export default async function setup(project: TestProject) {
  const server = await startLeagueServer({ env: { REGISTRATION_OPEN: 'true' } })
  project.provide('siteURL', server.baseURL)
  return async () => {
    await server.stop()
  }
}
