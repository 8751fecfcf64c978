import { describe, expect, it } from 'vitest'

import { composeContactNotice, registrationConsoleLink } from './contact-notice.ts'
import type { RegistrationRecord } from './record.ts'

const record = {
  teamName: 'Les <Hiboux>',
  divisionNameF: 'Femmes 2',
  divisionNameE: 'Women 2',
  seasonNameF: 'Hiver 2025-26',
  seasonNameE: 'Winter 2025-26',
  name: 'Paul Roy',
  email: 'paul@example.org',
  phone: '514-555-0100',
  players: [
    { firstName: 'Lou', lastName: 'Nadeau', dob: '', tel: '', email: '', isCaptain: false },
    {
      firstName: 'Ana',
      lastName: 'Roy',
      dob: '1990-01-01',
      tel: '514-555-0199',
      email: 'ana@example.org',
      isCaptain: true,
    },
  ],
  goalkeepers: [],
} as unknown as RegistrationRecord

const link = registrationConsoleLink('https://ligue.example.org/', '-Nabc_12')

describe("the contact address's notice of a new registration", () => {
  const mail = composeContactNotice(record, { to: 'ligue@example.org', link })

  it('links to the registration in the console', () => {
    expect(link).toBe('https://ligue.example.org/admin/registrations/-Nabc_12')
  })

  it('says team, division and captain in French first, then English', () => {
    expect(mail.to).toBe('ligue@example.org')
    expect(mail.subject).toBe('Nouvelle inscription\u00a0: Femmes 2 / New registration: Women 2')
    const french = mail.text.indexOf('Division\u00a0: Femmes 2')
    const english = mail.text.indexOf('Division: Women 2')
    expect(french).toBeGreaterThan(-1)
    expect(english).toBeGreaterThan(french)
    expect(mail.text).toContain('Capitaine\u00a0: Ana Roy, ana@example.org, 514-555-0199')
    expect(mail.text).toContain('Captain: Ana Roy, ana@example.org, 514-555-0199')
    expect(mail.text).toContain('Players: 2 · goalkeepers: 0')
    expect(mail.text.split(link)).toHaveLength(3)
  })

  it('escapes every name in the HTML', () => {
    expect(mail.html).toContain('Les &lt;Hiboux&gt;')
    expect(mail.html).not.toContain('<Hiboux>')
    expect(mail.html).toContain(`<a href="${link}">`)
  })

  it('names the contact person when the roster has no captain', () => {
    const plain = composeContactNotice({ ...record, players: [] } as RegistrationRecord, {
      to: 'ligue@example.org',
      link,
    })
    expect(plain.text).toContain('Captain: Paul Roy, paul@example.org, 514-555-0100')
    expect(mail.text).toContain('Contact person: Paul Roy, paul@example.org, 514-555-0100')
  })
})
