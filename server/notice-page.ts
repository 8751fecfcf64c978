// The few answers the server gives before React Router runs, in French then English: the
// console reached at another address, a form too large to send.
import { STATUS_CODES } from 'node:http'

import { serverNoticeEn } from '../app/i18n/catalogues/server-notice.en.ts'
import { serverNoticeFr } from '../app/i18n/catalogues/server-notice.fr.ts'
import { frenchSpacing } from '../app/i18n/messages.ts'

type NoticeKey = keyof typeof serverNoticeFr

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** `{address}` becomes a link; every other part is escaped text. */
function paragraph(text: string, address?: string): string {
  const [before, after] = escape(text).split('{address}')
  if (after === undefined || !address) return `<p>${before}</p>`
  return `<p>${before}<a href="${escape(address)}">${escape(address)}</a>${after}</p>`
}

export function noticePage(
  status: number,
  keys: { title: NoticeKey; paragraphs: NoticeKey[] },
  address?: string,
): string {
  const part = (lang: 'fr' | 'en') => {
    const words = lang === 'fr' ? serverNoticeFr : serverNoticeEn
    const say = (key: NoticeKey) => (lang === 'fr' ? frenchSpacing(words[key]) : words[key])
    return `<section lang="${lang}"><h1>${escape(say(keys.title))}</h1>${keys.paragraphs
      .map((key) => paragraph(say(key), address))
      .join('')}</section>`
  }
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="color-scheme" content="light dark"><title>${status} ${escape(STATUS_CODES[status] ?? '')}</title></head><body><main>${part('fr')}<hr>${part('en')}</main></body></html>`
}

export const TOO_LARGE_PAGE = {
  title: 'notice.tooLarge.title',
  paragraphs: ['notice.tooLarge.body', 'notice.tooLarge.back'],
} as const satisfies { title: NoticeKey; paragraphs: NoticeKey[] }

export const WRONG_ADDRESS_PAGE = {
  title: 'notice.wrongAddress.title',
  paragraphs: ['notice.wrongAddress.body', 'notice.wrongAddress.proxy'],
} as const satisfies { title: NoticeKey; paragraphs: NoticeKey[] }
