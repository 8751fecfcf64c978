/**
 * The pages the server answers before React Router runs (server/notice-page.ts): never in a
 * browser bundle.
 */
export const serverNoticeFr = {
  'notice.wrongAddress.title': 'Ouvrez la console à son adresse',
  'notice.wrongAddress.body':
    'La console ne fonctionne qu’à l’adresse publique du site : {address}',
  'notice.wrongAddress.proxy':
    'Si c’est déjà l’adresse de cette page, le serveur mandataire devant le site ne transmet pas l’en-tête Host (docs/deploy.md).',
  'notice.tooLarge.title': 'Envoi trop volumineux',
  'notice.tooLarge.body':
    'Ce formulaire dépasse la taille permise (une image : 8 Mo au plus). Rien n’a été enregistré.',
  'notice.tooLarge.back':
    'Revenez en arrière avec le bouton Précédent du navigateur : ce que vous avez tapé y est encore. Choisissez une image plus légère.',
}
