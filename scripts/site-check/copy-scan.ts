// The catalogues' slips (app/i18n/copy-slips.ts) looked for in what a page shows, data included.
import { ENGLISH_SLIPS, FRENCH_SLIPS, slips } from '../../app/i18n/copy-slips.ts'

import type { HtmlDocument } from './validate-html.ts'

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
    return ENTITIES[name.toLowerCase()] ?? entity
  })
}

// Tags that start a new line on screen: their text never runs into the next element's.
const BLOCK =
  /^(address|article|aside|br|button|caption|dd|div|dl|dt|figcaption|figure|footer|form|h[1-6]|header|hr|label|li|main|nav|ol|option|p|section|select|summary|table|td|th|tr|ul)$/i

// Attributes a reader hears or sees: labels, alternatives, tooltips, placeholders, descriptions.
const READ_ATTRIBUTES = /\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g

/** What a page shows and says, line by line, with the page's language. */
export function pageText(html: string): { lang: string; lines: string[] } {
  const lang = /<html[^>]*\slang="([a-z]+)/i.exec(html)?.[1] ?? ''
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? ''
  const body = (/<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? '')
    .replace(/<(script|style|svg|template|noscript)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
  const attributes = [...body.matchAll(READ_ATTRIBUTES)].map((match) => match[1] ?? '')
  const text = body.replace(/<\/?([a-z0-9-]+)[^>]*>/gi, (_tag, name: string) =>
    BLOCK.test(name) ? '\n' : '',
  )
  // An address (printed on the page, or a link's own text) is no prose: it is left out.
  const lines = [title, ...attributes, ...text.split('\n')]
    .map((line) =>
      decode(line)
        .replace(/\bhttps?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.-]+/g, '')
        .replace(/[ \t\r]+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
  return { lang, lines }
}

/** An operator's French reason on an English page is marked « (in French) »: not English. */
export function pageCopySlips(documents: readonly HtmlDocument[]): string[] {
  return documents.flatMap(({ name, html }) => {
    const { lang, lines } = pageText(html)
    if (lang === 'fr')
      return slips(
        lines.map((line) => [name, line] as const),
        FRENCH_SLIPS,
      )
    if (lang === 'en')
      return slips(
        lines.filter((line) => !line.includes('(in French)')).map((line) => [name, line] as const),
        ENGLISH_SLIPS,
      )
    return [`${name}: no page language`]
  })
}
