import type { Lang } from './labels.ts'

/**
 * Fields are named in French in the league's data ("Laval - Terrain 1"); an English page says
 * "Laval - Field 1". The one place a field's name is put in the reader's language.
 */
export function fieldName(field: string, lang: Lang): string {
  return lang === 'en'
    ? field.replace(/(?<![\p{L}\p{N}])Terrain(?![\p{L}\p{N}])/gu, 'Field')
    : field
}
