// npm run operator -- add EMAIL [--name NAME] | remove EMAIL | list (there is no public sign-up)
import { isValidEmail } from '../app/registration/field-checks.ts'
import { announceStore, commandEnv, fail, parseCommand } from './command-line.ts'
import { openConsoleStore } from './console-store.ts'

const USAGE = `Usage: npm run operator -- add EMAIL [--name NAME]
       npm run operator -- remove EMAIL
       npm run operator -- list

Operators sign in to the console (/admin) with a one-time link e-mailed to them.
  add EMAIL      adds an operator (or renames one with --name, or brings a removed one back)
  --name NAME    the name the console and its audit log show
  remove EMAIL   removes an operator: their sessions and unused links stop working at once
  list           lists the operators, one a line: e-mail, name, when added
Environment: DATA_DIR (default ./data), LEAGUE_SOURCE; .env and .env.local are read.`

const parsed = parseCommand({
  name: 'operator',
  usage: USAGE,
  options: { name: { type: 'string' } },
  positionals: true,
})
const [command, email, ...extra] = parsed.positionals
if (!command) fail('operator', 'say what to do: add, remove or list (see --help)', 2)
if (!['add', 'remove', 'list'].includes(command))
  fail('operator', `unknown command "${command}": add, remove or list (see --help)`, 2)
if (extra.length > 0 || (command === 'list' && email))
  fail('operator', `unexpected argument "${extra[0] ?? email}" (see --help)`, 2)
if (command !== 'list' && !email)
  fail('operator', `${command} needs an e-mail address (see --help)`, 2)
if (command !== 'add' && parsed.values.name !== undefined)
  fail('operator', '--name goes with add only (see --help)', 2)
if (email && !isValidEmail(email.trim().toLowerCase()))
  fail('operator', `"${email}" is not an e-mail address`, 2)

const env = commandEnv('operator')
announceStore('operator', env)

const { store, close } = openConsoleStore(env)
try {
  if (command === 'add') {
    const added = await store.addOperator(email!, parsed.values.name)
    process.stdout.write(
      `operator: ${added ? 'added' : 'updated'} ${email!.trim().toLowerCase()}${parsed.values.name ? ` (${parsed.values.name.trim()})` : ''}\n`,
    )
  } else if (command === 'remove') {
    if (!(await store.removeOperator(email!))) fail('operator', `${email} is not an operator`)
    process.stdout.write(
      `operator: removed ${email!.trim().toLowerCase()}; their sessions are closed\n`,
    )
  } else {
    const operators = await store.listOperators()
    for (const op of operators)
      process.stdout.write(`${op.email}\t${op.name}\t${new Date(op.addedAt).toISOString()}\n`)
    process.stderr.write(`operator: ${operators.length} operator(s)\n`)
  }
} catch (error) {
  fail('operator', `the console store did not answer: ${(error as Error).message}`)
} finally {
  close()
}
