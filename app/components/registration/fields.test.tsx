import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it, vi } from 'vitest'

import { Field, SpecField } from './fields.tsx'
import { FORM_FIELDS, PERSON_FIELD_SPECS } from './field-specs.ts'

// The icon sprite is a Vite virtual module; icons do not matter here.
vi.mock('~/components/ui/icon.tsx', () => ({ Icon: () => null }))

/** Renders inside a router (the block translates its marks with the page's language: French). */
function render(element: React.ReactNode): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }])
  return renderToStaticMarkup(<Stub />)
}

describe('the registration field block', () => {
  it('wires the label, the hint and the error to the control', () => {
    const html = render(
      <SpecField
        spec={FORM_FIELDS.pastLeague}
        label="Ligue précédente"
        state={{
          id: 'reg-pastLeague',
          name: 'pastLeague',
          defaultValue: 'Nord',
          error: 'Trop long.',
        }}
      />,
    )
    expect(html).toContain('<label for="reg-pastLeague"')
    expect(html).toContain('(facultatif)')
    const input = /<input [^>]*>/.exec(html)![0]
    expect(input).toContain('id="reg-pastLeague"')
    expect(input).toContain('name="pastLeague"')
    expect(input).toContain('aria-invalid="true"')
    expect(input).toContain('aria-describedby="reg-pastLeague-hint reg-pastLeague-error"')
    expect(html).toContain('maxLength="120"')
    expect(html).toContain('value="Nord"')
    expect(html).toContain('<p id="reg-pastLeague-hint"')
    expect(html).toMatch(/<p id="reg-pastLeague-error"[^>]*data-field-error=""[^>]*>.*Trop long\./)
  })

  it('leaves a valid field without aria-invalid nor a message, and marks a required one', () => {
    const html = render(
      <SpecField
        spec={FORM_FIELDS.email}
        label="Courriel"
        state={{ id: 'reg-email', name: 'email', defaultValue: '' }}
      />,
    )
    expect(html).not.toContain('aria-invalid')
    expect(html).not.toContain('aria-describedby')
    expect(html).not.toContain('data-field-error')
    expect(html).toContain('type="email"')
    expect(html).toContain('<span aria-hidden="true">*</span>')
    expect(html).toContain('required=""')
  })

  it('draws the date of birth as a numeric text field in the page’s order, with its format hint', () => {
    const html = render(
      <SpecField
        spec={PERSON_FIELD_SPECS.dob}
        label="Date de naissance"
        state={{ id: 'players-0-dob', name: 'players[0].dob', defaultValue: '' }}
      />,
    )
    expect(html).toContain('type="text"')
    expect(html).toContain('inputMode="numeric"')
    expect(html).toContain('AAAA-MM-JJ')
    expect(html).toContain('aria-describedby="players-0-dob-hint"')
  })

  it('puts a checkbox before its label and describes it by its error', () => {
    const html = render(
      <Field
        kind="checkbox"
        id="reg-terms"
        name="terms"
        label="J’accepte"
        required
        error="Requis."
      />,
    )
    // The box comes first inside its label.
    expect(html).toMatch(/^<div><label for="reg-terms"[^>]*><input /)
    const box = /<input [^>]*>/.exec(html)![0]
    expect(box).toContain('type="checkbox"')
    expect(box).toContain('name="terms"')
    expect(box).toContain('aria-invalid="true"')
    expect(box).toContain('aria-describedby="reg-terms-error"')
    expect(html).toContain('<p id="reg-terms-error"')
  })
})
