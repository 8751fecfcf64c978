import type { ReactNode } from 'react'

/** 'Hiver 2026-27' must not break after its hyphen nor between its words. */
export function SeasonName({ name }: { name: string }) {
  return (
    <span className="whitespace-nowrap" data-season-name="">
      {name}
    </span>
  )
}

const SLOT = '\u0000'

export function withSeasonName(sentence: (season: string) => string, name: string): ReactNode {
  const [before = '', ...rest] = sentence(SLOT).split(SLOT)
  if (rest.length === 0) return before
  return (
    <>
      {before}
      <SeasonName name={name} />
      {rest.join(name)}
    </>
  )
}
