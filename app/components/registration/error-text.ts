import type { Translate } from '~/i18n/messages.ts'
import { MAX_ROSTER } from '~/registration/limits.ts'
import type { FieldError } from '~/registration/form-values.ts'

export function fieldErrorText(t: Translate, error: FieldError | undefined): string | undefined {
  if (!error) return undefined
  const key = `registration.error.${error.code}` as const
  if (error.code === 'roster') return t(key, { max: MAX_ROSTER })
  return t(key, { max: error.max ?? '' })
}
