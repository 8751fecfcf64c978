import type { StaticDocument } from './types.ts'

/** Privacy policy (Québec private-sector privacy act, as amended by Law 25). */
export const privacyPolicy: Record<'fr' | 'en', StaticDocument> = {
  fr: {
    title: 'Politique de confidentialité',
    description:
      'Comment la ligue recueille, utilise, publie et protège les renseignements personnels des équipes, des joueurs et des visiteurs de son site Web.',
    updated: 'Dernière mise à jour\u00a0: 1er novembre 2026',
    intro: [
      {
        type: 'p',
        text: 'La présente politique explique comment la ligue de soccer intérieur (la «\u00a0ligue\u00a0» ou «\u00a0nous\u00a0») traite les renseignements personnels recueillis au moyen de son site Web, conformément à la Loi sur la protection des renseignements personnels dans le secteur privé du Québec, telle que modifiée par la Loi 25.',
      },
    ],
    sections: [
      {
        id: 'who-is-responsible',
        title: 'Qui est responsable',
        blocks: [
          {
            type: 'p',
            text: 'La ligue est responsable des renseignements personnels qu’elle recueille sur ce site. Pour toute question sur la présente politique ou sur le traitement de vos renseignements, écrivez-nous à {email}.',
          },
        ],
      },
      {
        id: 'information-collected',
        title: 'Renseignements recueillis',
        blocks: [
          { type: 'h3', text: 'Lors de l’inscription d’une équipe' },
          {
            type: 'ul',
            items: [
              'Personne-ressource de l’équipe\u00a0: nom, numéro de téléphone et adresse courriel.',
              'Équipe\u00a0: nom de l’équipe, saison et division choisies, couleur des chandails, ligue fréquentée auparavant et journées où l’équipe n’est pas disponible.',
              'Joueurs et gardiens de but\u00a0: prénom, nom, date de naissance, numéro de téléphone, adresse courriel (facultative) et, pour les joueurs, l’indication du capitaine.',
              'Les notes facultatives ajoutées au formulaire.',
              'La langue utilisée et la date de soumission du formulaire.',
            ],
          },
          { type: 'h3', text: 'Pendant la saison' },
          {
            type: 'ul',
            items: [
              'Les données sportives inscrites par les arbitres et la ligue\u00a0: présences aux matchs, buts, passes, cartons, suspensions et amendes d’équipe.',
              'Les photos d’équipe et de joueurs remises à la ligue ou prises lors de ses activités.',
            ],
          },
          { type: 'h3', text: 'Lors d’une visite du site' },
          {
            type: 'p',
            text: 'Le site ne demande aucun compte et n’utilise ni témoin publicitaire ni outil d’analyse. Il mémorise seulement votre choix de langue et la division affichée au classement (voir notre politique relative aux témoins). Comme pour tout site Web, nos fournisseurs d’hébergement reçoivent les données techniques nécessaires à l’affichage des pages, comme l’adresse IP et le type de navigateur.',
          },
        ],
      },
      {
        id: 'purposes',
        title: 'Pourquoi nous utilisons ces renseignements',
        blocks: [
          {
            type: 'ul',
            items: [
              'Traiter la demande d’inscription, communiquer avec la personne-ressource et envoyer un courriel confirmant la réception de la demande au capitaine ou à la personne-ressource.',
              'Vérifier l’admissibilité des joueurs et tenir les alignements à jour.',
              'Préparer les horaires et planifier l’arbitrage en tenant compte des disponibilités des équipes.',
              'Tenir les feuilles de match, le classement et les statistiques, et administrer les suspensions et les amendes.',
              'Communiquer avec les équipes au sujet des matchs, des changements d’horaire et des règlements.',
              'Assurer la sécurité et le bon fonctionnement du site.',
            ],
          },
          {
            type: 'p',
            text: 'Nous n’utilisons pas ces renseignements à d’autres fins sans votre consentement, sauf lorsque la loi le permet. Nous ne les vendons pas et nos commanditaires n’y ont pas accès.',
          },
        ],
      },
      {
        id: 'consent',
        title: 'Consentement',
        blocks: [
          {
            type: 'p',
            text: 'Nous recueillons vos renseignements avec votre consentement, donné lorsque vous soumettez le formulaire d’inscription, et seulement ceux qui sont nécessaires aux fins indiquées ci-dessus. Les champs facultatifs peuvent être laissés vides.',
          },
          {
            type: 'p',
            text: 'La personne qui inscrit une équipe fournit des renseignements sur d’autres personnes. Elle doit d’abord informer chaque joueur et chaque gardien de but de la présente politique et obtenir son consentement, ou celui de son parent ou tuteur s’il a moins de 14 ans.',
          },
          {
            type: 'p',
            text: 'Vous pouvez retirer votre consentement en tout temps en écrivant à {email}. Ce retrait peut toutefois empêcher la participation à la ligue, puisque certains renseignements sont indispensables pour jouer, comme l’inscription à l’alignement.',
          },
        ],
      },
      {
        id: 'published-statistics',
        title: 'Statistiques et photos publiées',
        blocks: [
          {
            type: 'p',
            text: 'Le site est public. Pour permettre de suivre la saison, la ligue y publie le nom des joueurs et de leur équipe, les photos d’équipe et de joueurs, les buts, les passes, les cartons, les suspensions et les amendes des équipes. Les dates de naissance, numéros de téléphone et adresses courriel ne sont jamais publiés.',
          },
          {
            type: 'p',
            text: 'Vous pouvez demander en tout temps le retrait d’une photo en écrivant à {email}, en précisant la page où elle se trouve; nous la retirerons dans les meilleurs délais. Pour toute autre demande concernant la publication de votre nom ou de vos statistiques, écrivez-nous\u00a0: nous l’examinerons, notamment au regard de votre droit de faire cesser la diffusion d’un renseignement.',
          },
        ],
      },
      {
        id: 'minors',
        title: 'Mineurs',
        blocks: [
          {
            type: 'p',
            text: 'Un joueur de moins de 14 ans ne peut être inscrit qu’avec le consentement de son parent ou tuteur, qui peut aussi exercer en son nom les droits décrits plus bas. La ligue peut demander une confirmation de ce consentement. Si nous apprenons que des renseignements sur un enfant de moins de 14 ans nous ont été fournis sans ce consentement, nous les supprimerons.',
          },
        ],
      },
      {
        id: 'access-and-sharing',
        title: 'Qui a accès aux renseignements',
        blocks: [
          {
            type: 'ul',
            items: [
              'Les administrateurs de la ligue, pour l’inscription, les horaires, les statistiques et la discipline.',
              'Les personnes chargées de planifier l’arbitrage, ainsi que les arbitres, uniquement pour ce qui est nécessaire à la tenue des matchs (horaires, noms des équipes et des joueurs, feuilles de match).',
              'Nos fournisseurs de services technologiques (hébergement du site, base de données, stockage de fichiers et envoi de courriels), qui traitent les renseignements pour notre compte, selon nos instructions, et ne peuvent pas les utiliser à leurs propres fins.',
            ],
          },
          {
            type: 'p',
            text: 'Certains de ces fournisseurs peuvent conserver les renseignements à l’extérieur du Québec, par exemple ailleurs au Canada ou aux États-Unis. Avant une telle communication, nous évaluons, comme l’exige la loi, si les renseignements y bénéficieront d’une protection adéquate, et nous l’encadrons par contrat.',
          },
          {
            type: 'p',
            text: 'Nous ne communiquons aucun renseignement personnel à d’autres tiers, sauf avec votre consentement ou lorsque la loi l’exige ou le permet.',
          },
        ],
      },
      {
        id: 'retention',
        title: 'Conservation',
        blocks: [
          {
            type: 'ul',
            items: [
              'Les formulaires d’inscription et les coordonnées sont conservés pendant la saison visée, plus 2 ans, puis détruits ou anonymisés.',
              'Les résultats, classements et statistiques sportives font partie de l’historique de la ligue et peuvent être conservés plus longtemps.',
              'Les photos sont conservées tant qu’elles sont utiles à la ligue ou jusqu’à ce que vous en demandiez le retrait.',
            ],
          },
        ],
      },
      {
        id: 'security',
        title: 'Sécurité',
        blocks: [
          {
            type: 'p',
            text: 'Nous prenons des mesures de sécurité raisonnables, adaptées à la sensibilité des renseignements\u00a0:',
          },
          {
            type: 'ul',
            items: [
              'Les échanges entre votre navigateur et le site sont chiffrés (HTTPS).',
              'Les formulaires d’inscription ne sont pas accessibles au public; seuls les administrateurs qui en ont besoin y ont accès, au moyen de comptes protégés.',
              'Nous ne demandons que les renseignements nécessaires et nous détruisons ceux qui ne le sont plus.',
            ],
          },
          {
            type: 'p',
            text: 'En cas d’incident de confidentialité présentant un risque de préjudice sérieux, nous aviserons la Commission d’accès à l’information et les personnes concernées. Nous tenons un registre des incidents, comme le prévoit la loi.',
          },
        ],
      },
      {
        id: 'your-rights',
        title: 'Vos droits',
        blocks: [
          {
            type: 'p',
            text: 'Sous réserve des exceptions prévues par la loi, vous pouvez\u00a0:',
          },
          {
            type: 'ul',
            items: [
              'accéder aux renseignements personnels que nous détenons à votre sujet;',
              'faire rectifier un renseignement inexact, incomplet ou équivoque;',
              'retirer votre consentement à leur utilisation ou à leur communication;',
              'demander que cesse la diffusion d’un renseignement ou, dans les cas prévus par la loi, sa désindexation;',
              'obtenir les renseignements que vous nous avez fournis dans un format technologique structuré et couramment utilisé.',
            ],
          },
          {
            type: 'p',
            text: 'Pour exercer ces droits, écrivez à {email}. Nous pourrions vous demander de confirmer votre identité. Nous répondons dans un délai de 30 jours.',
          },
          {
            type: 'p',
            text: 'Si vous êtes insatisfait de notre réponse ou de la façon dont nous traitons vos renseignements, vous pouvez vous adresser à la Commission d’accès à l’information du Québec (www.cai.gouv.qc.ca).',
          },
        ],
      },
      {
        id: 'privacy-officer',
        title: 'Responsable de la protection des renseignements personnels',
        blocks: [
          {
            type: 'p',
            text: 'La personne responsable de la protection des renseignements personnels de la ligue veille à l’application de la présente politique et traite les demandes et les plaintes. Vous pouvez la joindre à {email}, en indiquant «\u00a0Renseignements personnels\u00a0» en objet.',
          },
        ],
      },
      {
        id: 'cookies',
        title: 'Témoins et stockage local',
        blocks: [
          {
            type: 'p',
            text: 'Le site utilise deux témoins, nécessaires pour mémoriser la langue choisie et la division choisie au classement et au calendrier, et le stockage local du navigateur pour cette même division. Notre politique relative aux témoins donne tous les détails.',
          },
        ],
      },
      {
        id: 'policy-updates',
        title: 'Modifications de la politique',
        blocks: [
          {
            type: 'p',
            text: 'Nous pouvons mettre à jour la présente politique, par exemple pour tenir compte d’un changement de nos pratiques ou de la loi. La date de la dernière mise à jour figure en haut de la page. En cas de changement important, nous en informerons les équipes inscrites par courriel ou par un avis sur le site.',
          },
        ],
      },
    ],
  },
  en: {
    title: 'Privacy Policy',
    description:
      'How the league collects, uses, publishes and protects the personal information of teams, players and visitors to its website.',
    updated: 'Last updated: November 1, 2026',
    intro: [
      {
        type: 'p',
        text: 'This policy explains how the indoor soccer league (the “league”, “we” or “us”) handles the personal information collected through its website, in accordance with Québec’s Act respecting the protection of personal information in the private sector, as amended by Law 25.',
      },
    ],
    sections: [
      {
        id: 'who-is-responsible',
        title: 'Who Is Responsible',
        blocks: [
          {
            type: 'p',
            text: 'The league is responsible for the personal information it collects on this site. For any question about this policy or about how your information is handled, write to us at {email}.',
          },
        ],
      },
      {
        id: 'information-collected',
        title: 'Information We Collect',
        blocks: [
          { type: 'h3', text: 'When a Team Registers' },
          {
            type: 'ul',
            items: [
              'Team contact person: name, phone number and e-mail address.',
              'Team: team name, chosen season and division, jersey colour, previous league and days when the team is unavailable.',
              'Players and goalkeepers: first name, last name, date of birth, phone number, e-mail address (optional) and, for players, who the captain is.',
              'Any optional notes added to the form.',
              'The language used and the date the form was submitted.',
            ],
          },
          { type: 'h3', text: 'During the Season' },
          {
            type: 'ul',
            items: [
              'Game data recorded by the referees and the league: games played, goals, assists, cards, suspensions and team fines.',
              'Team and player photos given to the league or taken during its activities.',
            ],
          },
          { type: 'h3', text: 'When You Visit the Site' },
          {
            type: 'p',
            text: 'The site requires no account and uses no advertising cookies or analytics tools. It only remembers your language choice and the division shown in the standings (see our cookie policy). As with any website, our hosting providers receive the technical data needed to display the pages, such as your IP address and browser type.',
          },
        ],
      },
      {
        id: 'purposes',
        title: 'Why We Use This Information',
        blocks: [
          {
            type: 'ul',
            items: [
              'To process the registration request, communicate with the contact person and send an e-mail acknowledging receipt of the request to the captain or the contact person.',
              'To check player eligibility and keep rosters up to date.',
              'To prepare schedules and plan refereeing, taking the teams’ availability into account.',
              'To keep match sheets, standings and statistics, and to manage suspensions and fines.',
              'To communicate with teams about games, schedule changes and the rules.',
              'To keep the site secure and working properly.',
            ],
          },
          {
            type: 'p',
            text: 'We do not use this information for any other purpose without your consent, except where the law allows it. We do not sell it, and our sponsors have no access to it.',
          },
        ],
      },
      {
        id: 'consent',
        title: 'Consent',
        blocks: [
          {
            type: 'p',
            text: 'We collect your information with your consent, given when you submit the registration form, and only the information needed for the purposes described above. Optional fields may be left blank.',
          },
          {
            type: 'p',
            text: 'The person who registers a team provides information about other people. That person must first inform each player and goalkeeper of this policy and obtain their consent, or the consent of their parent or guardian if they are under 14.',
          },
          {
            type: 'p',
            text: 'You may withdraw your consent at any time by writing to {email}. Withdrawing consent may, however, prevent you from taking part in the league, since some information is essential in order to play, such as being on a roster.',
          },
        ],
      },
      {
        id: 'published-statistics',
        title: 'Published Statistics and Photos',
        blocks: [
          {
            type: 'p',
            text: 'The site is public. So that everyone can follow the season, the league publishes the names of players and their teams, team and player photos, goals, assists, cards, suspensions and team fines. Dates of birth, phone numbers and e-mail addresses are never published.',
          },
          {
            type: 'p',
            text: 'You may ask at any time for a photo to be removed by writing to {email} and indicating the page where it appears; we will remove it as soon as possible. For any other request about the publication of your name or statistics, write to us: we will review it, in particular in light of your right to have the dissemination of information stopped.',
          },
        ],
      },
      {
        id: 'minors',
        title: 'Minors',
        blocks: [
          {
            type: 'p',
            text: 'A player under 14 may only be registered with the consent of a parent or guardian, who may also exercise the rights described below on the player’s behalf. The league may ask for confirmation of this consent. If we learn that information about a child under 14 was provided to us without this consent, we will delete it.',
          },
        ],
      },
      {
        id: 'access-and-sharing',
        title: 'Who Has Access to the Information',
        blocks: [
          {
            type: 'ul',
            items: [
              'League administrators, for registration, schedules, statistics and discipline.',
              'The people who schedule refereeing, and the referees, only for what is needed to run the games (schedules, team and player names, match sheets).',
              'Our technology service providers (website hosting, database, file storage and e-mail delivery), who process the information on our behalf, following our instructions, and may not use it for their own purposes.',
            ],
          },
          {
            type: 'p',
            text: 'Some of these providers may store the information outside Québec, for example elsewhere in Canada or in the United States. Before any such transfer, we assess, as the law requires, whether the information will be adequately protected there, and we govern the transfer by contract.',
          },
          {
            type: 'p',
            text: 'We do not disclose personal information to any other third party, except with your consent or where the law requires or allows it.',
          },
        ],
      },
      {
        id: 'retention',
        title: 'Retention',
        blocks: [
          {
            type: 'ul',
            items: [
              'Registration forms and contact details are kept for the season concerned plus 2 years, then destroyed or anonymized.',
              'Results, standings and game statistics are part of the league’s history and may be kept longer.',
              'Photos are kept as long as they are useful to the league or until you ask for their removal.',
            ],
          },
        ],
      },
      {
        id: 'security',
        title: 'Security',
        blocks: [
          {
            type: 'p',
            text: 'We take reasonable security measures, suited to the sensitivity of the information:',
          },
          {
            type: 'ul',
            items: [
              'Communications between your browser and the site are encrypted (HTTPS).',
              'Registration forms are not publicly accessible; only the administrators who need them can access them, through protected accounts.',
              'We only ask for the information we need, and we destroy information that is no longer needed.',
            ],
          },
          {
            type: 'p',
            text: 'If a confidentiality incident presents a risk of serious injury, we will notify the Commission d’accès à l’information and the people concerned. We keep a register of incidents, as required by law.',
          },
        ],
      },
      {
        id: 'your-rights',
        title: 'Your Rights',
        blocks: [
          {
            type: 'p',
            text: 'Subject to the exceptions provided by law, you may:',
          },
          {
            type: 'ul',
            items: [
              'access the personal information we hold about you;',
              'have inaccurate, incomplete or ambiguous information corrected;',
              'withdraw your consent to its use or disclosure;',
              'ask that the dissemination of information be stopped or, where the law provides, that it be de-indexed;',
              'obtain the information you provided to us in a structured, commonly used technological format.',
            ],
          },
          {
            type: 'p',
            text: 'To exercise these rights, write to {email}. We may ask you to confirm your identity. We respond within 30 days.',
          },
          {
            type: 'p',
            text: 'If you are not satisfied with our response or with how we handle your information, you may contact the Commission d’accès à l’information du Québec (www.cai.gouv.qc.ca).',
          },
        ],
      },
      {
        id: 'privacy-officer',
        title: 'Person in Charge of the Protection of Personal Information',
        blocks: [
          {
            type: 'p',
            text: 'The league’s person in charge of the protection of personal information oversees the application of this policy and handles requests and complaints. You can reach this person at {email}, with “Personal information” in the subject line.',
          },
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies and Local Storage',
        blocks: [
          {
            type: 'p',
            text: 'The site uses two cookies, needed to remember the chosen language and the division chosen in the standings and schedule, and the browser’s local storage for that same division. Our cookie policy gives all the details.',
          },
        ],
      },
      {
        id: 'policy-updates',
        title: 'Changes to This Policy',
        blocks: [
          {
            type: 'p',
            text: 'We may update this policy, for example to reflect a change in our practices or in the law. The date of the last update appears at the top of the page. If we make a significant change, we will let registered teams know by e-mail or through a notice on the site.',
          },
        ],
      },
    ],
  },
}
