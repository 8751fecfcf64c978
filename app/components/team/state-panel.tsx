import type { ReactNode } from 'react'

import { Icon } from '~/components/ui/icon.tsx'
import type { IconName } from '~/components/ui/icon-names.ts'

const icons = {
  error: 'alert-triangle',
  'not-found': 'search-x',
  pending: 'clock-3',
  incomplete: 'circle-slash',
} satisfies Record<string, IconName>

/**
 * The page-level states of the team, match and player pages (not found, not finished,
 * unavailable, incomplete): a heading that says what happened, a hint and ways out.
 */
export function StatePanel({
  kind,
  title,
  message,
  children,
  headingLevel = 1,
}: {
  kind: keyof typeof icons
  title: string
  message?: string
  children?: ReactNode
  headingLevel?: 1 | 2
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-14 text-center sm:py-20"
      data-testid="page-state"
      data-state={kind}
      role={kind === 'error' ? 'alert' : undefined}
    >
      <span
        aria-hidden="true"
        className={
          kind === 'error'
            ? 'inline-flex size-16 items-center justify-center rounded-full bg-red-100 text-red-700'
            : 'bg-pitch-100 text-pitch-800 inline-flex size-16 items-center justify-center rounded-full'
        }
      >
        <Icon name={icons[kind]} className="size-8" />
      </span>
      <Heading className="mt-5 text-2xl font-extrabold text-balance text-slate-900 sm:text-3xl">
        {title}
      </Heading>
      {message ? <p className="mt-3 text-pretty text-slate-600">{message}</p> : null}
      {children ? (
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>
      ) : null}
    </section>
  )
}
