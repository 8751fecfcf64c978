import { describe, expect, it } from 'vitest'

import { parseRulesMarkdown, sectionId } from './rules-markdown.ts'

const lines = (...text: string[]) => text.join('\n')

describe('a league’s rules written in Markdown', () => {
  it('reads the title, the introduction, sections, subheadings, lists and the reminders', () => {
    const document = parseRulesMarkdown(
      lines(
        '\uFEFF# Règlements',
        '',
        'Ces règles s’appliquent',
        'à tous les matchs. Écrivez à {email}.',
        '',
        '## Joueurs',
        '- 7 contre 7',
        '- Au moins 5 joueurs',
        '  présents.',
        '',
        '## Fautes et sanctions {#fouls}',
        'Le jeu dangereux est sanctionné.',
        '',
        '### Cartons jaunes',
        '* 5 cartons : 1 match.',
        '',
        '## À retenir {#reminders}',
        '- Pas de hors-jeu.',
        '- Pas de tacles glissés.',
      ),
    )
    expect(document).toEqual({
      title: 'Règlements',
      description: 'Ces règles s’appliquent à tous les matchs. Écrivez à {email}.',
      intro: [{ type: 'p', text: 'Ces règles s’appliquent à tous les matchs. Écrivez à {email}.' }],
      sections: [
        {
          id: 'joueurs',
          title: 'Joueurs',
          blocks: [{ type: 'ul', items: ['7 contre 7', 'Au moins 5 joueurs présents.'] }],
        },
        {
          id: 'fouls',
          title: 'Fautes et sanctions',
          blocks: [
            { type: 'p', text: 'Le jeu dangereux est sanctionné.' },
            { type: 'h3', text: 'Cartons jaunes' },
            { type: 'ul', items: ['5 cartons : 1 match.'] },
          ],
        },
      ],
      reminders: { title: 'À retenir', items: ['Pas de hors-jeu.', 'Pas de tacles glissés.'] },
    })
  })

  it('takes the title as the description when there is no introduction, and needs no reminders', () => {
    const document = parseRulesMarkdown(lines('# Rules', '## Play', 'Be fair.'))
    expect(document).toEqual({
      title: 'Rules',
      description: 'Rules',
      sections: [{ id: 'play', title: 'Play', blocks: [{ type: 'p', text: 'Be fair.' }] }],
    })
  })

  it('keeps a list across blank lines, and begins a paragraph after one', () => {
    const document = parseRulesMarkdown(
      lines('# Rules', '## Play', '- one', '', '- two', '', 'After.', '## Reminders', '- kept'),
    )
    expect(document.sections).toEqual([
      {
        id: 'play',
        title: 'Play',
        blocks: [
          { type: 'ul', items: ['one', 'two'] },
          { type: 'p', text: 'After.' },
        ],
      },
      // Only {#reminders} makes the box: a section of that name is a section.
      { id: 'reminders', title: 'Reminders', blocks: [{ type: 'ul', items: ['kept'] }] },
    ])
    expect(document.reminders).toBeUndefined()
  })

  it('makes section anchors of the heading’s words, without accents', () => {
    expect(sectionId('Durée des matchs')).toBe('duree-des-matchs')
    expect(sectionId('Fautes & sanctions (2026)')).toBe('fautes-sanctions-2026')
  })

  it.each([
    ['an empty file', '', 'empty: the file must begin with # Title'],
    [
      'text before the title',
      lines('Hello', '# Rules'),
      'line 1: the file must begin with its title',
    ],
    ['a section before the title', lines('## Play', 'Be fair.'), 'line 1: the file must begin'],
    ['two titles', lines('# Rules', '## A', 'x', '# Again'), 'line 4: a second title'],
    [
      'no section',
      lines('# Rules', 'Only an introduction.'),
      'no section: the rules need at least one ## heading',
    ],
    [
      'an empty section',
      lines('# Rules', '## Empty', '## Full', 'x'),
      "line 2: the section 'Empty' has no text",
    ],
    ['a heading without words', lines('# Rules', '## ', 'x'), 'line 2: a heading without text'],
    [
      'the same anchor twice',
      lines('# Rules', '## Play', 'x', '## Play', 'y'),
      "line 4: the section anchor 'play' is already used on line 2",
    ],
    [
      'a level-4 heading',
      lines('# Rules', '## A', '#### Deep'),
      'line 3: a level-4 heading: only #, ## and ### are understood',
    ],
    [
      'a subheading in the introduction',
      lines('# Rules', '### Sub'),
      'line 2: a subheading (### …) must be inside a section',
    ],
    ['a table', lines('# Rules', '## A', '| a | b |'), 'line 3: a table is not understood'],
    [
      'a numbered list',
      lines('# Rules', '## A', '1. first'),
      'line 3: a numbered list (use - items) is not understood',
    ],
    [
      'a quotation',
      lines('# Rules', '## A', '> quoted'),
      'line 3: a quotation (>) is not understood',
    ],
    ['HTML', lines('# Rules', '## A', '<script>x</script>'), 'line 3: HTML is not understood'],
    [
      'a paragraph among the reminders',
      lines('# Rules', '## A', 'x', '## Keep {#reminders}', 'Text'),
      'line 5: the reminders section holds only a list',
    ],
    [
      'reminders without items',
      lines('# Rules', '## A', 'x', '## Keep {#reminders}'),
      'line 4: the reminders section has no - items',
    ],
    [
      'two reminders sections',
      lines('# Rules', '## K {#reminders}', '- a', '## L {#reminders}', '- b', '## A', 'x'),
      'line 4: a second reminders section',
    ],
  ])('refuses %s, naming the line', (_case, source, message) => {
    expect(() => parseRulesMarkdown(source)).toThrow(message)
  })
})
