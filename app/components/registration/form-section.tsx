import type { ReactNode } from 'react'

type Props = {
  number: number
  title: string
  hint?: ReactNode
  aside?: ReactNode
  children: ReactNode
}

export function FormSection({ number, title, hint, aside, children }: Props) {
  return (
    <section className="bg-surface @container rounded-2xl border border-slate-200 p-4 shadow-sm sm:p-7">
      <fieldset className="min-w-0">
        {/* A legend holds phrasing and heading content only: the heading sits in it directly. */}
        <legend className="flex w-full flex-wrap items-center gap-3">
          <span
            aria-hidden="true"
            className="bg-pitch-100 text-pitch-800 inline-flex size-8 items-center justify-center rounded-full text-sm font-extrabold"
          >
            {number}
          </span>
          <h2 className="text-lg font-extrabold tracking-tight text-slate-900 sm:text-xl">
            {title}
          </h2>
          {aside ? <span className="ml-auto">{aside}</span> : null}
        </legend>
        {hint ? <p className="mt-2 text-sm leading-relaxed text-slate-600">{hint}</p> : null}
        <div className="mt-5">{children}</div>
      </fieldset>
    </section>
  )
}
