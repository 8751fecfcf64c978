// npm run import -- FILE [--replace-registrations] [--force] [--lang en|fr] (app/data/README.md)
import { readFileSync } from 'node:fs'

import { countsLine, formatFindings, type ReportLang } from '../app/data/check-report.ts'
import { EmbeddedSource, storeFile } from '../app/data/embedded-source.server.ts'
import {
  ImportError,
  formatImportResult,
  importLeague,
  parseLeagueExport,
} from '../app/data/import.server.ts'
import { checkLeague, countFindings } from '../app/league/index.ts'
import { announceStore, checkDataHint, commandEnv, parseCommand } from './command-line.ts'

const USAGE = `Usage: npm run import -- FILE [--from KEY] [--replace-registrations] [--force] [--lang en|fr]

Loads a Firebase Realtime Database JSON export into the embedded store (DATA_DIR/league.sqlite),
replacing the subtree leagues/{LEAGUE_KEY} all at once. FILE may be the whole database export
(with "leagues" at its top) or the league subtree alone. From a whole export, the league taken is
leagues/{LEAGUE_KEY}, else the only league it holds, else the one named by --from KEY.

The league is checked first (the same checks as npm run check-data). Errors (data the site would
show wrong): nothing is written, the findings are listed with their paths, exit code 1. Warnings:
written and listed. --force writes despite errors. --lang fr prints the findings in French.

Registrations already in the store that the export lacks are kept, unless --replace-registrations.
Environment: DATA_DIR (default ./data), LEAGUE_KEY (default demo).`

function fail(message: string): never {
  process.stderr.write(`import: ${message}\n`)
  process.exit(1)
}

function main(): void {
  const parsed = parseCommand({
    name: 'import',
    usage: USAGE,
    positionals: true,
    options: {
      from: { type: 'string' },
      'replace-registrations': { type: 'boolean' },
      force: { type: 'boolean' },
      lang: { type: 'string' },
    },
  })
  if (parsed.positionals.length !== 1) fail(`expected one file.\n\n${USAGE}`)
  const file = parsed.positionals[0]
  const lang = parsed.values.lang ?? 'en'
  if (lang !== 'en' && lang !== 'fr') fail(`--lang must be en or fr, not ${JSON.stringify(lang)}.`)
  const force = parsed.values.force === true

  const env = commandEnv('import')
  announceStore('import', env)

  let text: string
  try {
    text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '')
  } catch (error) {
    fail(`cannot read ${file}: ${(error as Error).message}`)
  }

  let parsedExport
  try {
    parsedExport = parseLeagueExport(text, env.LEAGUE_KEY, parsed.values.from)
  } catch (error) {
    if (error instanceof ImportError) fail(`${file}: ${error.message} Nothing was changed.`)
    throw error
  }

  const findings = checkLeague(parsedExport.league)
  const { errors } = countFindings(findings)
  const target = `league "${env.LEAGUE_KEY}" of ${storeFile(env.DATA_DIR)}`
  if (findings.length > 0) {
    process.stderr.write(
      `import: ${file}: ${countsLine(findings, lang as ReportLang)}:\n${formatFindings(findings, { lang: lang as ReportLang, more: checkDataHint(file, parsed.values.from) })}\n`,
    )
  }
  if (errors > 0 && !force) {
    fail(
      `refused: nothing was written to ${target}. Fix the errors above in the export, or import it anyway with --force.`,
    )
  }

  const source = new EmbeddedSource({ dataDir: env.DATA_DIR })
  try {
    const result = importLeague(source, env.LEAGUE_KEY, parsedExport.league, {
      replaceRegistrations: parsed.values['replace-registrations'] === true,
      exportKey: parsedExport.exportKey,
    })
    process.stdout.write(`${formatImportResult(result)}\n`)
    if (errors > 0) {
      process.stderr.write(
        `import: --force: written to ${target} despite ${errors} error${errors === 1 ? '' : 's'}; the site shows that data wrong until it is fixed.\n`,
      )
    }
    if (env.LEAGUE_SOURCE === 'firebase') {
      process.stderr.write(
        'import: note: LEAGUE_SOURCE=firebase, so the site reads Firebase, not this store.\n',
      )
    }
  } catch (error) {
    fail(`the import failed and nothing was changed: ${(error as Error).message}`)
  } finally {
    source.closeSync()
  }
}

main()
