import { clsx } from 'clsx'
import type { ReactNode } from 'react'

export function SectionCard({
  title,
  id,
  action,
  children,
  className,
}: {
  title: ReactNode
  id: string
  action?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={clsx('section-card', className)}
      data-testid={id}
    >
      <div className="section-card-head">
        <h2 id={`${id}-title`} className="section-card-title">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}
