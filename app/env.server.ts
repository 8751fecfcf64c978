import { isIP } from 'node:net'

import { z } from './utils/zod.ts'

import { readServiceAccount } from './data/firebase-service-account.server.ts'

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const isoInstant = z
  .string()
  .trim()
  .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), {
    message: 'must be an ISO date-time such as 2026-11-21T19:30:00-05:00',
  })
  .transform((v) => (v === '' ? undefined : new Date(v)))

export const LogLevelSchema = z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info')

export const LogBufferKbSchema = z.coerce.number().int().min(16).max(1_048_576).default(1024)

const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (family === 4 ? 32 : 128)
}

/** Nothing by default, so the address the rate limits count is the connection's own. */
const trustProxy = z
  .string()
  .trim()
  .default('')
  .refine(
    (v) =>
      v === '' ||
      v === 'false' ||
      /^\d{1,2}$/.test(v) ||
      v.split(',').every((entry) => isProxyAddress(entry.trim())),
    {
      message:
        'must be a hop count (e.g. 1) or a comma-separated list of addresses, CIDR ranges, ' +
        'loopback, linklocal or uniquelocal',
    },
  )
  .transform((v): false | number | string[] => {
    if (v === '' || v === 'false' || v === '0') return false
    if (/^\d+$/.test(v)) return Number(v)
    return v.split(',').map((entry) => entry.trim())
  })

const optionalSetting = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)

const optionalText = z
  .string()
  .trim()
  .max(80)
  .optional()
  .transform((value) => value || undefined)

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    LEAGUE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ only (at most 64)')
      .default('demo'),
    LEAGUE_SOURCE: z.enum(['embedded', 'firebase']).default('embedded'),
    FIREBASE_DATABASE_URL: z.url().optional(),
    FIREBASE_SERVICE_ACCOUNT: optionalSetting,
    FIREBASE_AUTH: optionalSetting,
    FIREBASE_STORAGE_BUCKET: z.string().optional(),
    FIREBASE_STORAGE_EMULATOR_HOST: z.string().optional(),
    LEAGUE_PROFILE: z.string().optional(),
    CONTACT_EMAIL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.email().optional(),
    ),
    SOCIAL_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.url({ protocol: /^https?$/ }).optional(),
    ),
    FOOTER_POWERED_BY: optionalText,
    FOOTER_CREATED_BY: optionalText,
    PUBLIC_URL: z.url().optional(),
    LEAGUE_NOW: isoInstant.optional(),
    LEAGUE_LOAD_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
    REGISTRATION_OPEN: booleanFlag,
    REGISTRATION_SEASON: optionalText,
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z
      .string()
      .trim()
      .max(200)
      .optional()
      .transform((value) => value || undefined),
    LOG_LEVEL: LogLevelSchema,
    LOG_BUFFER_KB: LogBufferKbSchema,
    TRUST_PROXY: trustProxy,
    PAGE_S_MAXAGE: z.coerce.number().int().min(0).max(86_400).default(10),
    PAGE_STALE_WHILE_REVALIDATE: z.coerce.number().int().min(0).max(86_400).default(60),
    PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(128),
    RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    RENDER_QUEUE_MAX: z.coerce.number().int().min(1).max(100_000).default(200),
    PAGE_CACHE: z.enum(['on', 'off']).default('on'),
    /** Each ~60 MB; one suits a machine of two cores. */
    SHARE_IMAGE_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
    SHARE_IMAGE_QUEUE: z.coerce.number().int().min(0).max(1_000).default(32),
    LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(2_000),
    LIVE_STREAMS_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(20),
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(65_000),
    HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(120_000),
    REGISTRATION_MIN_FILL_SECONDS: z.coerce.number().int().min(0).max(600).default(5),
    REGISTRATION_GLOBAL_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
    MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
    MAIL_RETRY_MAX_SECONDS: z.coerce.number().int().min(1).max(86_400).default(1_800),
    /** Both or neither: unset, keys are made on first start and kept in the store. */
    VAPID_PUBLIC_KEY: optionalSetting,
    VAPID_PRIVATE_KEY: optionalSetting,
    PUSH_ALLOW_PRIVATE_ENDPOINTS: booleanFlag,
    PUSH_SENDS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60_000),
    PUSH_QUEUE_MAX: z.coerce.number().int().min(1).max(1_000_000).default(200_000),
    PUSH_SUBSCRIPTIONS_MAX: z.coerce.number().int().min(1).max(10_000_000).default(200_000),
    MAIL_EXPIRE_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(48),
  })
  .superRefine((env, ctx) => {
    if (env.LEAGUE_SOURCE === 'firebase' && !env.FIREBASE_DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_DATABASE_URL'],
        message: 'is required when LEAGUE_SOURCE=firebase',
      })
    }
    if (env.FIREBASE_SERVICE_ACCOUNT && env.FIREBASE_AUTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH'],
        message:
          'set FIREBASE_SERVICE_ACCOUNT or FIREBASE_AUTH, not both (the service account is the ' +
          'documented way; remove the legacy secret)',
      })
    } else if (env.FIREBASE_SERVICE_ACCOUNT) {
      try {
        readServiceAccount(env.FIREBASE_SERVICE_ACCOUNT)
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          path: ['FIREBASE_SERVICE_ACCOUNT'],
          message: (error as Error).message,
        })
      }
    }
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'must not be longer than HTTP_REQUEST_TIMEOUT_MS',
      })
    }
    if (env.MAIL_RETRY_SECONDS > env.MAIL_RETRY_MAX_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_RETRY_SECONDS'],
        message: 'must not be more than MAIL_RETRY_MAX_SECONDS',
      })
    }
    if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or neither',
      })
    }
    if (env.LIVE_STREAMS_PER_CLIENT > env.LIVE_STREAMS_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['LIVE_STREAMS_PER_CLIENT'],
        message: 'must not be more than LIVE_STREAMS_MAX',
      })
    }
  })

export type Env = z.infer<typeof EnvSchema> & { PUBLIC_URL: string }

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    )
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  const env = result.data
  return { ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` }
}

/** Each one sentence for a loud warning at start. */
export function configurationWarnings(source: Record<string, string | undefined>): string[] {
  const warnings: string[] = []
  const production = (source.NODE_ENV ?? 'development') === 'production'
  if (production && !source.PUBLIC_URL?.trim()) {
    const env = parseEnv(source)
    warnings.push(
      `PUBLIC_URL is not set: calendar feeds (.ics), links in e-mails, hreflang alternates, ` +
        `share images and the sitemap will point to ${env.PUBLIC_URL}. ` +
        `Set PUBLIC_URL to the site's public address, e.g. https://www.example.org.`,
    )
  }
  return warnings
}

let cached: Env | undefined

export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

export function getNow(): Date {
  return getEnv().LEAGUE_NOW ?? new Date()
}
