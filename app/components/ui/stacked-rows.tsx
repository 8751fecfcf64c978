import type { ReactNode } from 'react'

export type StackedField = { label: string; value: ReactNode; wide?: boolean }
export type StackedItem = { key: string; title: ReactNode; fields: StackedField[] }

/** Rendered beside the table, which takes over from `sm`; only one of the two is displayed. */
export function StackedRows({
  label,
  items,
  testId,
}: {
  label: string
  items: StackedItem[]
  testId: string
}) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:hidden" data-testid={testId}>
      {items.map((item) => (
        <li key={item.key} className="rounded-xl border border-slate-200 bg-surface p-3">
          <p className="font-semibold text-slate-900">{item.title}</p>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {item.fields.map((field) => (
              <div key={field.label} className={field.wide ? 'col-span-2' : undefined}>
                <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {field.label}
                </dt>
                <dd className="text-slate-900">{field.value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  )
}
