import type { StaticDocument } from './types.ts'

/** Cookie policy: one first-party `lang` cookie plus one local-storage key. */
export const cookiePolicy: Record<'fr' | 'en', StaticDocument> = {
  fr: {
    title: 'Politique relative aux témoins',
    description:
      'Le site de la ligue utilise deux témoins, nécessaires pour mémoriser la langue et la division choisie, et aucun témoin publicitaire ou analytique.',
    updated: 'Dernière mise à jour\u00a0: 1er novembre 2026',
    intro: [
      {
        type: 'p',
        text: 'Cette politique explique quels témoins (cookies) et quelles données de stockage local le site de la ligue utilise, et comment les effacer. En bref\u00a0: deux témoins, pour la langue et la division choisie, et aucun suivi.',
      },
    ],
    sections: [
      {
        id: 'what-are-cookies',
        title: 'Qu’est-ce qu’un témoin?',
        blocks: [
          {
            type: 'p',
            text: 'Un témoin est un petit fichier texte qu’un site Web enregistre dans votre navigateur pour se souvenir d’une information d’une visite à l’autre. Le stockage local est un espace semblable, propre à chaque site, qui reste dans votre navigateur et n’est pas transmis au serveur.',
          },
        ],
      },
      {
        id: 'cookie-we-use',
        title: 'Les témoins que nous utilisons',
        blocks: [
          {
            type: 'p',
            text: 'Le site dépose deux témoins, strictement nécessaires pour afficher le site dans la langue et la division que vous avez choisies\u00a0:',
          },
          {
            type: 'ul',
            items: [
              'Nom\u00a0: lang',
              'Fournisseur\u00a0: la ligue (témoin interne, déposé par le site lui-même)',
              'Fonction\u00a0: mémoriser la langue choisie avec le bouton FR / EN (valeur fr ou en)',
              'Durée de conservation\u00a0: 1 an',
            ],
          },
          {
            type: 'ul',
            items: [
              'Nom\u00a0: standings_division',
              'Fournisseur\u00a0: la ligue (témoin interne, déposé par le site lui-même)',
              'Fonction\u00a0: afficher d’emblée, sur les pages du classement et du calendrier, la division que vous avez choisie (son identifiant, par exemple M1)',
              'Durée de conservation\u00a0: 1 an',
            ],
          },
          {
            type: 'p',
            text: 'Ces témoins ne contiennent aucun renseignement permettant de vous identifier. Comme ils sont nécessaires au fonctionnement demandé, ils ne requièrent pas de consentement préalable.',
          },
        ],
      },
      {
        id: 'local-storage',
        title: 'Stockage local',
        blocks: [
          {
            type: 'p',
            text: 'Sur la page du classement, le site enregistre dans le stockage local de votre navigateur la division que vous avez choisie (clé standings:selectedDivision), afin de l’afficher de nouveau à votre prochaine visite. Cette donnée reste sur votre appareil jusqu’à ce que vous l’effaciez.',
          },
        ],
      },
      {
        id: 'no-tracking',
        title: 'Aucun témoin publicitaire ou analytique',
        blocks: [
          {
            type: 'p',
            text: 'Le site n’utilise aucun témoin publicitaire, aucun outil de mesure d’audience ou d’analyse, et aucune technologie de profilage ou de suivi d’une visite à l’autre.',
          },
        ],
      },
      {
        id: 'third-party-content',
        title: 'Contenu de tiers',
        blocks: [
          {
            type: 'p',
            text: 'Le pied de page contient un lien vers notre page sur un réseau social, et certaines pages renvoient aux sites de nos commanditaires. Ces sites ne déposent aucun témoin par l’intermédiaire de notre site\u00a0: leurs propres témoins et politiques ne s’appliquent que si vous suivez le lien et quittez notre site.',
          },
        ],
      },
      {
        id: 'clearing',
        title: 'Effacer les témoins et le stockage local',
        blocks: [
          {
            type: 'ul',
            items: [
              'Dans les paramètres de votre navigateur, à la rubrique Confidentialité (ou Données de navigation), choisissez d’effacer les témoins et les données de sites\u00a0: le témoin lang et le stockage local du site seront supprimés.',
              'La plupart des navigateurs permettent aussi de supprimer les données d’un seul site ou de bloquer les témoins.',
              'En navigation privée, ces données sont effacées automatiquement à la fermeture de la fenêtre.',
            ],
          },
          {
            type: 'p',
            text: 'Sans ces données, le site fonctionne normalement\u00a0: il s’affiche en français par défaut et le classement montre la première division de la liste.',
          },
        ],
      },
      {
        id: 'contact',
        title: 'Nous joindre',
        blocks: [
          {
            type: 'p',
            text: 'Pour toute question sur les témoins ou sur la protection de vos renseignements personnels, écrivez-nous à {email}. Consultez aussi notre politique de confidentialité.',
          },
        ],
      },
    ],
  },
  en: {
    title: 'Cookie Policy',
    description:
      'The league website uses two cookies, needed to remember the language and the division you chose, and no advertising or analytics cookies.',
    updated: 'Last updated: November 1, 2026',
    intro: [
      {
        type: 'p',
        text: 'This policy explains which cookies and which local storage data the league’s website uses, and how to clear them. In short: two cookies, for the language and the division you chose, and no tracking.',
      },
    ],
    sections: [
      {
        id: 'what-are-cookies',
        title: 'What Is a Cookie?',
        blocks: [
          {
            type: 'p',
            text: 'A cookie is a small text file that a website stores in your browser to remember a piece of information from one visit to the next. Local storage is a similar space, specific to each site, that stays in your browser and is not sent to the server.',
          },
        ],
      },
      {
        id: 'cookie-we-use',
        title: 'The Cookies We Use',
        blocks: [
          {
            type: 'p',
            text: 'The site sets two cookies, strictly necessary to display the site in the language and the division you chose:',
          },
          {
            type: 'ul',
            items: [
              'Name: lang',
              'Provider: the league (first-party cookie)',
              'Purpose: remember the language chosen with the FR / EN button (value fr or en)',
              'Retention period: 1 year',
            ],
          },
          {
            type: 'ul',
            items: [
              'Name: standings_division',
              'Provider: the league (first-party cookie)',
              'Purpose: open the standings and schedule pages on the division you chose (its id, for example M1)',
              'Retention period: 1 year',
            ],
          },
          {
            type: 'p',
            text: 'These cookies contain no information that identifies you. Because they are needed for a function you asked for, they do not require prior consent.',
          },
        ],
      },
      {
        id: 'local-storage',
        title: 'Local Storage',
        blocks: [
          {
            type: 'p',
            text: 'On the standings page, the site saves the division you chose in your browser’s local storage (key standings:selectedDivision), so that it is shown again on your next visit. This data stays on your device until you clear it.',
          },
        ],
      },
      {
        id: 'no-tracking',
        title: 'No Advertising or Analytics Cookies',
        blocks: [
          {
            type: 'p',
            text: 'The site uses no advertising cookies, no audience measurement or analytics tools, and no technology for profiling or tracking you from one visit to the next.',
          },
        ],
      },
      {
        id: 'third-party-content',
        title: 'Third-Party Content',
        blocks: [
          {
            type: 'p',
            text: 'The footer contains a link to our social media page, and some pages link to our sponsors’ websites. These sites set no cookies through our site: their own cookies and policies only apply if you follow the link and leave our site.',
          },
        ],
      },
      {
        id: 'clearing',
        title: 'Clearing Cookies and Local Storage',
        blocks: [
          {
            type: 'ul',
            items: [
              'In your browser settings, under Privacy (or Browsing data), choose to clear cookies and site data: the lang cookie and the site’s local storage will be deleted.',
              'Most browsers also let you delete the data of a single site or block cookies.',
              'In private browsing, this data is cleared automatically when you close the window.',
            ],
          },
          {
            type: 'p',
            text: 'Without this data, the site works normally: it is displayed in French by default and the standings show the first division in the list.',
          },
        ],
      },
      {
        id: 'contact',
        title: 'Contact Us',
        blocks: [
          {
            type: 'p',
            text: 'For any question about cookies or the protection of your personal information, write to us at {email}. See also our privacy policy.',
          },
        ],
      },
    ],
  },
}
