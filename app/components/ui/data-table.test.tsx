import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { type DataColumn, DataTable } from './data-table.tsx'

type Row = { id: string; name: string; goals: number }

const columns: DataColumn<Row>[] = [
  { id: 'rank', header: '#', kind: 'rank', cell: (row) => row.id },
  { id: 'name', header: 'Player', rowHeader: true, cell: (row) => row.name },
  {
    id: 'goals',
    header: 'G',
    long: { text: 'Goals', as: 'sr' },
    kind: 'numeric',
    showFrom: 'sm',
    cell: (row) => row.goals,
  },
]
const rows: Row[] = [
  { id: '1', name: 'Ana', goals: 7 },
  { id: '2', name: 'Béa', goals: 5 },
]

function render(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return renderToStaticMarkup(
    <DataTable
      caption="Top scorers"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      {...props}
    />,
  )
}

describe('DataTable', () => {
  it('always names the table with a caption, hidden unless asked', () => {
    expect(render()).toContain('<caption class="sr-only">Top scorers</caption>')
    expect(render({ captionVisible: true })).not.toContain('class="sr-only">Top scorers')
  })

  it('scopes every header cell: columns in the head, the row header in each row', () => {
    const html = render()
    expect(html.match(/<th scope="col"/g)).toHaveLength(3)
    expect(html.match(/<th scope="row"/g)).toHaveLength(2)
    expect(html).not.toMatch(/<th(?=[\s>])(?![^>]*scope=)/)
  })

  it('right-aligns numbers in tabular figures and hides a column below its breakpoint', () => {
    const goals = render().match(/<td class="([^"]*)">7<\/td>/)
    expect(goals?.[1]).toContain('text-right tabular-nums')
    expect(goals?.[1]).toContain('hidden sm:table-cell')
  })

  it('gives a short header its full name for screen readers and as a tooltip', () => {
    const html = render()
    expect(html).toContain('title="Goals"')
    expect(html).toContain('<span aria-hidden="true">G</span><span class="sr-only">Goals</span>')
  })

  it('makes the scroll box focusable only when asked (a table without links)', () => {
    expect(render()).not.toContain('tabindex')
    expect(render({ focusable: true })).toContain('tabindex="0"')
  })

  it('puts one cell across the columns a row has no figures for', () => {
    const html = render({
      rowRest: (row) => (row.id === '2' ? { from: 'goals', content: 'Absent' } : undefined),
    })
    expect(html).toMatch(/<td colSpan="1"[^>]*>Absent<\/td>/i)
    expect(html).toContain('>7</td>')
    expect(html).not.toContain('>5</td>')
  })
})
