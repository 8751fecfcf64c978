import { describe, expect, it } from 'vitest'

import { pageHeaders, pageLoaderData, pageRedirect, pageResult } from './page-result.ts'

const meta = [{ title: 'Standings' }]

describe('pageResult', () => {
  it.each([
    ['ok', 200],
    ['incomplete', 400],
    ['not-found', 404],
    ['unavailable', 503],
  ] as const)('answers a page of kind %s with %i', (kind, status) => {
    expect(pageResult({}, kind, { meta }).status).toBe(status)
  })

  it('answers an unavailable page with Retry-After and no-store', () => {
    const { headers } = pageResult({}, 'unavailable', { meta })
    expect(headers['Retry-After']).toMatch(/^\d+$/)
    expect(headers['Cache-Control']).toBe('no-store')
  })

  it('adds no header to the other kinds unless the page asks', () => {
    expect(pageResult({}, 'not-found', { meta }).headers).toEqual({})
    expect(
      pageResult({}, 'ok', { meta, headers: { 'Cache-Control': 'no-store' } }).headers,
    ).toEqual({ 'Cache-Control': 'no-store' })
  })
})

describe('pageLoaderData', () => {
  it('gives the component its view and the meta function the tags, structured data last', () => {
    const jsonLd = [{ 'script:ld+json': { '@type': 'WebSite' } }]
    const answer = pageLoaderData(pageResult({ rows: 3 }, 'ok', { meta, jsonLd }))
    expect(answer.data).toEqual({ view: { rows: 3 }, meta: [...meta, ...jsonLd] })
    expect(answer.init?.status).toBe(200)
  })

  it('carries the status and headers of an unavailable page', () => {
    const answer = pageLoaderData(pageResult({}, 'unavailable', { meta }))
    expect(answer.init?.status).toBe(503)
    expect(new Headers(answer.init?.headers).get('Cache-Control')).toBe('no-store')
  })

  it('throws the redirect of a page that lives elsewhere', () => {
    let thrown: unknown
    try {
      pageLoaderData(pageRedirect('/team/lions?division=a&season=s'))
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(302)
    expect((thrown as Response).headers.get('Location')).toBe('/team/lions?division=a&season=s')
  })
})

describe('pageHeaders', () => {
  it('keeps the parent headers and adds the loader and action ones', () => {
    const merged = pageHeaders({
      parentHeaders: new Headers({ 'Set-Cookie': 'lang=en', Vary: 'Cookie' }),
      loaderHeaders: new Headers({ 'Retry-After': '60' }),
      actionHeaders: new Headers({ 'Cache-Control': 'no-store' }),
    })
    expect(merged.get('Set-Cookie')).toBe('lang=en')
    expect(merged.get('Retry-After')).toBe('60')
    expect(merged.get('Cache-Control')).toBe('no-store')
  })
})
