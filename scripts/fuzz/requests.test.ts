import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { type FuzzRequest, problemWith, requestArb } from './requests.ts'

const get: FuzzRequest = { method: 'GET', path: '/', headers: {}, localAddress: '127.0.0.1' }
const html = { 'content-type': 'text/html; charset=utf-8' }

describe('the fuzzing rules', () => {
  it('accept a plain page and a 404', () => {
    expect(problemWith(get, { status: 200, headers: html, body: '<p>ok</p>' })).toBeUndefined()
    expect(problemWith(get, { status: 404, headers: html, body: 'Not found' })).toBeUndefined()
  })

  it('flag a 5xx, a stack trace and a file path', () => {
    expect(problemWith(get, { status: 500, headers: {}, body: '' })).toBe('500')
    const stack = 'Error: x\n    at render (/srv/app/build/server/index.js:12:34)'
    expect(problemWith(get, { status: 404, headers: {}, body: stack })).toMatch(/stack trace/)
    expect(
      problemWith(get, { status: 404, headers: {}, body: 'see /work/main/app/root.tsx' }),
    ).toMatch(/file path/)
  })

  it('flag a refused registration form that does not show why', () => {
    const post: FuzzRequest = { ...get, method: 'POST', path: '/registration?lang=en' }
    expect(problemWith(post, { status: 400, headers: html, body: '<form>' })).toMatch(/errors/)
    const banner = '<div data-testid="status-banner">'
    expect(problemWith(post, { status: 400, headers: html, body: banner })).toBeUndefined()
  })

  it('generate requests Node can send (valid paths and header values)', () => {
    for (const request of fc.sample(requestArb, 300)) {
      expect(request.path.startsWith('/')).toBe(true)
      // The request line: printable ASCII only.
      expect([...request.path].every((c) => c > ' ' && c <= '~')).toBe(true)
      // Header values: tab, printable ASCII and Latin-1, never CR or LF.
      for (const value of Object.values(request.headers)) {
        expect([...value].every((c) => c === '\t' || (c >= ' ' && c <= 'ÿ' && c !== '\x7f'))).toBe(
          true,
        )
      }
    }
  })
})
