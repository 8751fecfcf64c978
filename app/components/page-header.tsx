import type { ReactNode } from 'react'

/** The coloured band at the top of content pages. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="bg-gradient-to-br from-pitch-800 to-pitch-950 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {children ? <div className="mt-3 max-w-3xl text-pitch-100">{children}</div> : null}
      </div>
    </div>
  )
}
