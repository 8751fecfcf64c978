import { createHash } from 'node:crypto'

import { describe, expect, test } from 'vitest'

import { inlineScriptHashes } from './inline-script-hashes.ts'

const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('inlineScriptHashes', () => {
  test('hashes the exact text of every inline script, once each, in order', () => {
    const html =
      '<head><script>a()</script><script type="module" async="">import("/x.js")</script></head>' +
      '<body><script>a()</script><script>\n  é = "</p>"\n</script></body>'
    expect(inlineScriptHashes(html)).toEqual([
      sha('a()'),
      sha('import("/x.js")'),
      sha('\n  é = "</p>"\n'),
    ])
  })

  test('leaves out scripts loaded from a file', () => {
    expect(
      inlineScriptHashes(
        '<script src="/a.js"></script><script type="module" src="/b.js"></script>',
      ),
    ).toEqual([])
  })

  test('leaves out JSON-LD data blocks, which are never executed', () => {
    expect(
      inlineScriptHashes('<script type="application/ld+json">{"a":1}</script><script>b()</script>'),
    ).toEqual([sha('b()')])
  })

  test('hashes an empty inline script', () => {
    expect(inlineScriptHashes('<script></script>')).toEqual([sha('')])
  })
})
