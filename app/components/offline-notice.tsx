import { useState, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'

import { useLang, useT } from '~/i18n/use-translation.ts'
import { formatTime } from '~/league/time.ts'
import { OFFLINE_ATTRIBUTE } from '~/pwa/offline-rules.ts'

/**
 * The status region is in the server HTML, empty, so screen readers announce the notice (ADR 0014).
 */
// A kept copy stays one for the whole document; the `online` event ends the notice for good.
let backOnline = false

function subscribe(onChange: () => void) {
  const online = () => {
    backOnline = true
    onChange()
  }
  window.addEventListener('online', online)
  return () => window.removeEventListener('online', online)
}

const copyTime = () =>
  backOnline ? null : document.documentElement.getAttribute(OFFLINE_ATTRIBUTE)
const noCopy = () => null

export function OfflineNotice() {
  const t = useT()
  const lang = useLang()
  const { key } = useLocation()
  const [firstPage] = useState(key)
  const from = Date.parse(useSyncExternalStore(subscribe, copyTime, noCopy) ?? '')

  const shown = !Number.isNaN(from) && key === firstPage
  return (
    <p
      role="status"
      data-testid="offline-notice"
      className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950 empty:hidden print:hidden"
    >
      {shown ? t('offline.notice', { time: formatTime(from, lang) }) : ''}
    </p>
  )
}
