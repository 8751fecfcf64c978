import type { ReactNode } from 'react'

/** A titled white card: the building block of the league pages. */
export function SectionCard({
  title,
  id,
  action,
  children,
  className,
}: {
  title: string
  id: string
  action?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className ?? ''}`}
      data-testid={id}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-extrabold text-slate-900 sm:text-xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}
