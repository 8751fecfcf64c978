// Comments say why, in a sentence or two: a folder whose comments pass 6 % of its lines is
// retelling its code. Test files are left out, and so are generated and planted-violation folders.
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const MAX_SHARE = 0.06
const TREES = ['app', 'server', 'scripts', 'tests', 'vite']
const SKIPPED = new Set(['node_modules', 'build', '.react-router', '.tmp', 'tests/lint/fixtures'])

type Count = { comments: number; lines: number }

function countLines(source: string): Count {
  let comments = 0
  let lines = 0
  for (const line of source.split('\n')) {
    const text = line.trim()
    if (text === '') continue
    lines++
    if (text.startsWith('//') || text.startsWith('/*') || text.startsWith('*')) comments++
  }
  return { comments, lines }
}

function countFolder(dir: string, recurse: boolean, out: Map<string, Count>): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    const relative = path.relative(root, file)
    if (entry.isDirectory()) {
      if (recurse && !SKIPPED.has(entry.name) && !SKIPPED.has(relative))
        countFolder(file, true, out)
      continue
    }
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue
    const folder = path.relative(root, dir) || '.'
    const total = out.get(folder) ?? { comments: 0, lines: 0 }
    const count = countLines(fs.readFileSync(file, 'utf8'))
    out.set(folder, {
      comments: total.comments + count.comments,
      lines: total.lines + count.lines,
    })
  }
}

describe('comment density', () => {
  it('counts lines starting with //, /* or * as comments and skips blank lines', () => {
    const source = '/**\n * Why.\n */\nconst a = 1 // trailing\n\n  // why\nconst b = 2 * a\n'
    expect(countLines(source)).toEqual({ comments: 4, lines: 6 })
  })

  it('keeps comments at most 6 % of the lines in every folder', () => {
    const folders = new Map<string, Count>()
    countFolder(root, false, folders)
    for (const tree of TREES) countFolder(path.join(root, tree), true, folders)
    expect(folders.size).toBeGreaterThan(20)
    const over = [...folders]
      .filter(([, { comments, lines }]) => comments > MAX_SHARE * lines)
      .map(([folder, { comments, lines }]) => {
        const share = ((100 * comments) / lines).toFixed(1)
        return `${folder}: ${comments} comment lines of ${lines} (${share} %)`
      })
    expect(over).toEqual([])
  })
})
