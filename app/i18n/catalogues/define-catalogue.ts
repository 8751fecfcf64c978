/** Pairs a French catalogue with its English twin; the type demands the same keys in both. */
export function defineCatalogue<const Fr extends Record<string, string>>(
  fr: Fr,
  en: Record<keyof Fr, string>,
): { fr: Fr; en: Record<keyof Fr, string> } {
  return { fr, en }
}
