import { describe, expect, it } from 'vitest'

import { parseSponsor, webAddress } from './sponsor-form.ts'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

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

describe('parseSponsor', () => {
  it('takes a name, a bare host as link, and the active box', () => {
    const submission = parseSponsor(
      form({ name: 'Café Lune', websiteUrl: 'cafelune.ca', active: 'on' }),
    )
    expect(submission.status === 'success' && submission.value).toEqual({
      name: 'Café Lune',
      websiteUrl: 'https://cafelune.ca/',
      active: true,
    })
  })

  it('refuses a link that is no web address, and a missing name', () => {
    const submission = parseSponsor(form({ name: '', websiteUrl: 'javascript:alert(1)' }))
    expect(submission.status === 'error' && submission.error).toMatchObject({
      name: 'required',
      websiteUrl: 'url',
    })
  })
})
