import type { ReactNode } from 'react'

/**
 * A season's name on one line: 'Hiver 2026-27' must not break after its hyphen ('Hiver 2026-' /
 * '27') nor between its words. `data-season-name` lets the e2e check every one of them.
 */
export function SeasonName({ name }: { name: string }) {
  return (
    <span className="whitespace-nowrap" data-season-name="">
      {name}
    </span>
  )
}

/** Stands for the season's name while a sentence is translated (never typed by anyone). */
const SLOT = '\u0000'

/**
 * A translated sentence holding a season's name, the name kept on one line:
 * `withSeasonName((season) => t('schedule.season', { season }), name)`.
 */
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
