/** Writes the generated demo league (tree and images) into an embedded store. */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { EmbeddedSource } from '../embedded-source.server.ts'
import { joinPath } from '../league-source.ts'
import { generateDemoLeague, type DemoFacts, type DemoLeagueOptions } from './generate.ts'

/** Writes the demo images under `DATA_DIR/media` (same content every time). */
export function writeDemoMedia(dataDir: string, media: Record<string, string>): void {
  const root = path.join(dataDir, 'media')
  for (const [relative, content] of Object.entries(media)) {
    const file = path.join(root, ...relative.split('/'))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, content)
  }
}

export type SeedResult = { seeded: boolean; facts?: DemoFacts }

/**
 * Seeds `leagues/{leagueKey}` with the demo league when nothing is stored there (atomically:
 * two processes starting at once cannot both seed). With `replace`, overwrites what is there.
 */
export function seedDemoLeague(
  source: EmbeddedSource,
  dataDir: string,
  leagueKey: string,
  options: DemoLeagueOptions & { replace?: boolean },
): SeedResult {
  const leaguePath = joinPath('leagues', leagueKey)
  if (!options.replace && source.has(leaguePath)) return { seeded: false }
  const demo = generateDemoLeague(options)
  writeDemoMedia(dataDir, demo.media)
  if (options.replace) source.set(leaguePath, demo.tree)
  else if (!source.setIfEmpty(leaguePath, demo.tree)) return { seeded: false }
  return { seeded: true, facts: demo.facts }
}
