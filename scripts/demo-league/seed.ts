// npm run seed:demo -- [--scale N] [--seed N] [--now ISO] [--replace]
import { DEFAULT_DEMO_SEED } from '../../app/data/demo-league/generate.ts'
import { seedDemoLeague } from '../../app/data/demo-league/seed.server.ts'
import { EmbeddedSource } from '../../app/data/embedded-source.server.ts'
import { getNow } from '../../app/env.server.ts'
import { announceStore, commandEnv, fail as failCommand, parseCommand } from '../command-line.ts'

const USAGE = `Usage: npm run seed:demo -- [--scale N] [--seed N] [--now ISO] [--replace]

Writes the demo league into DATA_DIR/league.sqlite under leagues/{LEAGUE_KEY} (and its images under
DATA_DIR/media). Refuses when that league already has data, unless --replace.
  --scale N   N times more divisions, teams, players and games (default 1)
  --seed N    seed of the generator (default ${DEFAULT_DEMO_SEED})
  --now ISO   the instant the league is laid out around (default LEAGUE_NOW, else the clock)`

function fail(message: string): never {
  failCommand('seed:demo', message)
}

function main(): void {
  const parsed = parseCommand({
    name: 'seed:demo',
    usage: USAGE,
    options: {
      scale: { type: 'string', default: '1' },
      seed: { type: 'string', default: String(DEFAULT_DEMO_SEED) },
      now: { type: 'string' },
      replace: { type: 'boolean' },
    },
  })
  const scale = Number(parsed.values.scale)
  const seed = Number(parsed.values.seed)
  if (!Number.isInteger(scale) || scale < 1 || scale > 100)
    fail('--scale must be an integer from 1 to 100.')
  if (!Number.isInteger(seed)) fail('--seed must be an integer.')
  const env = commandEnv('seed:demo')
  announceStore('seed:demo', env)
  const now = parsed.values.now ? new Date(parsed.values.now) : getNow()
  if (Number.isNaN(now.getTime())) fail('--now must be an ISO date-time.')

  const source = new EmbeddedSource({ dataDir: env.DATA_DIR })
  try {
    const result = seedDemoLeague(source, env.DATA_DIR, env.LEAGUE_KEY, {
      now,
      seed,
      scale,
      replace: parsed.values.replace,
    })
    if (!result.seeded || !result.facts) {
      fail(
        `league "${env.LEAGUE_KEY}" already has data in ${source.file}; use --replace to overwrite it.`,
      )
    }
    const { counts, activeSeasonId, todayScheduleKey, todayGameIds } = result.facts
    process.stdout.write(
      `Wrote the demo league "${env.LEAGUE_KEY}" into ${source.file} (now ${now.toISOString()}):\n` +
        `  active season ${activeSeasonId}: ${counts.divisions} divisions, ${counts.teams} teams, ${counts.players} players, ` +
        `${counts.games} games (${counts.completedGames} played), ${todayGameIds.length} today (${todayScheduleKey})\n`,
    )
  } finally {
    source.closeSync()
  }
}

main()
