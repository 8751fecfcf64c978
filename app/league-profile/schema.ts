/**
 * The league's identity as data (docs/deploy.md#league-profile): its names, venues, contact,
 * fees, prizes, e-mail sender and time zone, read from the file named by LEAGUE_PROFILE so that
 * another league (or this one renamed) edits a file, not code.
 */
import type { RulesDocument } from '~/content/types.ts'
import type { Lang } from '~/i18n/language.ts'

import { z } from '../utils/zod.ts'

/** A missing field says 'required'; a present one of the wrong kind gets zod's own message. */
const required = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : undefined),
}

const text = (max: number) =>
  z.string(required).trim().min(1, 'required').max(max, `at most ${max} characters`)

/** The same text in both languages of the site. */
const bilingual = (max: number) => z.object({ fr: text(max), en: text(max) }, required)

const bilingualList = (max: number) =>
  z.object({ fr: z.array(text(max)).max(12), en: z.array(text(max)).max(12) }, required)

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return zone.includes('/') || zone === 'UTC'
  } catch {
    return false
  }
}

const VenueSchema = z.object({
  name: text(80),
  address: z.object(
    {
      street: text(120).optional(),
      locality: text(80),
      region: text(80),
      postalCode: text(16).optional(),
      /** ISO 3166-1 alpha-2, e.g. CA. */
      country: z.string(required).regex(/^[A-Z]{2}$/, 'a two-letter country code such as CA'),
    },
    required,
  ),
  /** When games are played there, as the registration page says it. */
  days: bilingual(160),
})

const httpsUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) address' })

export const LeagueProfileSchema = z.object(
  {
    name: bilingual(80),
    shortName: bilingual(40),
    /** The header's name on the narrowest screens. */
    tinyName: bilingual(24),
    /** The name under the site's icon on a phone's home screen (web app manifest). */
    appName: text(12),
    /** One sentence under the name (home page, footer). */
    slogan: bilingual(160),
    /** The site's description for search engines and link previews. */
    description: bilingual(300),
    venues: z.array(VenueSchema, required).min(1, 'at least one venue'),
    contact: z.object({ email: z.email('must be an e-mail address') }, required),
    social: z
      .array(z.object({ name: text(40), url: httpsUrl }))
      .max(6)
      .default([]),
    fees: z.object(
      {
        /** Dollars asked at registration (amounts are Canadian dollars, as fines are). */
        deposit: z.number(required).min(0, 'must be 0 or more').max(100_000, 'at most 100000'),
        /** What the fee includes (registration page), one line each. */
        includes: bilingualList(120),
      },
      required,
    ),
    prizes: bilingualList(120),
    email: z.object(
      {
        senderName: text(80),
        senderAddress: z.email('must be an e-mail address'),
        signature: bilingual(200),
      },
      required,
    ),
    /** IANA zone of the schedule's wall-clock times, e.g. America/Toronto. */
    timeZone: z
      .string(required)
      .refine(isTimeZone, 'must be an IANA time zone such as America/Toronto'),
    /**
     * The league's own rules: a Markdown file per language, relative to the profile's file
     * (docs/deploy.md#league-rules). Absent: the site's bundled rules.
     */
    rules: z
      .object(
        {
          fr: z.string(required).trim().min(1, 'required'),
          en: z.string(required).trim().min(1, 'required'),
        },
        { error: 'must name a file per language: { "fr": "rules.fr.md", "en": "rules.en.md" }' },
      )
      .optional(),
  },
  { error: 'must be a JSON object' },
)

/** The profile as its file says it: `rules` names files. */
export type LeagueProfileFile = z.infer<typeof LeagueProfileSchema>

/** The rules page in both languages. */
export type LeagueRules = Record<Lang, RulesDocument>

/** The profile as the site reads it: `rules` holds the texts the files hold. */
export type LeagueProfile = Omit<LeagueProfileFile, 'rules'> & { rules?: LeagueRules }

/** A profile's first problem as one line: 'venues[1].address: required'. */
export function profileIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'invalid'
  const path = issue.path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('')
  return path ? `${path}: ${issue.message}` : issue.message
}

/** Validates parsed JSON; the error is one line without the file's name. */
export function parseLeagueProfile(data: unknown): LeagueProfileFile {
  const result = LeagueProfileSchema.safeParse(data)
  if (!result.success) throw new Error(profileIssue(result.error))
  return result.data
}
