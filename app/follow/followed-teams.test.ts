import { describe, expect, it } from 'vitest'

import { FOLLOW_SCRIPT } from './follow-script.ts'
import {
  FOLLOW_STORAGE_KEY,
  MAX_FOLLOWED_TEAMS,
  isFollowing,
  parseFollowedTeams,
  toggleFollowed,
} from './followed-teams.ts'

const lions = { teamId: 'T1', divisionId: 'M1' }
const ajax = { teamId: 'T2', divisionId: 'F1' }

describe('parseFollowedTeams', () => {
  it('reads the list the device kept', () => {
    expect(parseFollowedTeams(JSON.stringify([lions, ajax]))).toEqual([lions, ajax])
  })

  it('reads nothing, broken JSON or another shape as no team followed', () => {
    for (const raw of [null, undefined, '', '{', '{"teamId":"T1"}', '"T1"', '[1,null,"x"]'])
      expect(parseFollowedTeams(raw)).toEqual([])
  })

  it('keeps the name the team had when followed, trimmed and cut short', () => {
    expect(
      parseFollowedTeams(
        JSON.stringify([
          { ...lions, name: ' Lions ' },
          { ...ajax, name: 3 },
        ]),
      ),
    ).toEqual([{ ...lions, name: 'Lions' }, ajax])
  })

  it('drops repeated teams, odd ids and extra fields, and keeps at most the cap', () => {
    const many = Array.from({ length: MAX_FOLLOWED_TEAMS + 3 }, (_, i) => ({
      teamId: `T${i}`,
      divisionId: 'M1',
    }))
    expect(parseFollowedTeams(JSON.stringify(many))).toHaveLength(MAX_FOLLOWED_TEAMS)
    expect(
      parseFollowedTeams(
        JSON.stringify([
          { ...lions, extra: 1 },
          lions,
          { teamId: '<script>', divisionId: 'M1' },
          { teamId: 'T3', divisionId: '' },
        ]),
      ),
    ).toEqual([lions])
  })
})

describe('toggleFollowed', () => {
  it('follows a team with one tap, after the ones already followed', () => {
    const teams = toggleFollowed([lions], ajax)
    expect(teams).toEqual([lions, ajax])
    expect(isFollowing(teams, 'T2')).toBe(true)
  })

  it('stops following with the same tap', () => {
    expect(toggleFollowed([lions, ajax], lions)).toEqual([ajax])
  })

  it('lets the oldest go when a team beyond the cap is followed', () => {
    const full = Array.from({ length: MAX_FOLLOWED_TEAMS }, (_, i) => ({
      teamId: `T${i}`,
      divisionId: 'M1',
    }))
    const teams = toggleFollowed(full, { teamId: 'new', divisionId: 'M1' })
    expect(teams).toHaveLength(MAX_FOLLOWED_TEAMS)
    expect(teams[0]?.teamId).toBe('T1')
    expect(teams.at(-1)?.teamId).toBe('new')
  })
})

describe('the head script', () => {
  function run(stored: string | null, storage: 'works' | 'throws' = 'works') {
    const dataset: Record<string, string> = {}
    const localStorage = {
      getItem(key: string) {
        if (storage === 'throws') throw new Error('SecurityError')
        return key === FOLLOW_STORAGE_KEY ? stored : null
      },
    }
    new Function('localStorage', 'document', FOLLOW_SCRIPT)(localStorage, {
      documentElement: { dataset },
    })
    return dataset.following
  }

  it('marks the document before paint when the device follows a team', () => {
    expect(run(JSON.stringify([lions]))).toBe('true')
  })

  it('leaves the document alone with no team, an empty list or storage refused', () => {
    expect(run(null)).toBeUndefined()
    expect(run('[]')).toBeUndefined()
    expect(run(JSON.stringify([lions]), 'throws')).toBeUndefined()
  })
})
