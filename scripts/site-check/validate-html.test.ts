import { describe, expect, it } from 'vitest'

import { validateHtml } from './validate-html.ts'

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test</title></head><body>${body}</body></html>`

describe('validateHtml', () => {
  it('reports an HTML error with the document it is in, and nothing for a valid page', async () => {
    const errors = await validateHtml([
      { name: 'valid', html: page('<main><h1>Fine</h1><p>Text</p></main>') },
      { name: 'heading in a span', html: page('<main><span><h2>Section</h2></span></main>') },
    ])
    expect(errors.length).toBeGreaterThan(0)
    expect(new Set(errors.map((error) => error.name))).toEqual(new Set(['heading in a span']))
    expect(errors[0]!.message).toMatch(/h2/)
  }, 120_000)

  it('checks nothing when given nothing', async () => {
    expect(await validateHtml([])).toEqual([])
  })
})
