// One Java run for all documents: starting the JVM costs more than checking a page.
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

export type HtmlDocument = { name: string; html: string }
export type HtmlError = { name: string; line?: number; message: string; extract?: string }

type VnuMessage = {
  type: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar')),
  'build/dist/vnu.jar',
)

export async function validateHtml(documents: readonly HtmlDocument[]): Promise<HtmlError[]> {
  if (documents.length === 0) return []
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vnu-'))
  try {
    const files = new Map<string, string>()
    await Promise.all(
      documents.map(async (document, index) => {
        files.set(`${index}.html`, document.name)
        await writeFile(path.join(dir, `${index}.html`), document.html)
      }),
    )
    const java = process.env.JAVA ?? 'java'
    const args = ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout']
    let stdout: string
    try {
      ;({ stdout } = await promisify(execFile)(java, [...args, '--exit-zero-always', dir], {
        maxBuffer: 64 * 1024 * 1024,
      }))
    } catch (error) {
      throw new Error(
        `could not run the Nu Html Checker with ${java} (Java 11 or later is needed: ` +
          `apt-get install default-jre-headless)`,
        { cause: error },
      )
    }
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] }
    return messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map((message) => ({
        name: files.get(path.basename(message.url ?? '')) ?? message.url ?? '?',
        line: message.lastLine,
        message: message.message,
        extract: message.extract,
      }))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
