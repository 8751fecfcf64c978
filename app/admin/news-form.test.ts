import { describe, expect, it } from 'vitest'

import { UPLOAD_MAX_BYTES } from './image-field.ts'
import { parseNews } from './news-form.ts'

const form = (fields: Record<string, string | File>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

const complete = {
  titleFr: 'Finale samedi',
  titleEn: 'Final on Saturday',
  articleFr: 'Venez nombreux.',
  articleEn: 'Come one, come all.',
  date: '2026-12-01',
}

describe('parseNews', () => {
  it('takes a complete item without an image (an empty file input is no image)', () => {
    const submission = parseNews(form({ ...complete, image: new File([], '') }))
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value.image).toBeUndefined()
  })

  it('keeps a chosen file for the server to check', () => {
    const submission = parseNews(form({ ...complete, image: new File(['x'], 'a.png') }))
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
  ])('refuses %s', (_, change, field, code) => {
    const submission = parseNews(form({ ...complete, ...change }))
    expect(submission.status).toBe('error')
    expect(submission.status === 'error' && submission.error?.[field]).toEqual(code)
  })
})
