import { describe, expect, it } from 'vitest'

import { messagesEn } from '~/i18n/messages.en.ts'
import { registerCatalogue, translator } from '~/i18n/messages.ts'
import { messagesFr } from '~/i18n/messages.fr.ts'

import { problemToastText } from './form-labels.ts'

registerCatalogue('fr', messagesFr)
registerCatalogue('en', messagesEn)

const REQUIRED = { code: 'required' }

describe('the toast of a refused registration', () => {
  it.each([
    [
      'fr',
      'missing',
      { terms: { code: 'terms' }, teamName: REQUIRED, name: REQUIRED, email: REQUIRED },
      [
        'Champs obligatoires manquants',
        'À corriger\u00a0: Nom complet, Courriel, Nom de l’équipe et acceptation des règlements.',
      ],
    ],
    [
      'en',
      'missing',
      {
        terms: { code: 'terms' },
        division: REQUIRED,
        season: REQUIRED,
        teamName: REQUIRED,
        name: REQUIRED,
        email: REQUIRED,
      },
      [
        'Missing required fields',
        'To correct: Full name, Email, Season, Division, Team name and acceptance of the regulations.',
      ],
    ],
    [
      'fr',
      'missing',
      {
        terms: { code: 'terms' },
        division: REQUIRED,
        teamName: REQUIRED,
        name: REQUIRED,
        email: REQUIRED,
      },
      [
        'Champs obligatoires manquants',
        'À corriger\u00a0: Nom complet, Courriel, Division, Nom de l’équipe et acceptation des règlements.',
      ],
    ],
    [
      'en',
      'terms',
      { terms: { code: 'terms' } },
      ['Agreement required', 'To correct: acceptance of the regulations.'],
    ],
    [
      'fr',
      'invalid',
      { 'players[1].email': { code: 'email' }, email: null },
      ['Vérifiez le formulaire', 'À corriger\u00a0: Joueur 2 · Courriel.'],
    ],
    ['en', 'invalid', {}, ['Check the form', 'Please correct the highlighted fields.']],
  ] as const)(
    'in %s (%s) names the fields to correct, in form order',
    (lang, kind, errors, text) => {
      expect(problemToastText(translator(lang), lang, kind, errors)).toEqual(text)
    },
  )
})
