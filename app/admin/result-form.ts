import type { Submission } from '@conform-to/react'
import { parseCoded, z } from '~/utils/zod.ts'

import type { GameResultInput, ResultLine } from '~/league/index.ts'

export type ResultErrorCode = 'required' | 'count' | 'shootout' | 'shootoutGoals' | 'goalsOverScore'

/** A typo guard, not a rule of the game. */
export const MAX_FIGURE = 99

const count = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : 'count') })
  .int({ error: 'count' })
  .min(0, { error: 'count' })
  .max(MAX_FIGURE, { error: 'count' })

const optionalCount = z
  .number({ error: 'count' })
  .int({ error: 'count' })
  .min(0, { error: 'count' })
  .max(MAX_FIGURE, { error: 'count' })
  .optional()

const line = z.object({
  id: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200),
  played: z.boolean().optional(),
  goals: optionalCount,
  assists: optionalCount,
  yellow: optionalCount,
  red: optionalCount,
})

export type SheetLine = z.infer<typeof line>

const SHOOTOUT_FIELDS = [
  'homeShootoutGoals',
  'awayShootoutGoals',
  'homeShootoutAttempts',
  'awayShootoutAttempts',
] as const

const sheet = z
  .object({
    homeScore: count,
    awayScore: count,
    overtime: z.boolean().optional(),
    forfeit: z.enum(['home', 'away']).optional(),
    homeShootoutGoals: optionalCount,
    awayShootoutGoals: optionalCount,
    homeShootoutAttempts: optionalCount,
    awayShootoutAttempts: optionalCount,
    home: z.array(line).max(60).optional(),
    away: z.array(line).max(60).optional(),
  })
  .superRefine((value, context) => {
    const given = SHOOTOUT_FIELDS.filter((name) => value[name] !== undefined)
    if (given.length > 0 && given.length < SHOOTOUT_FIELDS.length) {
      for (const name of SHOOTOUT_FIELDS)
        if (value[name] === undefined)
          context.addIssue({ code: 'custom', path: [name], message: 'shootout' })
    }
    for (const side of ['home', 'away'] as const) {
      const goals = value[`${side}ShootoutGoals`]
      const attempts = value[`${side}ShootoutAttempts`]
      if (goals !== undefined && attempts !== undefined && goals > attempts)
        context.addIssue({
          code: 'custom',
          path: [`${side}ShootoutGoals`],
          message: 'shootoutGoals',
        })
      const scored = (value[side] ?? []).reduce((sum, entry) => sum + (entry.goals ?? 0), 0)
      if (scored > value[`${side}Score`])
        context.addIssue({ code: 'custom', path: [`${side}Score`], message: 'goalsOverScore' })
    }
  })

export type ResultSheet = z.infer<typeof sheet>

export type ResultSubmission = Submission<unknown, ResultErrorCode, ResultSheet>

export function parseResultSheet(formData: FormData): ResultSubmission {
  return parseCoded<ResultErrorCode, typeof sheet>(sheet, formData)
}

function resultLine(entry: SheetLine): ResultLine {
  return {
    playerId: entry.id,
    goals: entry.goals ?? 0,
    assists: entry.assists ?? 0,
    yellow: entry.yellow ?? 0,
    red: entry.red ?? 0,
  }
}

/** Goalkeepers go apart, as the data keeps them. */
export function toGameResult(value: ResultSheet, keeperIds: ReadonlySet<string>): GameResultInput {
  const side = (entries: SheetLine[] | undefined) => {
    const present = (entries ?? []).filter(
      (entry) =>
        entry.played === true ||
        (entry.goals ?? 0) + (entry.assists ?? 0) + (entry.yellow ?? 0) + (entry.red ?? 0) > 0,
    )
    return {
      players: present.filter((entry) => !keeperIds.has(entry.id)).map(resultLine),
      keepers: present.filter((entry) => keeperIds.has(entry.id)).map(resultLine),
    }
  }
  const shootout =
    value.homeShootoutGoals !== undefined &&
    value.awayShootoutGoals !== undefined &&
    value.homeShootoutAttempts !== undefined &&
    value.awayShootoutAttempts !== undefined
      ? {
          homeGoals: value.homeShootoutGoals,
          awayGoals: value.awayShootoutGoals,
          homeAttempts: value.homeShootoutAttempts,
          awayAttempts: value.awayShootoutAttempts,
        }
      : undefined
  return {
    homeScore: value.homeScore,
    awayScore: value.awayScore,
    ...(value.overtime ? { overtime: true } : {}),
    ...(shootout ? { shootout } : {}),
    ...(value.forfeit ? { forfeit: value.forfeit } : {}),
    home: side(value.home),
    away: side(value.away),
  }
}
