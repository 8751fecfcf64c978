import { describe, expect, it } from 'vitest'

import { composeConfirmation, escapeHtml } from './email-message.ts'
import type { ConfirmationContent } from './relay-guard.ts'

const content: ConfirmationContent = {
  to: 'ana@example.org',
  playerName: 'Ana <b>Lima</b>',
  teamName: 'Les "Étoiles" & Cie',
  seasonName: 'Winter 2025-26',
  seasonNameLocal: 'Hiver 2025-26',
  lang: 'fr',
}

describe('the confirmation e-mail text', () => {
  it('greets, names the team and season, and states the deposit and the contact address, in French', () => {
    const message = composeConfirmation(content, { contactEmail: 'ligue@example.org' })
    expect(message.to).toBe('ana@example.org')
    expect(message.subject).toBe('Inscription reçue\u00a0: Hiver 2025-26')
    expect(message.text).toContain('Bonjour Ana <b>Lima</b>,')
    expect(message.text).toContain('l’équipe Les "Étoiles" & Cie pour la saison Hiver 2025-26')
    expect(message.text).toContain('Un dépôt de 500,00 $ est exigé à l’inscription.')
    expect(message.text).toContain('ligue@example.org')
  })

  it('is in English for an English registration', () => {
    const message = composeConfirmation(
      { ...content, lang: 'en', seasonNameLocal: 'Winter 2025-26' },
      { contactEmail: 'ligue@example.org' },
    )
    expect(message.subject).toBe('Registration received: Winter 2025-26')
    expect(message.text).toContain('Hello Ana <b>Lima</b>,')
    expect(message.text).toContain('A deposit of $500.00 is required upon registration.')
  })

  it('escapes every name in the HTML body', () => {
    const { html } = composeConfirmation(content, { contactEmail: 'ligue@example.org' })
    expect(html).not.toContain('<b>Lima</b>')
    expect(html).toContain('Ana &lt;b&gt;Lima&lt;/b&gt;')
    expect(html).toContain('<strong>Les &quot;Étoiles&quot; &amp; Cie</strong>')
    expect(html).toContain('<a href="mailto:ligue@example.org">ligue@example.org</a>')
  })

  it('carries no text a visitor typed in its subject: only the league’s season name', () => {
    const { subject } = composeConfirmation(
      { ...content, teamName: 'Cheap pills at evil.example', playerName: 'Click here' },
      { contactEmail: 'l@example.org' },
    )
    expect(subject).toBe('Inscription reçue\u00a0: Hiver 2025-26')
  })

  it('never lets a line break in a name reach the subject header', () => {
    const { subject } = composeConfirmation(
      { ...content, teamName: 'A\r\nBcc: x@evil.example' },
      { contactEmail: 'l@example.org' },
    )
    expect(subject).not.toMatch(/[\r\n]/)
  })

  it('can be addressed to another allowed address', () => {
    expect(
      composeConfirmation(content, { to: 'julie@example.org', contactEmail: 'l@example.org' }).to,
    ).toBe('julie@example.org')
  })

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    )
  })
})
