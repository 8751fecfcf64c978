import type { RulesDocument } from './types.ts'

/** League rules and regulations (docs/product.md#rules). */
export const rules: Record<'fr' | 'en', RulesDocument> = {
  fr: {
    title: 'Règlements de la ligue',
    description:
      'Règlements officiels de la ligue de soccer intérieur à 7\u00a0: joueurs, remplaçants, arbitrage, durée des matchs, fautes et sanctions.',
    intro: [
      {
        type: 'p',
        text: 'Ces règlements s’appliquent à tous les matchs de la ligue, dans les divisions féminines et masculines, sur tous ses terrains. En inscrivant une équipe, la personne-ressource, l’entraîneur et les joueurs s’engagent à les respecter. Pour toute question, écrivez-nous à {email}.',
      },
    ],
    sections: [
      {
        id: 'players',
        title: 'Joueurs',
        blocks: [
          {
            type: 'ul',
            items: [
              'Les matchs se jouent à 7 contre 7\u00a0: chaque équipe compte 7 joueurs sur le terrain, dont un gardien de but.',
              'Une équipe doit avoir au moins 5 joueurs présents pour jouer un match.',
              'L’alignement d’une équipe compte au maximum 18 joueurs, plus 1 entraîneur.',
              'Tout nouveau joueur doit être inscrit auprès de la ligue au moins 48 h avant le match auquel il veut participer.',
              'Les modifications à l’alignement sont acceptées jusqu’au 31 décembre (31 juillet pour la saison d’été). Après cette date, l’alignement ne peut plus être modifié.',
              'Seuls les joueurs inscrits à l’alignement de l’équipe et non suspendus peuvent jouer. Faire jouer un joueur non admissible entraîne une amende de 100 $ pour l’équipe.',
              'Le capitaine représente son équipe auprès des arbitres et de la ligue.',
            ],
          },
        ],
      },
      {
        id: 'substitutes',
        title: 'Remplaçants',
        blocks: [
          {
            type: 'ul',
            items: [
              'Les remplacements sont illimités et se font à la volée, sans arrêt du jeu.',
              'Le joueur qui sort doit avoir quitté le terrain, devant le banc de son équipe, avant que son remplaçant y entre.',
              'Le changement de gardien de but se fait pendant un arrêt de jeu, avec l’autorisation de l’arbitre.',
              'Les remplaçants restent au banc de leur équipe. Ils doivent être inscrits à l’alignement et sont soumis aux mêmes règlements que les joueurs sur le terrain, y compris pour les cartons.',
            ],
          },
        ],
      },
      {
        id: 'refereeing',
        title: 'Arbitrage',
        blocks: [
          {
            type: 'ul',
            items: [
              'Les arbitres sont fournis par la ligue; leurs frais sont compris dans l’inscription.',
              'Les décisions de l’arbitre sur le terrain sont sans appel.',
              'Seul le capitaine peut s’adresser à l’arbitre, calmement et pendant un arrêt de jeu.',
              'Il n’y a pas de hors-jeu.',
              'L’arbitre inscrit le résultat, les buteurs et les cartons sur la feuille de match. Ces données servent au classement et aux statistiques publiés sur le site.',
              'Toute plainte au sujet de l’arbitrage doit être transmise par écrit à la ligue, à {email}, et non réglée sur le terrain.',
            ],
          },
        ],
      },
      {
        id: 'match-duration',
        title: 'Durée des matchs',
        blocks: [
          {
            type: 'ul',
            items: [
              'Un match comprend 2 périodes de 25 minutes, séparées d’une pause de 5 minutes.',
              'Une équipe en retard dispose de 10 minutes après l’heure prévue du match pour se présenter avec au moins 5 joueurs. Passé ce délai, elle peut être déclarée perdante par forfait.',
              'Un match interrompu est officiel si au moins 35 minutes de jeu ont été disputées.',
              'Le match est arrêté dès que l’écart au pointage atteint 10 buts.',
              'En saison régulière, un match peut se terminer par un match nul.',
              'En séries éliminatoires, en cas d’égalité à la fin du temps réglementaire, on joue une prolongation de 2 périodes de 5 minutes. Si l’égalité persiste encore, les équipes procèdent à une séance de tirs de barrage de 3 tirs chacune.',
            ],
          },
        ],
      },
      {
        id: 'fouls-and-sanctions',
        title: 'Fautes et sanctions',
        blocks: [
          {
            type: 'ul',
            items: [
              'Les tacles glissés sont interdits.',
              'Le jeu dangereux, la violence, les insultes et le manque de respect envers les arbitres, les adversaires ou le personnel des installations sont sanctionnés par l’arbitre et peuvent être soumis à la ligue.',
            ],
          },
          { type: 'h3', text: 'Cartons jaunes' },
          {
            type: 'ul',
            items: [
              'En saison régulière, 5 cartons jaunes accumulés entraînent 1 match de suspension.',
              'En séries éliminatoires, le compte des cartons jaunes repart à zéro et 3 cartons jaunes entraînent 1 match de suspension.',
            ],
          },
          { type: 'h3', text: 'Cartons rouges' },
          {
            type: 'p',
            text: 'Un joueur qui reçoit un carton rouge est expulsé du match. Il est sanctionné selon le nombre de cartons rouges qu’il a reçus\u00a0:',
          },
          {
            type: 'ul',
            items: [
              '1er carton rouge\u00a0: amende de 15 $ et 1 match de suspension.',
              '2e carton rouge\u00a0: amende d’au moins 30 $ et 2 matchs de suspension.',
              '3e carton rouge\u00a0: amende d’au moins 60 $ et 4 matchs de suspension.',
              '4e carton rouge\u00a0: amende d’au moins 120 $ et 8 matchs de suspension.',
            ],
          },
          { type: 'h3', text: 'Suspensions et amendes' },
          {
            type: 'ul',
            items: [
              'Une suspension entraîne une amende de 15 $ par match manqué.',
              'Un joueur suspendu ne peut pas jouer tant que sa suspension n’est pas purgée.',
              'Lorsqu’un joueur est expulsé de la ligue, son équipe reçoit une amende d’au moins 100 $.',
              'Selon la gravité des gestes, la ligue peut imposer des sanctions plus sévères que les montants minimaux ci-dessus.',
              'Les suspensions des joueurs et les amendes des équipes sont publiées sur le site.',
            ],
          },
        ],
      },
      {
        id: 'miscellaneous',
        title: 'Divers',
        blocks: [
          {
            type: 'ul',
            items: [
              'Forfait\u00a0: une équipe qui déclare forfait sans en aviser la ligue au moins 24 h à l’avance reçoit une amende de 100 $ et perd le match 3-0. Elle verse en plus 50 $ à l’équipe adverse.',
              'Il est interdit de fumer ou de consommer de l’alcool dans les installations, sous peine d’une amende de 500 $ pour l’équipe.',
              'Les vestiaires doivent être laissés propres. Une équipe qui laisse son vestiaire sale reçoit une amende de 500 $.',
              'Un dépôt de 150 $ est retenu par la ligue jusqu’au paiement de toutes les amendes de l’équipe.',
              'Classement\u00a0: en cas d’égalité de points, les équipes sont départagées par le nombre de victoires, puis par le ratio de buts, puis par le nombre de buts marqués.',
              'La ligue tranche toute situation non prévue par les présents règlements.',
            ],
          },
        ],
      },
    ],
    reminders: {
      title: 'À retenir',
      items: [
        '7 contre 7, avec au moins 5 joueurs pour jouer.',
        'Alignement\u00a0: 18 joueurs et 1 entraîneur au maximum; tout nouveau joueur doit être inscrit 48 h avant le match.',
        '2 périodes de 25 minutes, avec une pause de 5 minutes.',
        'Pas de hors-jeu, pas de tacles glissés.',
        '5 cartons jaunes = 1 match de suspension (3 en séries).',
        'Carton rouge\u00a0: 15 $ et 1 match de suspension, davantage en cas de récidive.',
        'Forfait sans préavis de 24 h\u00a0: amende de 100 $, défaite 3-0 et 50 $ à l’équipe adverse.',
        'Ni cigarette ni alcool, et des vestiaires propres\u00a0: sinon, amende de 500 $.',
        'Modifications d’alignement jusqu’au 31 décembre (31 juillet pour la saison d’été).',
      ],
    },
  },
  en: {
    title: 'League Rules and Regulations',
    description:
      'Official rules of the 7-a-side indoor soccer league: players, substitutes, refereeing, game duration, fouls and sanctions.',
    intro: [
      {
        type: 'p',
        text: 'These rules apply to every league game, in the women’s and men’s divisions at every one of its venues. By registering a team, the contact person, the coach and the players agree to follow them. For any question, write to us at {email}.',
      },
    ],
    sections: [
      {
        id: 'players',
        title: 'Players',
        blocks: [
          {
            type: 'ul',
            items: [
              'Games are played 7 against 7: each team has 7 players on the field, including a goalkeeper.',
              'A team must have at least 5 players present to play a game.',
              'A team roster has a maximum of 18 players, plus 1 coach.',
              'Every new player must be registered with the league at least 48 hours before the game they want to play in.',
              'Roster changes are accepted until December 31 (July 31 for the summer season). After that date, the roster can no longer be changed.',
              'Only players who are on the team roster and not suspended may play. Playing an ineligible player results in a $100 fine for the team.',
              'The captain represents the team with the referees and the league.',
            ],
          },
        ],
      },
      {
        id: 'substitutes',
        title: 'Substitutes',
        blocks: [
          {
            type: 'ul',
            items: [
              'Substitutions are unlimited and made on the fly, without stopping play.',
              'The outgoing player must have left the field, in front of the team bench, before the substitute comes on.',
              'Goalkeeper changes are made during a stoppage in play, with the referee’s permission.',
              'Substitutes stay on their team’s bench. They must be on the roster and are subject to the same rules as the players on the field, including cards.',
            ],
          },
        ],
      },
      {
        id: 'refereeing',
        title: 'Refereeing',
        blocks: [
          {
            type: 'ul',
            items: [
              'Referees are provided by the league; their fees are included in the registration.',
              'The referee’s decisions on the field are final.',
              'Only the captain may speak to the referee, calmly and during a stoppage in play.',
              'There is no offside.',
              'The referee records the score, the goal scorers and the cards on the match sheet. This data is used for the standings and statistics published on the site.',
              'Any complaint about refereeing must be sent in writing to the league, at {email}, and not settled on the field.',
            ],
          },
        ],
      },
      {
        id: 'match-duration',
        title: 'Game Duration',
        blocks: [
          {
            type: 'ul',
            items: [
              'A game consists of 2 periods of 25 minutes, with a 5-minute break in between.',
              'A late team has 10 minutes after the scheduled start time to show up with at least 5 players. After that, it may be declared the loser by forfeit.',
              'An interrupted game is official if at least 35 minutes of play have been completed.',
              'The game is stopped as soon as the score gap reaches 10 goals.',
              'In the regular season, a game may end in a draw.',
              'In the playoffs, if the score is tied at the end of regulation time, 2 overtime periods of 5 minutes are played. If the score is still tied, the teams go to a shootout of 3 kicks each.',
            ],
          },
        ],
      },
      {
        id: 'fouls-and-sanctions',
        title: 'Fouls and Sanctions',
        blocks: [
          {
            type: 'ul',
            items: [
              'Slide tackles are not allowed.',
              'Dangerous play, violence, insults and disrespect toward referees, opponents or facility staff are penalized by the referee and may be referred to the league.',
            ],
          },
          { type: 'h3', text: 'Yellow Cards' },
          {
            type: 'ul',
            items: [
              'In the regular season, 5 accumulated yellow cards result in a 1-game suspension.',
              'In the playoffs, the yellow card count is reset and 3 yellow cards result in a 1-game suspension.',
            ],
          },
          { type: 'h3', text: 'Red Cards' },
          {
            type: 'p',
            text: 'A player who receives a red card is sent off. The sanction depends on the number of red cards the player has received:',
          },
          {
            type: 'ul',
            items: [
              '1st red card: $15 fine and 1-game suspension.',
              '2nd red card: fine of at least $30 and 2-game suspension.',
              '3rd red card: fine of at least $60 and 4-game suspension.',
              '4th red card: fine of at least $120 and 8-game suspension.',
            ],
          },
          { type: 'h3', text: 'Suspensions and Fines' },
          {
            type: 'ul',
            items: [
              'A suspension carries a fine of $15 per missed game.',
              'A suspended player may not play until the suspension has been served.',
              'When a player is expelled from the league, the player’s team receives a fine of at least $100.',
              'Depending on the seriousness of the conduct, the league may impose sanctions heavier than the minimum amounts above.',
              'Player suspensions and team fines are published on the site.',
            ],
          },
        ],
      },
      {
        id: 'miscellaneous',
        title: 'Miscellaneous',
        blocks: [
          {
            type: 'ul',
            items: [
              'Forfeit: a team that forfeits without notifying the league at least 24 hours in advance receives a $100 fine and loses the game 3-0. It also pays $50 to the opposing team.',
              'Smoking and drinking alcohol are not allowed in the facilities; doing so results in a $500 fine for the team.',
              'Changing rooms must be left clean. A team that leaves its changing room dirty receives a $500 fine.',
              'A $150 deposit is held by the league until all of the team’s fines have been paid.',
              'Standings: when teams are tied on points, the tie is broken by the number of wins, then by goal ratio, then by goals scored.',
              'The league decides any situation not covered by these rules.',
            ],
          },
        ],
      },
    ],
    reminders: {
      title: 'Key Reminders',
      items: [
        '7 against 7, with at least 5 players to play.',
        'Roster: up to 18 players and 1 coach; every new player must be registered 48 hours before the game.',
        '2 periods of 25 minutes, with a 5-minute break.',
        'No offside, no slide tackles.',
        '5 yellow cards = 1-game suspension (3 in the playoffs).',
        'Red card: $15 and a 1-game suspension, more for repeat offences.',
        'Forfeit without 24 hours’ notice: $100 fine, 3-0 loss and $50 to the opposing team.',
        'No smoking, no alcohol, and clean changing rooms: otherwise, a $500 fine.',
        'Roster changes until December 31 (July 31 for the summer season).',
      ],
    },
  },
}
