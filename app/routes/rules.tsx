import type { Route } from './+types/rules'
import { StaticDocumentView } from '~/components/static-document.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { rules } from '~/content/rules.ts'
import { useLang, useT } from '~/i18n/use-translation.ts'
import { langFromMatches, pageMeta } from '~/utils/meta.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
  const lang = langFromMatches(matches)
  return pageMeta(lang, rules[lang].title, rules[lang].description)
}

export default function RulesPage() {
  const lang = useLang()
  const t = useT()
  const document = rules[lang]
  return (
    <StaticDocumentView
      document={document}
      contentsLabel={t('page.contents')}
      aside={
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
            {document.reminders.title}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {document.reminders.items.map((item, index) => (
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
      }
    />
  )
}
