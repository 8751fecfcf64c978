import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

import { Link } from '~/components/ui/link.tsx'

import { Icon } from '~/components/ui/icon.tsx'
import { SexIcon } from '~/components/ui/sex-icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { DivisionOption } from '~/view-models/division-option.ts'

export function pickerSearch(search: string, param: string, value: string): string {
  const params = new URLSearchParams(search)
  params.set(param, value)
  return `?${params.toString()}`
}

/** Options are links: without JavaScript the native <details> works alone. */
export function DivisionPicker({
  id,
  param,
  options,
  selectedId,
  onPick,
}: {
  id: string
  param: string
  options: DivisionOption[]
  selectedId?: string
  onPick?: (optionId: string) => void
}) {
  const t = useT()
  const location = useLocation()
  const details = useRef<HTMLDetailsElement>(null)
  const selected = options.find((option) => option.id === selectedId)

  useEffect(() => {
    const element = details.current
    if (!element) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !element.open) return
      element.open = false
      element.querySelector('summary')?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (element.open && !element.contains(event.target as Node)) element.open = false
    }
    element.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      element.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [])

  if (options.length === 0) return null
  return (
    <details ref={details} className="group relative w-full sm:w-64" data-testid={`${id}-picker`}>
      <summary className="picker-summary" aria-controls={`${id}-options`}>
        <span className="sr-only">{`${t('home.division.choose')}, `}</span>
        {selected ? <SexIcon sex={selected.sex} /> : null}
        <span className="min-w-0 flex-1 truncate">
          {selected?.name ?? t('home.division.choose')}
        </span>
        <Icon name="chevron-down" className="picker-chevron" />
      </summary>
      <ul id={`${id}-options`} className="picker-options">
        {options.map((option) => {
          const current = option.id === selectedId
          return (
            <li key={option.id}>
              <Link
                to={{
                  pathname: location.pathname,
                  search: pickerSearch(location.search, param, option.id),
                }}
                preventScrollReset
                replace
                aria-current={current ? 'true' : undefined}
                onClick={() => {
                  if (details.current) details.current.open = false
                  onPick?.(option.id)
                }}
                className="picker-option"
                discover="none"
              >
                <SexIcon sex={option.sex} />
                <span>{option.name}</span>
                {current ? <Icon name="check" className="text-pitch-700 size-4" /> : null}
              </Link>
            </li>
          )
        })}
      </ul>
    </details>
  )
}
