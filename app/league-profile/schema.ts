// docs/deploy.md#league-profile
import type { RulesDocument } from '~/content/types.ts'
import type { Lang } from '~/i18n/language.ts'

import { z } from '../utils/zod.ts'

const required = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : undefined),
}

const text = (max: number) =>
  z.string(required).trim().min(1, 'required').max(max, `at most ${max} characters`)

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
      country: z.string(required).regex(/^[A-Z]{2}$/, 'a two-letter country code such as CA'),
    },
    required,
  ),
  days: bilingual(160),
})

const count = (min: number, max: number) =>
  z
    .number(required)
    .int('must be a whole number')
    .min(min, `must be ${min} or more`)
    .max(max, `at most ${max}`)

/** The season's shape and a game's length, as the registration and preseason pages say them. */
const GamesSchema = z.object(
  {
    regularSeason: count(1, 100),
    preseason: count(0, 20),
    preseasonMinutes: count(1, 180),
    periods: count(1, 4),
    periodMinutes: count(1, 90),
    breakMinutes: count(0, 60),
    /** How long a game's event lasts in calendar feeds: the game, its break and the warm-up. */
    calendarEventMinutes: count(1, 300),
  },
  required,
)

const httpsUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) address' })

export const LeagueProfileSchema = z.object(
  {
    name: bilingual(80),
    shortName: bilingual(40),
    tinyName: bilingual(24),
    appName: text(12),
    slogan: bilingual(160),
    description: bilingual(300),
    venues: z.array(VenueSchema, required).min(1, 'at least one venue'),
    games: GamesSchema,
    contact: z.object({ email: z.email('must be an e-mail address') }, required),
    social: z
      .array(z.object({ name: text(40), url: httpsUrl }))
      .max(6)
      .default([]),
    fees: z.object(
      {
        /** Canadian dollars, as fines are. */
        deposit: z.number(required).min(0, 'must be 0 or more').max(100_000, 'at most 100000'),
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
    timeZone: z
      .string(required)
      .refine(isTimeZone, 'must be an IANA time zone such as America/Toronto'),
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

export type LeagueProfileFile = z.infer<typeof LeagueProfileSchema>

export type LeagueRules = Record<Lang, RulesDocument>

export type LeagueProfile = Omit<LeagueProfileFile, 'rules'> & { rules?: LeagueRules }

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

export function parseLeagueProfile(data: unknown): LeagueProfileFile {
  const result = LeagueProfileSchema.safeParse(data)
  if (!result.success) throw new Error(profileIssue(result.error))
  return result.data
}
