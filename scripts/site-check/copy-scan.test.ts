import { describe, expect, it } from 'vitest'

import { pageCopySlips, pageText } from './copy-scan.ts'

const page = (lang: string, body: string, title = 'Ligue') =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title><script>var a='b'</script></head><body>${body}</body></html>`

describe('the text of a rendered page', () => {
  it('is its title, its labels and its text line by line, without scripts, styles or pictures', () => {
    const { lang, lines } = pageText(
      page(
        'fr-CA',
        '<main><h1>Classement</h1><p>Ligue <b>A</b> &amp; B</p><script>x = "l\'école"</script><style>a::after{content:"d\'x"}</style><svg><title>l\'icône</title></svg><img alt="Logo de l’équipe"></main>',
      ),
    )
    expect(lang).toBe('fr')
    expect(lines).toEqual(['Ligue', 'Logo de l’équipe', 'Classement', 'Ligue A & B'])
  })
})

describe('the copy of rendered pages', () => {
  it('finds none of the slips on pages written as readers expect', () => {
    expect(
      pageCopySlips([
        { name: 'fr', html: page('fr', '<p>Buts\u00a0: 3 matchs, l’équipe, à 34&#x27;</p>') },
        { name: 'en', html: page('en', '<p>3 games; the match sheet; Player of the match</p>') },
      ]),
    ).toEqual([])
  })

  it('finds each French slip, in text and in labels', () => {
    const found = pageCopySlips([
      {
        name: 'fr',
        html: page(
          'fr',
          '<p>L&#x27;équipe</p><p>1 match(s)</p><p>Buts : 3</p><a aria-label="Voir l\'équipe">x</a>',
        ),
      },
    ])
    expect(found).toEqual([
      "fr: a straight apostrophe: Voir l'équipe",
      "fr: a straight apostrophe: L'équipe",
      'fr: a plural in brackets: 1 match(s)',
      'fr: an ordinary space before : ; ! ? or inside « »: Buts : 3',
    ])
  })

  it('finds "match" where English says "game", but not in a French reason marked as such or an address', () => {
    const found = pageCopySlips([
      {
        name: 'en',
        html: page(
          'en',
          '<p>2 preseason matches</p><p>Match reporté (in French)</p><p>https://example.org/match/1</p>',
        ),
      },
    ])
    expect(found).toEqual(['en: "match" or "matches" for "game" or "games": 2 preseason matches'])
  })

  it('reports a page with no language', () => {
    expect(pageCopySlips([{ name: 'bare', html: '<html><body>x</body></html>' }])).toEqual([
      'bare: no page language',
    ])
  })
})
