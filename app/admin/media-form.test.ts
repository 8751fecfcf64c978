import { describe, expect, it } from 'vitest'

import { UPLOAD_MAX_BYTES } from './image-field.ts'
import { parseMediaItem, webAddress } from './media-form.ts'

const form = (fields: Record<string, string | File>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

const news = {
  titleFr: 'Finale samedi',
  titleEn: 'Final on Saturday',
  articleFr: 'Venez nombreux.',
  articleEn: 'Come one, come all.',
  date: '2026-12-01',
}

describe('a news item', () => {
  it('is taken complete without an image (an empty file input is no image)', () => {
    const submission = parseMediaItem('news', form({ ...news, image: new File([], '') }))
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value.image).toBeUndefined()
  })

  it('keeps a chosen file for the server to check', () => {
    const submission = parseMediaItem('news', form({ ...news, image: new File(['x'], 'a.png') }))
    expect(submission.status === 'success' && submission.value.image?.name).toBe('a.png')
  })

  it.each([
    ['a missing French title', { titleFr: '' }, 'titleFr', 'required'],
    ['a title past 200 characters', { titleEn: 'x'.repeat(201) }, 'titleEn', 'tooLong'],
    ['an impossible date', { date: '2026-02-31x' }, 'date', 'date'],
    [
      'a file over the limit',
      { image: new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'big.jpg') },
      'image',
      'tooBig',
    ],
  ])('is refused with %s', (_, change, field, code) => {
    const submission = parseMediaItem('news', form({ ...news, ...change }))
    expect(submission.status).toBe('error')
    expect(submission.status === 'error' && submission.error?.[field]).toEqual(code)
  })
})

describe('webAddress', () => {
  it.each([
    ['cafelune.ca', 'https://cafelune.ca/'],
    ['www.example.org/menu?x=1', 'https://www.example.org/menu?x=1'],
    ['http://example.org', 'http://example.org/'],
    ['javascript:alert(1)', undefined],
    ['https://localhost', undefined],
    ['https://user:pw@example.org', undefined],
    ['not a site', undefined],
  ])('reads %s as %s', (text, expected) => {
    expect(webAddress(text)).toBe(expected)
  })
})

describe('a sponsor', () => {
  it('is taken with a name, a bare host as link, and the shown box', () => {
    const submission = parseMediaItem(
      'sponsor',
      form({ name: 'Café Lune', websiteUrl: 'cafelune.ca', active: 'on' }),
    )
    expect(submission.status === 'success' && submission.value).toEqual({
      name: 'Café Lune',
      websiteUrl: 'https://cafelune.ca/',
      active: true,
    })
  })

  it('is refused with a link that is no web address, or without a name', () => {
    const submission = parseMediaItem(
      'sponsor',
      form({ name: '', websiteUrl: 'javascript:alert(1)' }),
    )
    expect(submission.status === 'error' && submission.error).toMatchObject({
      name: 'required',
      websiteUrl: 'url',
    })
  })
})
