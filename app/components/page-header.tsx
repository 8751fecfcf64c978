import type { ReactNode } from 'react'

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="page-header from-pitch-800 to-pitch-950 bg-gradient-to-br text-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {children ? <div className="text-pitch-100 mt-3 max-w-3xl">{children}</div> : null}
      </div>
    </div>
  )
}
