import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { lazyPart } from './lazy-part.tsx'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

describe('a lazy part', () => {
  it('shows its fallback while its module is not here', () => {
    const { Part } = lazyPart<{ name: string }>(() => new Promise<never>(() => {}))
    expect(renderToString(<Part fallback={<span>…</span>} name="Léa" />)).toContain(
      '<span>…</span>',
    )
  })

  // React reveals a suspended part on a timer: a stopped clock (or a busy page) held it back.
  it('renders at once, without suspending, when mounted after its module arrived', async () => {
    const part = lazyPart(() => Promise.resolve({ default: Greeting }))
    part.preload()
    await new Promise((resolve) => setImmediate(resolve)) // every pending promise settled
    const html = renderToString(<part.Part fallback={<span>…</span>} name="Léa" />)
    expect(html).toContain('Hello <!-- -->Léa')
    expect(html).not.toContain('…')
  })
})
