/**
 * The performance budget (ADR 0012), from the build output alone: each page's first-load
 * JavaScript (entry, root, route and their static imports, plus the page language's message
 * catalogue; gzip) stays within its budget. Cheap: no browser, no server.
 *
 * The framework chunk (React DOM, React, React Router) is ~107 KB gzip by itself, so the
 * budgets are set just above what the pages need today: a new dependency or an eager import
 * of something that should load on interaction fails here first.
 */
import { expect, test } from 'vitest'

import { firstLoadJs } from '../../scripts/first-load-js.ts'

const KB = 1000
const BUDGETS: Record<string, number> = {
  // The home page also carries the carousel's position indicator and the DataTable primitive its
  // tables share (Embla, for today's games and the news strip, loads once it is interactive).
  'routes/_index': 153 * KB,
  // The form's components and Conform's core (@conform-to/react, ~8.5 KB gzip, a cost accepted in
  // ADR 0012); zod and @conform-to/zod load after the page is interactive.
  'routes/registration': 162.5 * KB,
  // The console's registrations desk: a console page, plus the desk's own catalogue (both
  // languages, ~2.7 KB gzip) that the console's other pages do not carry; 0.5 KB more when every
  // page's live stream came to close with its tab hidden (~0.2 KB gzip, on every page).
  'routes/admin.registrations': 161 * KB,
  // The console's image pages (news, sponsors, preseason banner): console pages plus their own
  // catalogue (both languages, ~2.5 KB gzip); the forms also Conform and zod, as the other forms.
  'routes/admin.news': 159.5 * KB,
  'routes/admin.sponsors': 159.5 * KB,
  'routes/admin.news.$itemId': 196.5 * KB,
  'routes/admin.sponsors.$itemId': 196.5 * KB,
  'routes/admin.preseason': 196.5 * KB,
  // The scorekeeper's live sheet: a console page plus its own catalogue (both languages, ~1.5 KB
  // gzip), its clock and the taps it keeps on the phone over a bad connection (the queue, its
  // sender and the sheet with the waiting taps, ~3 KB gzip); no Conform or zod (every tap is a
  // ready value the action reads).
  'routes/admin.game.$matchId.live': 164 * KB,
}
// The console's forms (result sheet, a game's schedule, discipline): Conform and zod validate in the
// browser as well as in the action. Operators only, kept apart from the public pages.
const CONSOLE_FORMS = new Set([
  'routes/admin.match.$matchId',
  'routes/admin.game.$matchId.schedule',
  'routes/admin.discipline',
  // A registration's review: Conform's client (zod checks it in the action only).
  'routes/admin.registrations.$registrationId',
])
// Like every page, they carry the live game's words and the root's live stream (~1 KB gzip).
const CONSOLE_FORM_BUDGET = 194.5 * KB
/** The console's pages: operators on a phone at the rink, not the public's first visit. */
const isConsole = (route: string) => route.startsWith('routes/admin')
// The console's other pages: a public page's load plus the console's own catalogue (both
// languages, every console screen's texts), its scrolling navigation and image component; tonight's
// live games and the live sheet's audit entries (~0.2 KB gzip), the sessions' words (~0.3 KB gzip).
const CONSOLE_BUDGET = 158 * KB
const budgetOf = (route: string) =>
  BUDGETS[route] ??
  (CONSOLE_FORMS.has(route)
    ? CONSOLE_FORM_BUDGET
    : isConsole(route)
      ? CONSOLE_BUDGET
      : DEFAULT_BUDGET)
// Every page carries the header (navigation, search box, theme toggle), the offline notice and the
// shared chunk (with the French spacing rule and the unbreakable season name); the privacy
// policy, the longest static page, sets this budget. The French catalogue every page loads
// carries the preseason page's dated sentences, and the live game's words (the clock, the match
// centre's story and preview, the provisional table: ~1 KB gzip with the root's live stream), and
// the tonight page's words with its navigation entry (~0.3 KB gzip, on every page, console included).
// Every budget then grew 1.5 KB for the French a reader expects (agreement with a women's division
// and plurals as ICU select/plural messages, ~1 KB gzip in French) and the « Plus » menu's entries;
// then 1 KB more for the leaders page's entry and the operator's words in English, and the console
// 2 KB more for its audit log in words, the schedule's filters and the clash warning; then every
// budget 0.5 KB more for following a team (ADR 0023): the « Suivre » words, the device's list of
// followed teams and the head script's mark; the home 1 KB, for the slot of its « Mes équipes ».
// The console 0.5 KB more: its frame and the live sheet keep their data when a refresh finds no network.
// Every budget 1 KB more for the live notices' games (ADR 0025): the page's overlay of patches and
// how a card, the match header or a bracket's tie shows one, in the shared chunk every page loads.
// Every budget 0.5 KB more for a women's division's words (roster, suspensions, scorers, the
// match's story: ~0.1 KB gzip in the French catalogue every page loads).
const DEFAULT_BUDGET = 152 * KB

for (const lang of ['fr', 'en']) {
  test(`every page's first-load JavaScript fits its budget (${lang})`, () => {
    const pages = firstLoadJs('build/client', undefined, lang)
    expect(pages.length).toBeGreaterThan(10)
    const over = pages
      .filter((page) => page.gzip > budgetOf(page.route))
      .map(
        (page) =>
          `${page.route}: ${(page.gzip / KB).toFixed(1)} KB > ${(budgetOf(page.route) / KB).toFixed(1)} KB`,
      )
    expect(over).toEqual([])
  })
}

// The image forms (news, sponsors, banner) share two chunks of their own: the field and texts of
// the five image pages, and the forms' schemas (zod) that the lists must not load.
const IMAGE_FORMS = new Set([
  'routes/admin.news.$itemId',
  'routes/admin.sponsors.$itemId',
  'routes/admin.preseason',
])

// A console page also loads its layout route's module (routes/admin: the middleware's loader).
test('no public page loads more than 8 files before it is interactive, no console page 11 (an image form 12)', () => {
  for (const page of firstLoadJs())
    expect(page.files, page.route).toBeLessThanOrEqual(
      IMAGE_FORMS.has(page.route) ? 12 : isConsole(page.route) ? 11 : 8,
    )
})
