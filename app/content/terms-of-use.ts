import type { StaticDocument } from './types.ts'

/** Terms of use of the public website. */
export const termsOfUse: Record<'fr' | 'en', StaticDocument> = {
  fr: {
    title: 'Conditions d’utilisation',
    description:
      'Conditions qui encadrent l’utilisation du site Web de la ligue de soccer intérieur et l’envoi des demandes d’inscription.',
    updated: 'Dernière mise à jour\u00a0: 1er novembre 2026',
    intro: [
      {
        type: 'p',
        text: 'Les présentes conditions s’appliquent à toute personne qui consulte le site Web de la ligue ou qui y soumet une demande d’inscription. En utilisant le site, vous les acceptez. Si vous ne les acceptez pas, veuillez ne pas utiliser le site.',
      },
    ],
    sections: [
      {
        id: 'purpose',
        title: 'Objet du site',
        blocks: [
          {
            type: 'p',
            text: 'Le site présente les activités de la ligue de soccer intérieur à 7, divisions féminines et masculines\u00a0: nouvelles, horaires, résultats, classements, statistiques, alignements, suspensions, amendes, règlements, ainsi qu’un formulaire de demande d’inscription. Il est offert gratuitement et sans compte.',
          },
        ],
      },
      {
        id: 'information-as-is',
        title: 'Information fournie telle quelle',
        blocks: [
          {
            type: 'p',
            text: 'Nous faisons de notre mieux pour que l’information publiée soit exacte et à jour, mais elle est fournie telle quelle, à titre informatif, sans garantie d’exactitude, d’exhaustivité ou de disponibilité du site. En cas de divergence, les feuilles de match officielles et les décisions de la ligue ont préséance sur le site.',
          },
          {
            type: 'p',
            text: 'Si vous constatez une erreur (résultat, statistique, nom mal orthographié, etc.), signalez-la à {email}.',
          },
        ],
      },
      {
        id: 'schedules-and-results',
        title: 'Horaires et résultats',
        blocks: [
          {
            type: 'p',
            text: 'Les horaires, terrains et heures de match peuvent changer en tout temps, notamment en raison de la disponibilité des installations. Les résultats, classements et statistiques peuvent être corrigés après leur publication. Les équipes sont responsables de vérifier l’horaire avant chaque match et de suivre les communications de la ligue.',
          },
        ],
      },
      {
        id: 'acceptable-use',
        title: 'Utilisation acceptable',
        blocks: [
          { type: 'p', text: 'En utilisant le site, vous vous engagez à ne pas\u00a0:' },
          {
            type: 'ul',
            items: [
              'soumettre de fausses demandes d’inscription ou des renseignements inexacts;',
              'fournir les renseignements personnels d’une autre personne sans son autorisation;',
              'tenter d’accéder sans autorisation au site, à sa base de données ou aux données d’autres personnes, ou nuire à leur fonctionnement ou à leur sécurité;',
              'extraire le contenu du site de façon automatisée et massive, ou le surcharger;',
              'utiliser le site ou son contenu à des fins illégales, commerciales ou de harcèlement.',
            ],
          },
        ],
      },
      {
        id: 'registration-requests',
        title: 'Demandes d’inscription',
        blocks: [
          {
            type: 'p',
            text: 'Le formulaire d’inscription sert à soumettre une demande. Le message ou le courriel reçu après l’envoi confirme seulement la réception de la demande\u00a0: il ne garantit pas une place dans la division choisie.',
          },
          {
            type: 'p',
            text: 'L’inscription d’une équipe n’est confirmée que lorsque la ligue a communiqué avec l’équipe et que le dépôt de 500,00 $ a été payé. La ligue peut refuser une demande, notamment lorsqu’une division est complète.',
          },
          {
            type: 'p',
            text: 'En soumettant une demande, la personne-ressource déclare que les renseignements fournis sont exacts, qu’elle est autorisée à transmettre ceux des joueurs et des gardiens de but, et que l’équipe accepte les règlements de la ligue.',
          },
        ],
      },
      {
        id: 'intellectual-property',
        title: 'Propriété intellectuelle',
        blocks: [
          {
            type: 'p',
            text: 'Le contenu du site (textes, logos, photos, mise en page) appartient à la ligue ou à ses titulaires respectifs; les logos des commanditaires appartiennent à leurs propriétaires. Vous pouvez consulter, imprimer et partager le contenu pour un usage personnel et non commercial, en citant la ligue. Toute autre reproduction exige notre autorisation écrite.',
          },
        ],
      },
      {
        id: 'external-links',
        title: 'Liens externes',
        blocks: [
          {
            type: 'p',
            text: 'Le site contient des liens vers des sites de tiers, comme notre page sur un réseau social et les sites de nos commanditaires. Nous ne contrôlons pas ces sites et ne sommes pas responsables de leur contenu ni de leurs pratiques en matière de renseignements personnels; leurs propres conditions s’appliquent lorsque vous les visitez.',
          },
        ],
      },
      {
        id: 'limitation-of-liability',
        title: 'Limitation de responsabilité',
        blocks: [
          {
            type: 'p',
            text: 'Dans la mesure permise par la loi, la ligue n’est pas responsable des dommages découlant de l’utilisation du site ou de l’impossibilité de l’utiliser, d’une erreur ou d’une omission dans l’information publiée, d’un changement d’horaire ou d’une interruption du site. Rien dans les présentes conditions ne limite les droits que la loi vous accorde et auxquels il est impossible de renoncer.',
          },
        ],
      },
      {
        id: 'governing-law',
        title: 'Droit applicable',
        blocks: [
          {
            type: 'p',
            text: 'Les présentes conditions sont régies par les lois du Québec et les lois fédérales du Canada qui s’y appliquent. Tout litige relève des tribunaux compétents du Québec.',
          },
        ],
      },
      {
        id: 'changes',
        title: 'Modifications',
        blocks: [
          {
            type: 'p',
            text: 'Nous pouvons modifier les présentes conditions en tout temps. La version en vigueur est celle publiée sur cette page, avec sa date de mise à jour.',
          },
        ],
      },
      {
        id: 'contact',
        title: 'Nous joindre',
        blocks: [
          {
            type: 'p',
            text: 'Pour toute question sur les présentes conditions, écrivez-nous à {email}.',
          },
        ],
      },
    ],
  },
  en: {
    title: 'Terms of Use',
    description:
      'Terms governing the use of the indoor soccer league’s website and the submission of registration requests.',
    updated: 'Last updated: November 1, 2026',
    intro: [
      {
        type: 'p',
        text: 'These terms apply to anyone who visits the league’s website or submits a registration request through it. By using the site, you accept them. If you do not accept them, please do not use the site.',
      },
    ],
    sections: [
      {
        id: 'purpose',
        title: 'Purpose of the Site',
        blocks: [
          {
            type: 'p',
            text: 'The site presents the activities of the 7-a-side indoor soccer league, women’s and men’s divisions: news, schedules, results, standings, statistics, rosters, suspensions, fines, rules, and a registration request form. It is free to use and requires no account.',
          },
        ],
      },
      {
        id: 'information-as-is',
        title: 'Information Provided as Is',
        blocks: [
          {
            type: 'p',
            text: 'We do our best to keep the published information accurate and up to date, but it is provided as is, for information purposes, without any guarantee of accuracy, completeness or availability of the site. In case of discrepancy, the official match sheets and the league’s decisions take precedence over the site.',
          },
          {
            type: 'p',
            text: 'If you notice an error (a result, a statistic, a misspelled name, etc.), please report it to {email}.',
          },
        ],
      },
      {
        id: 'schedules-and-results',
        title: 'Schedules and Results',
        blocks: [
          {
            type: 'p',
            text: 'Schedules, fields and game times may change at any time, in particular depending on facility availability. Results, standings and statistics may be corrected after they are published. Teams are responsible for checking the schedule before each game and for following the league’s communications.',
          },
        ],
      },
      {
        id: 'acceptable-use',
        title: 'Acceptable Use',
        blocks: [
          { type: 'p', text: 'When using the site, you agree not to:' },
          {
            type: 'ul',
            items: [
              'submit false registration requests or inaccurate information;',
              'provide another person’s personal information without their permission;',
              'attempt to gain unauthorized access to the site, its database or other people’s data, or interfere with their operation or security;',
              'scrape the site’s content in an automated, large-scale way, or overload it;',
              'use the site or its content for illegal or commercial purposes or for harassment.',
            ],
          },
        ],
      },
      {
        id: 'registration-requests',
        title: 'Registration Requests',
        blocks: [
          {
            type: 'p',
            text: 'The registration form is used to submit a request. The message or e-mail you receive after sending it only confirms that the request was received: it does not guarantee a spot in the chosen division.',
          },
          {
            type: 'p',
            text: 'A team’s registration is confirmed only once the league has contacted the team and the $500.00 deposit has been paid. The league may decline a request, in particular when a division is full.',
          },
          {
            type: 'p',
            text: 'By submitting a request, the contact person declares that the information provided is accurate, that they are authorized to provide the players’ and goalkeepers’ information, and that the team accepts the league rules.',
          },
        ],
      },
      {
        id: 'intellectual-property',
        title: 'Intellectual Property',
        blocks: [
          {
            type: 'p',
            text: 'The content of the site (text, logos, photos, layout) belongs to the league or to its respective rights holders; sponsor logos belong to their owners. You may view, print and share the content for personal, non-commercial use, crediting the league. Any other reproduction requires our written permission.',
          },
        ],
      },
      {
        id: 'external-links',
        title: 'External Links',
        blocks: [
          {
            type: 'p',
            text: 'The site contains links to third-party sites, such as our social media page and our sponsors’ websites. We do not control these sites and are not responsible for their content or their personal information practices; their own terms apply when you visit them.',
          },
        ],
      },
      {
        id: 'limitation-of-liability',
        title: 'Limitation of Liability',
        blocks: [
          {
            type: 'p',
            text: 'To the extent permitted by law, the league is not liable for any damage arising from the use of the site or the inability to use it, from an error or omission in the published information, from a schedule change or from an interruption of the site. Nothing in these terms limits the rights that the law grants you and that cannot be waived.',
          },
        ],
      },
      {
        id: 'governing-law',
        title: 'Governing Law',
        blocks: [
          {
            type: 'p',
            text: 'These terms are governed by the laws of Québec and the federal laws of Canada that apply there. Any dispute falls under the jurisdiction of the competent courts of Québec.',
          },
        ],
      },
      {
        id: 'changes',
        title: 'Changes',
        blocks: [
          {
            type: 'p',
            text: 'We may change these terms at any time. The version in force is the one published on this page, with its update date.',
          },
        ],
      },
      {
        id: 'contact',
        title: 'Contact Us',
        blocks: [
          {
            type: 'p',
            text: 'For any question about these terms, write to us at {email}.',
          },
        ],
      },
    ],
  },
}
