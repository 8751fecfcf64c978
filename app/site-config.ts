/**
 * Credits shown in the footer (SPEC §1). They are facts about who runs the site,
 * not visitor-facing copy, so they live here rather than in the catalogues.
 */
export const siteCredits = {
  platform: 'LigueHub',
  studio: 'Studio Crampons',
} as const
