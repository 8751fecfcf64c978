import type { MetaFunction } from 'react-router'

import type { StaticDocument } from '~/content/types.ts'
import type { Lang } from '~/i18n/language.ts'
import { useLang, useT } from '~/i18n/use-translation.ts'
import { langFromMatches, pageMeta } from '~/utils/meta.ts'

import { StaticDocumentView } from './static-document.tsx'

export function staticDocumentRoute(document: Record<Lang, StaticDocument>) {
  const meta: MetaFunction = ({ matches }) => {
    const lang = langFromMatches(matches)
    return pageMeta(lang, document[lang].title, document[lang].description)
  }
  function StaticDocumentPage() {
    const lang = useLang()
    const t = useT()
    return <StaticDocumentView document={document[lang]} contentsLabel={t('page.contents')} />
  }
  return { meta, Component: StaticDocumentPage }
}
