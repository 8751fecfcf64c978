import type { MetaDescriptor } from 'react-router'

import type { Lang } from '~/i18n/language.ts'
import { adminText } from '~/i18n/admin-text.ts'

export function consoleMeta(lang: Lang, title: string): MetaDescriptor[] {
  return [
    { title: `${title} · ${adminText(lang)('admin.title')}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}
