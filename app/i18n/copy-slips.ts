// Read by the catalogues' test and the site check's scan of rendered pages.
export type Slip = readonly [name: string, pattern: RegExp]

// A minute is written 34' (a prime after a number or a placeholder), never an apostrophe.
export const STRAIGHT_APOSTROPHE: Slip = ['a straight apostrophe', /(?<![\d}])'/]

export const FRENCH_SLIPS: readonly Slip[] = [
  STRAIGHT_APOSTROPHE,
  ['« N° » for « no »', /N°/],
  ['a plural in brackets', /\w\((s|e|es)\)/],
  ['an ordinary space before : ; ! ? or inside « »', / [:;!?»]|« /],
  [
    'another name for the shootout than the rules’ « tirs de barrage »',
    /tirs? au but|t\.a\.b|fusillade/i,
  ],
  ['« Pré-saison » for « Présaison »', /pré-saison/i],
]

export const ENGLISH_SLIPS: readonly Slip[] = [
  ['a plural in brackets', /\w\(s\)/],
  ['"Semi Finals" or "Quarter Finals" for "Semifinals"', /(Semi|Quarter)[ -]Finals?/i],
  ['"Completed" for "Final"', /\bCompleted\b/],
  // "Match sheet" (the document) and "Player of the match" (the award) are names; a game is a game.
  ['"match" or "matches" for "game" or "games"', /(?<!player of the )\bmatch(es)?\b(?! sheet| “)/i],
]

export function slips(texts: ReadonlyArray<readonly [string, string]>, rules: readonly Slip[]) {
  return texts.flatMap(([where, text]) =>
    rules.filter(([, pattern]) => pattern.test(text)).map(([slip]) => `${where}: ${slip}: ${text}`),
  )
}
