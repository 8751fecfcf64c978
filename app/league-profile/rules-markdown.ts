// docs/decisions/0021-league-rules-as-markdown.md
import type { ContentBlock, ContentSection, RulesDocument } from '~/content/types.ts'

export class RulesMarkdownError extends Error {}

export const REMINDERS_ID = 'reminders'

export function sectionId(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const HEADING = /^(#{1,6})(?:\s+(.*?))?\s*$/
const EXPLICIT_ID = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}$/
const LIST_ITEM = /^[-*]\s+(.*)$/
const UNSUPPORTED: [RegExp, string][] = [
  [/^>/, 'a quotation (>)'],
  [/^\d+[.)]\s/, 'a numbered list (use - items)'],
  [/^\|/, 'a table'],
  [/^(```|~~~)/, 'a code block'],
  [/^<[a-zA-Z!/]/, 'HTML'],
  [/^!\[/, 'an image'],
  [/^(-{3,}|\*{3,}|_{3,})\s*$/, 'a horizontal rule'],
]

const fail = (line: number, problem: string): never => {
  throw new RulesMarkdownError(`line ${line}: ${problem}`)
}

export function parseRulesMarkdown(source: string): RulesDocument {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/)
  let title: string | undefined
  const intro: ContentBlock[] = []
  const sections: (ContentSection & { line: number })[] = []
  let reminders: { title: string; items: string[]; line: number } | undefined
  let inReminders = false
  let open:
    { kind: 'p'; lines: string[] } | { kind: 'li'; items: string[]; blank?: boolean } | undefined

  function close() {
    if (!open) return
    if (inReminders && open.kind === 'li') reminders!.items.push(...open.items)
    else {
      const target = sections.at(-1)?.blocks ?? intro
      target.push(
        open.kind === 'p'
          ? { type: 'p', text: open.lines.join(' ') }
          : { type: 'ul', items: open.items },
      )
    }
    open = undefined
  }

  lines.forEach((raw, index) => {
    const number = index + 1
    const line = raw.trimEnd()
    const text = line.trim()
    if (!text) {
      if (open?.kind === 'p') close()
      else if (open) open.blank = true
      return
    }
    const heading = HEADING.exec(text)
    if (heading && line.startsWith('#')) {
      close()
      const level = heading[1]!.length
      const words = heading[2]?.trim() ?? ''
      const explicit = EXPLICIT_ID.exec(words)
      const name = explicit ? words.slice(0, explicit.index).trim() : words
      if (!name) fail(number, 'a heading without text')
      if (level === 1) {
        if (title !== undefined) fail(number, 'a second title (# …): sections begin with ## …')
        if (intro.length || sections.length) fail(number, 'the title (# …) must come first')
        title = name
        return
      }
      if (title === undefined) fail(number, 'the file must begin with its title (# …)')
      if (level === 2) {
        // Only an explicit anchor makes the box: a section merely called 'Reminders' stays one.
        if (explicit?.[1] === REMINDERS_ID) {
          if (reminders) fail(number, 'a second reminders section')
          reminders = { title: name, items: [], line: number }
          inReminders = true
          return
        }
        inReminders = false
        const id = explicit?.[1] ?? sectionId(name)
        if (!id)
          fail(number, `no anchor can be made of '${name}': add one, as in ## ${name} {#rules}`)
        const twice = sections.find((section) => section.id === id)
        if (twice) fail(number, `the section anchor '${id}' is already used on line ${twice.line}`)
        sections.push({ id, title: name, blocks: [], line: number })
        return
      }
      if (level === 3) {
        if (inReminders) fail(number, 'the reminders section holds only a list (- …)')
        if (!sections.length) fail(number, 'a subheading (### …) must be inside a section (## …)')
        sections.at(-1)!.blocks.push({ type: 'h3', text: name })
        return
      }
      fail(number, `a level-${level} heading: only #, ## and ### are understood`)
    }
    for (const [pattern, what] of UNSUPPORTED)
      if (pattern.test(text))
        fail(number, `${what} is not understood: write paragraphs, - lists and ## headings`)
    if (title === undefined) fail(number, 'the file must begin with its title (# …)')
    const item = LIST_ITEM.exec(text)
    if (item) {
      if (open?.kind !== 'li') {
        close()
        open = { kind: 'li', items: [] }
      }
      open.items.push(item[1]!.trim())
      open.blank = false
      return
    }
    // Markdown's lazy continuation.
    if (open?.kind === 'li' && open.blank) close()
    if (open?.kind === 'li') {
      const items = open.items
      items[items.length - 1] = `${items.at(-1)} ${text}`
      return
    }
    if (inReminders) fail(number, 'the reminders section holds only a list (- …)')
    if (!open) open = { kind: 'p', lines: [] }
    open.lines.push(text)
  })
  close()

  if (title === undefined) throw new RulesMarkdownError('empty: the file must begin with # Title')
  if (!sections.length)
    throw new RulesMarkdownError('no section: the rules need at least one ## heading')
  for (const section of sections)
    if (!section.blocks.length) fail(section.line, `the section '${section.title}' has no text`)
  if (reminders && !reminders.items.length)
    fail(reminders.line, 'the reminders section has no - items')

  const first = intro.find((block) => block.type === 'p')
  return {
    title,
    description: first ? first.text : title,
    ...(intro.length ? { intro } : {}),
    sections: sections.map(({ id, title, blocks }) => ({ id, title, blocks })),
    ...(reminders ? { reminders: { title: reminders.title, items: reminders.items } } : {}),
  }
}
