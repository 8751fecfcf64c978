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
