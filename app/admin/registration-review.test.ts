import { describe, expect, it } from 'vitest'

import { parseReview, reviewChange, reviewOf, seenVersion } from './registration-review.ts'
import {
  MAX_REVIEW_NOTES,
  type ReviewStatus,
  canMoveTo,
  nextStatuses,
} from './registration-status.ts'

const errorsOf = (entries: Record<string, string>) => {
  const submission = parseReview(form(entries))
  return submission.status === 'success' ? {} : submission.error
}

function form(entries: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) data.set(name, value)
  return data
}

describe('status transitions', () => {
  const cases: Array<[ReviewStatus, ReviewStatus, boolean]> = [
    ['pending', 'pending', true],
    ['pending', 'accepted', true],
    ['pending', 'waitlisted', true],
    ['pending', 'declined', true],
    ['waitlisted', 'accepted', true],
    ['waitlisted', 'declined', true],
    ['accepted', 'declined', true],
    ['declined', 'waitlisted', true],
    ['accepted', 'accepted', true],
    ['accepted', 'pending', false],
    ['waitlisted', 'pending', false],
    ['declined', 'pending', false],
  ]
  it.each(cases)('from %s to %s is allowed: %s', (from, to, allowed) => {
    expect(canMoveTo(from, to)).toBe(allowed)
  })

  it('offers pending only while nobody has decided', () => {
    expect(nextStatuses('pending')).toEqual(['pending', 'accepted', 'waitlisted', 'declined'])
    expect(nextStatuses('accepted')).toEqual(['accepted', 'waitlisted', 'declined'])
  })
})

describe('the review form', () => {
  it('takes a status and trimmed notes', () => {
    const submission = parseReview(form({ status: 'accepted', notes: '  Paid the deposit.  ' }))
    expect(submission.status).toBe('success')
    if (submission.status === 'success')
      expect(submission.value).toEqual({ status: 'accepted', notes: 'Paid the deposit.' })
  })

  it('takes no notes as empty notes', () => {
    const submission = parseReview(form({ status: 'declined' }))
    expect(submission.status === 'success' && submission.value.notes).toBe('')
  })

  it('refuses an unknown or missing status, and notes past the limit, with their codes', () => {
    expect(errorsOf({ status: 'maybe' })).toMatchObject({ status: 'status' })
    expect(errorsOf({ notes: 'x' })).toMatchObject({ status: 'status' })
    const long = errorsOf({ status: 'pending', notes: 'x'.repeat(MAX_REVIEW_NOTES + 1) })
    expect(long).toMatchObject({ notes: 'notesTooLong' })
  })
})

describe('what a review changes', () => {
  const pending = { status: 'pending' as const, notes: '' }

  it('names only the paths that change, with their values before and after', () => {
    expect(reviewChange('-Nabc', pending, { status: 'accepted', notes: '' })).toEqual({
      kind: 'changed',
      before: { 'console/registrations/-Nabc/status': 'pending' },
      after: { 'console/registrations/-Nabc/status': 'accepted' },
    })
    expect(
      reviewChange('-Nabc', { status: 'accepted', notes: 'a' }, { status: 'accepted', notes: 'b' }),
    ).toEqual({
      kind: 'changed',
      before: { 'console/registrations/-Nabc/notes': 'a' },
      after: { 'console/registrations/-Nabc/notes': 'b' },
    })
  })

  it('is nothing when nothing changes, and refused when the rules say no', () => {
    expect(reviewChange('-Nabc', pending, pending)).toEqual({ kind: 'unchanged' })
    expect(
      reviewChange('-Nabc', { status: 'declined', notes: '' }, { status: 'pending', notes: '' }),
    ).toEqual({ kind: 'refused', from: 'declined', to: 'pending' })
  })

  it('reads a registration nobody reviewed, or with a status it does not know, as pending', () => {
    expect(reviewOf(undefined)).toEqual(pending)
    expect(reviewOf({ status: 'archived', notes: 'old' })).toEqual({
      status: 'pending',
      notes: 'old',
    })
  })
})

describe('the review a form was drawn from', () => {
  it('is the version the form sent back, and a form without one was drawn before any save', () => {
    expect(seenVersion(form({ seen: '1795914597669' }))).toBe(1795914597669)
    expect(seenVersion(form({}))).toBe(0)
    expect(seenVersion(form({ seen: 'soon' }))).toBe(0)
    expect(seenVersion(form({ seen: '-5' }))).toBe(0)
    expect(seenVersion(form({ seen: '1.5' }))).toBe(0)
  })
})
