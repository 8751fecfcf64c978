import type { RulesDocument } from '~/content/types.ts'
import { useT } from '~/i18n/use-translation.ts'

import { StaticDocumentView } from '../static-document.tsx'
import { Icon } from '../ui/icon.tsx'

/** The rules with their key reminders, when they have some, between the introduction and the sections. */
export function RulesPage({ document }: { document: RulesDocument }) {
  const t = useT()
  const reminders = document.reminders
  return (
    <StaticDocumentView
      document={document}
      contentsLabel={t('page.contents')}
      aside={
        reminders ? (
          <aside
            aria-labelledby="key-reminders-title"
            className="border-accent rounded-2xl border-2 bg-amber-50 p-5 sm:p-7"
            data-testid="key-reminders"
          >
            <h2
              id="key-reminders-title"
              className="flex items-center gap-2 text-lg font-extrabold text-slate-900"
            >
              <Icon name="shield-alert" className="size-6 text-amber-600" />
              {reminders.title}
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {reminders.items.map((item, index) => (
                <li key={index} className="flex gap-2 text-sm leading-relaxed text-slate-800">
                  <span
                    aria-hidden="true"
                    className="mt-2 size-1.5 shrink-0 rounded-full bg-amber-600"
                  />
                  {item}
                </li>
              ))}
            </ul>
          </aside>
        ) : undefined
      }
    />
  )
}
