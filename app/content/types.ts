/** Structured text for the static pages, rendered by one component in both languages. */
export type ContentBlock =
  | { type: 'p'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'h3'; text: string }

export type ContentSection = {
  /** Stable anchor id (kebab-case, same in both languages). */
  id: string
  title: string
  blocks: ContentBlock[]
}

/** `{email}` in any text is replaced by the league's contact e-mail when rendered. */
export type StaticDocument = {
  title: string
  /** One sentence for the meta description. */
  description: string
  /** Shown under the title, e.g. 'Dernière mise à jour : 1er novembre 2026'. */
  updated?: string
  intro?: ContentBlock[]
  sections: ContentSection[]
}

export type RulesDocument = StaticDocument & {
  /** The highlighted key-reminders box, when the rules have one. */
  reminders?: { title: string; items: string[] }
}
