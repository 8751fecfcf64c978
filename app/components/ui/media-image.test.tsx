import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { MediaImage } from './media-image.tsx'

describe('a league image', () => {
  it('is lazy and decoded off the main thread unless the page says otherwise', () => {
    const html = renderToStaticMarkup(<MediaImage src="/media/a.png" alt="Logo" />)
    expect(html).toContain('loading="lazy"')
    expect(html).toContain('decoding="async"')
    expect(html).toContain('alt="Logo"')
    expect(renderToStaticMarkup(<MediaImage src="/media/a.png" loading="eager" />)).toContain(
      'loading="eager"',
    )
  })

  it('shows its fallback when there is no image', () => {
    const html = renderToStaticMarkup(
      <MediaImage src={undefined} fallback={<span>AB</span>} alt="Logo" />,
    )
    expect(html).toBe('<span>AB</span>')
  })
})
