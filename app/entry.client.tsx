import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

import { isLang } from './i18n/language.ts'
import { loadCatalogue } from './i18n/load-catalogue.ts'

const lang = document.documentElement.lang
await loadCatalogue(isLang(lang) ? lang : 'fr')

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
