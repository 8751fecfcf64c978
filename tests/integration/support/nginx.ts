import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

export type Nginx = { stop: () => Promise<void> }

/** A missing nginx fails the test, saying how to install it: never skipped quietly. */
export async function startNginx(
  config: (dir: string) => string,
  answers: () => Promise<boolean>,
): Promise<Nginx> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx is not installed (no ${NGINX}): this test needs it. On Debian: ` +
        `apt-get install nginx-light (.ci/run installs it), or set NGINX_PATH.`,
    )
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'league-nginx-'))
  const conf = path.join(dir, 'nginx.conf')
  try {
    writeFileSync(conf, config(dir))
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  let output = ''
  const child: ChildProcess = spawn(
    NGINX,
    ['-c', conf, '-p', dir, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 15_000
  while (!(await answers().catch(() => false))) {
    const problem =
      child.exitCode !== null
        ? 'nginx exited at start'
        : Date.now() > deadline
          ? 'nginx did not answer within 15 s'
          : undefined
    if (problem) {
      await stop()
      throw new Error(`${problem}:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { stop }
}
