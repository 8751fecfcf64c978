import type { RefusalCode } from '~/league/index.ts'

/** Why the console refuses a change, by the domain's refusal codes (app/league/write-outcome.ts). */
export const writeRefusalsFr: Record<RefusalCode, string> = {
  'no-league': 'Il n’y a pas de ligue.',
  'no-season': 'Il n’y a pas de saison « {season} ».',
  'game-not-scheduled': 'Le match « {game} » n’est pas au calendrier de {season}.',
  'game-without-teams': 'Le match « {game} » n’a pas encore deux équipes connues.',
  'game-finished-keeps-date':
    'Le match « {game} » est terminé : un match joué garde sa date. Si son résultat a été saisi par erreur, retirez d’abord le résultat.',
  'game-finished-replay': 'Le match « {game} » est terminé : retirez son résultat pour le rejouer.',
  'game-live':
    'Le match « {game} » est en cours : terminez-le avant de le déplacer ou de l’annuler.',
  'game-not-live': 'Le match « {game} » n’est pas en cours : démarrez-le d’abord.',
  'game-called-off':
    'Le match « {game} » est annulé ou reporté : remettez-le d’abord au calendrier.',
  'game-cancelled':
    'Le match « {game} » est annulé : remettez-le au calendrier avant de le déplacer.',
  'game-already-scheduled': 'Le match « {game} » est déjà au calendrier.',
  'game-not-startable-yet':
    'Le match « {game} » peut être démarré à partir de {minutes} minutes avant le coup d’envoi.',
  'game-slot-taken': 'Un autre match est déjà classé sous « {key} » le {date}.',
  'unreadable-date': 'La date « {date} » ne peut être lue : écrivez-la comme 2026-10-04.',
  'unreadable-time': 'L’heure « {time} » ne peut être lue : écrivez-la comme 19:30 ou 7:30 PM.',
  'unknown-field':
    '« {field} » n’est pas un terrain du calendrier de la ligue : choisissez {fields}.',
  'no-fields-known':
    '« {field} » n’est pas un terrain : le calendrier de la ligue n’en nomme aucun.',
  'nothing-to-move': 'Ce sont déjà la date, l’heure et le terrain du match : rien à changer.',
  'unknown-status': '« {status} » n’est pas un statut : reporté ou annulé.',
  'reason-too-long': 'La raison est trop longue : {max} caractères au plus.',
  'status-unchanged': 'Le match a déjà ce statut et cette raison : rien à changer.',
  'figures-not-counts':
    'Les pointages et les tirs de barrage doivent être des nombres entiers de 0 ou plus.',
  'playoff-without-winner':
    'Un match des séries doit avoir un gagnant : à égalité, il se décide aux tirs de barrage. Inscrivez-en les buts (ils ne peuvent pas être égaux non plus).',
  'player-figures-not-counts':
    'Les chiffres de « {player} » doivent être des nombres entiers de 0 ou plus.',
  'player-listed-twice': '« {player} » est inscrit deux fois sur la feuille.',
  'player-not-on-season-roster': '« {player} » n’est pas dans l’effectif de {season}.',
  'player-not-on-roster': '« {player} » n’est pas dans l’effectif de la saison.',
  'player-not-on-team': '« {player} » n’est pas inscrit dans cette équipe.',
  'home-goals-exceed-score':
    'Les buts des joueurs de l’équipe locale ({goals}) dépassent son pointage ({score}).',
  'away-goals-exceed-score':
    'Les buts des joueurs de l’équipe visiteuse ({goals}) dépassent son pointage ({score}).',
  'event-minute': 'La minute est un nombre entier de 0 à {max}.',
  'event-period': 'Quelle période ?',
  'event-team': 'Quelle équipe ?',
  'event-player': 'Quel joueur ou quelle joueuse ?',
  'event-id': 'L’événement n’a pas d’identifiant valable.',
  'no-such-goal': 'Ce but n’existe pas.',
  'own-assist': 'On ne se fait pas la passe sur son propre but.',
  'team-not-in-season': 'L’équipe « {team} » n’est pas inscrite en {season}.',
  'fine-exists': 'L’amende « {fine} » existe déjà.',
  'no-such-fine': 'Il n’y a pas d’amende « {fine} ».',
  'no-such-news': 'Il n’y a pas de nouvelle « {news} ».',
  'news-in-several-dates':
    'La nouvelle « {news} » est à plusieurs dates ; corrigez d’abord les données.',
  'news-exists': 'La nouvelle « {news} » existe déjà.',
  'sponsor-exists': 'Le commanditaire « {sponsor} » existe déjà.',
  'no-such-sponsor': 'Il n’y a pas de commanditaire « {sponsor} ».',
  'unusable-key': '« {key} » ne peut pas nommer une fiche de la ligue ; choisissez-en un autre.',
}
