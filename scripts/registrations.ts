// npm run registrations -- [--format csv|json] [--separator ,|;] [--out FILE]
import { chmodSync, existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { EmbeddedSource, storeFile } from '../app/data/embedded-source.server.ts'
import { firebaseCredential } from '../app/data/firebase-credential.server.ts'
import { FirebaseSource } from '../app/data/firebase-source.server.ts'
import { joinPath } from '../app/data/league-source.ts'
import { silentLogger } from '../app/data/log.server.ts'
import { reviewStatuses } from '../app/data/console-registrations.server.ts'
import { MAIL_QUEUE_FILE_NAME, type MailState, mailStates } from '../app/data/mail-queue.server.ts'
import {
  listRegistrations,
  registrationsToCsv,
  registrationsToJson,
} from '../app/data/registrations.ts'
import { openConsoleStore } from './console-store.ts'
import { announceStore, commandEnv, fail as failCommand, parseCommand } from './command-line.ts'

const USAGE = `Usage: npm run registrations -- [--format csv|json] [--separator ,|;] [--out FILE]

Exports the team registrations saved under leagues/{LEAGUE_KEY}/RegisterTeamForm, newest first,
each with the status operators gave it in the console (pending until they decide).
  --format csv   one row per player or goalkeeper, with the registration's fields (default)
  --format json  one object per registration, with players[] and goalkeepers[]
  --separator ;  CSV field separator: , (default) or ; (spreadsheets in French locales)
  --out FILE     write to FILE instead of standard output, readable by its owner only (0600;
                 CSV files get a UTF-8 BOM for Excel)
Environment: DATA_DIR (default ./data), LEAGUE_KEY (default demo), LEAGUE_SOURCE.`

function fail(message: string): never {
  failCommand('registrations', message)
}

async function main(): Promise<void> {
  const parsed = parseCommand({
    name: 'registrations',
    usage: USAGE,
    options: {
      format: { type: 'string', default: 'csv' },
      separator: { type: 'string', default: ',' },
      out: { type: 'string' },
    },
  })
  const format = parsed.values.format
  if (format !== 'csv' && format !== 'json') fail(`unknown format "${format}" (csv or json).`)
  const separator = parsed.values.separator
  if (separator !== ',' && separator !== ';') fail(`unknown separator "${separator}" (, or ;).`)

  const env = commandEnv('registrations')
  announceStore('registrations', env)
  const path = joinPath('leagues', env.LEAGUE_KEY, 'RegisterTeamForm')

  let node: unknown
  let mail: Map<string, MailState> | undefined
  let reviews: Map<string, { status: string }> | undefined
  if (env.LEAGUE_SOURCE === 'firebase') {
    const source = new FirebaseSource({
      databaseURL: env.FIREBASE_DATABASE_URL as string,
      credential: firebaseCredential(env, silentLogger),
      logger: silentLogger,
    })
    try {
      node = await source.read(path)
    } catch (error) {
      fail(`cannot read ${path} from Firebase: ${(error as Error).message}`)
    } finally {
      await source.close()
    }
    const queueFile = join(env.DATA_DIR, MAIL_QUEUE_FILE_NAME)
    if (existsSync(queueFile)) {
      const db = new DatabaseSync(queueFile, { readOnly: true })
      try {
        mail = mailStates(db)
      } finally {
        db.close()
      }
    }
    try {
      reviews = await openConsoleStore(env).store.reviews.all()
    } catch (error) {
      fail(`cannot read the reviews from Firebase: ${(error as Error).message}`)
    }
  } else {
    const file = storeFile(env.DATA_DIR)
    if (!existsSync(file)) fail(`there is no store at ${file} (check DATA_DIR).`)
    const source = new EmbeddedSource({ dataDir: env.DATA_DIR })
    try {
      node = source.readSync(path)
      mail = mailStates(source.database)
      reviews = reviewStatuses(source.database)
    } finally {
      source.closeSync()
    }
  }

  const list = listRegistrations(node, mail, reviews)
  const output =
    format === 'json' ? registrationsToJson(list) : registrationsToCsv(list, { separator })
  const players = list.reduce((sum, r) => sum + r.players.length, 0)
  const goalkeepers = list.reduce((sum, r) => sum + r.goalkeepers.length, 0)
  let summary = `${list.length} registration(s), ${players} player(s), ${goalkeepers} goalkeeper(s)`
  const unsent = list.filter((r) => r.confirmationEmail === 'expired').length
  const pending = list.filter((r) => r.confirmationEmail === 'pending').length
  if (unsent > 0) summary += `; ${unsent} confirmation e-mail(s) NOT SENT (expired)`
  if (pending > 0) summary += `; ${pending} confirmation e-mail(s) still being retried`
  if (parsed.values.out) {
    // Personal data: the owner only. `mode` applies to a new file; chmod covers an existing one.
    const out = parsed.values.out
    writeFileSync(out, '', { mode: 0o600 })
    chmodSync(out, 0o600)
    writeFileSync(out, format === 'csv' ? `\uFEFF${output}` : output)
    process.stderr.write(`registrations: wrote ${summary} to ${parsed.values.out}\n`)
  } else {
    process.stdout.write(output)
    process.stderr.write(`registrations: ${summary}\n`)
  }
}

await main()
