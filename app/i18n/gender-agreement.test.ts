import { describe, expect, it } from 'vitest'

import { type MessageKey, translator } from './messages.ts'

const fr = translator('fr')
const en = translator('en')
const params = { division: 'Femmes - Brossard' }

// Each message a women's page shows: its women's form, then the generic (masculine) one.
const agreed: Array<[MessageKey, string, string]> = [
  [
    'standingsPage.scorersCaption',
    'Les 10 meilleures buteuses de la division Femmes - Brossard',
    'Les 10 meilleurs buteurs de la division Femmes - Brossard',
  ],
  ['standingsPage.suspensionsTitle', 'Joueuses suspendues', 'Joueurs suspendus'],
  ['suspensions.player', 'Joueuse', 'Joueur'],
  [
    'suspensions.empty',
    'Aucune joueuse suspendue dans cette division.',
    'Aucun joueur suspendu dans cette division.',
  ],
  ['teamPages.players', 'Joueuses', 'Joueurs'],
  ['teamPages.goalkeepers', 'Gardiennes', 'Gardiens'],
  ['teamPages.suspended', 'Suspendue', 'Suspendu'],
  ['teamPage.roster.playersEmpty', 'Aucune joueuse inscrite.', 'Aucun joueur inscrit.'],
  ['teamPage.roster.goalkeepersEmpty', 'Aucune gardienne inscrite.', 'Aucun gardien inscrit.'],
  [
    'teamPage.suspensions.empty',
    'Aucune joueuse suspendue dans cette équipe.',
    'Aucun joueur suspendu dans cette équipe.',
  ],
  ['playerPage.discipline.suspended', 'Cette joueuse est suspendue.', 'Ce joueur est suspendu.'],
  [
    'playerPage.statsUnavailable',
    'Les statistiques de la joueuse ne sont pas disponibles.',
    'Les statistiques du joueur ne sont pas disponibles.',
  ],
  [
    'playerPage.stats.goalsOnly',
    'Seuls les buts sont connus pour cette joueuse.',
    'Seuls les buts sont connus pour ce joueur.',
  ],
  ['matchPage.story.unknownPlayer', 'Joueuse non identifiée', 'Joueur non identifié'],
  [
    'matchPage.noRosters.hint',
    'Les joueuses, buts et cartons s’afficheront ici une fois la feuille de match saisie.',
    'Les joueurs, buts et cartons s’afficheront ici une fois la feuille de match saisie.',
  ],
  ['home.strikers.empty', 'Aucune buteuse pour le moment.', 'Aucun buteur pour le moment.'],
]

describe('the French words of a women’s page agree with its players', () => {
  it.each(agreed)('%s reads « %s » for a women’s division', (key, women) => {
    expect(fr(key, { ...params, sex: 'women' })).toBe(women)
  })

  it.each(agreed)('%s keeps the generic form for a men’s division', (key, _, men) => {
    expect(fr(key, { ...params, sex: 'men' })).toBe(men)
  })

  it.each(agreed)('%s falls back to the generic form when the sex is unknown', (key, _, men) => {
    expect(fr(key, params)).toBe(men)
  })

  it.each(agreed)('%s reads the same in English whatever the sex', (key) => {
    expect(en(key, { ...params, sex: 'women' })).toBe(en(key, { ...params, sex: 'men' }))
    expect(en(key, { ...params, sex: 'women' })).not.toContain('{')
  })

  it('agrees the match sheet’s description, the rest of it unchanged', () => {
    const sheet = { home: 'A', away: 'B', homeScore: 1, awayScore: 0, ...params, date: 'd' }
    expect(fr('matchPage.meta.description', { ...sheet, sex: 'women' })).toMatch(
      /Femmes - Brossard, d\. Buteuses, passes, cartons et gardiennes\.$/,
    )
    expect(fr('matchPage.meta.description', { ...sheet, sex: 'men' })).toMatch(
      /Buteurs, passes, cartons et gardiens\.$/,
    )
  })
})
