import type { Lang } from './language.ts'

/**
 * French is the reference catalogue; English must have exactly the same keys
 * (a missing or extra key fails the type check).
 */
const fr = {
  'site.name': 'Ligue de soccer intérieur Laval-Brossard',
  'site.shortName': 'LSI Laval-Brossard',
  'site.slogan': 'Le soccer à 7 intérieur, pour elles et pour eux, à Laval et à Brossard.',
  'site.description':
    'Nouvelles, classements, calendriers, résultats, meilleurs buteurs et alignements de la ligue de soccer intérieur à 7 de Laval et Brossard.',
  'nav.label': 'Navigation principale',
  'nav.home': 'Accueil',
  'nav.standings': 'Classements',
  'nav.preseason': 'Pré-saison',
  'nav.rules': 'Règlements',
  'nav.registration': 'Inscription',
  'nav.openMenu': 'Ouvrir le menu',
  'nav.closeMenu': 'Fermer le menu',
  'nav.menuTitle': 'Menu',
  'nav.skipToContent': 'Aller au contenu',
  'language.switchTo': 'Switch to English',
  'registrationClosed.title': 'Les inscriptions pour la saison {season} sont fermées',
  'registrationClosed.titleNoSeason': 'Les inscriptions sont fermées',
  'registrationClosed.description':
    'Les inscriptions des équipes sont présentement fermées. Pour toute question ou pour être avisé de la prochaine période d’inscription, écrivez-nous à {email}.',
  'registrationClosed.ok': 'OK',
  'footer.poweredBy': 'Propulsé par {platform}',
  'footer.createdBy': 'Site conçu par {studio}',
  'footer.followUs': 'Suivez-nous',
  'footer.contact': 'Nous joindre',
  'footer.legal': 'Informations légales',
  'footer.privacy': 'Politique de confidentialité',
  'footer.terms': 'Conditions d’utilisation',
  'footer.cookies': 'Témoins (cookies)',
  'footer.copyright': '© {year} {league}. Tous droits réservés.',
  'footer.opensInNewTab': '(s’ouvre dans un nouvel onglet)',
  'notFound.title': 'Oups! Page introuvable',
  'notFound.description': 'La page que vous cherchez n’existe pas ou a été déplacée.',
  'notFound.home': 'Retour à l’accueil',
  'error.title': 'Une erreur est survenue',
  'error.description': 'Nous n’avons pas pu afficher cette page. Réessayez dans un instant.',
  'rules.remindersLabel': 'Rappels importants',
  'page.contents': 'Sommaire',
  'home.heroCta.standings': 'Voir les classements',
  'home.heroCta.rules': 'Lire les règlements',
  'home.locations': 'Laval · Brossard',
  'home.divisions': 'Divisions féminines et masculines à 7',
} as const

export type MessageKey = keyof typeof fr
type Catalogue = Record<MessageKey, string>

const en: Catalogue = {
  'site.name': 'Laval-Brossard Indoor Soccer League',
  'site.shortName': 'Laval-Brossard ISL',
  'site.slogan': 'Indoor 7-a-side soccer for women and men, in Laval and Brossard.',
  'site.description':
    'News, standings, schedules, results, top scorers and rosters of the Laval and Brossard indoor 7-a-side soccer league.',
  'nav.label': 'Main navigation',
  'nav.home': 'Home',
  'nav.standings': 'Standings',
  'nav.preseason': 'Preseason',
  'nav.rules': 'Rules',
  'nav.registration': 'Registration',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.menuTitle': 'Menu',
  'nav.skipToContent': 'Skip to content',
  'language.switchTo': 'Passer au français',
  'registrationClosed.title': 'Registration for {season} is closed',
  'registrationClosed.titleNoSeason': 'Registration is closed',
  'registrationClosed.description':
    'Team registration is currently closed. For any question, or to hear about the next registration period, write to us at {email}.',
  'registrationClosed.ok': 'OK',
  'footer.poweredBy': 'Powered by {platform}',
  'footer.createdBy': 'Website by {studio}',
  'footer.followUs': 'Follow us',
  'footer.contact': 'Contact us',
  'footer.legal': 'Legal',
  'footer.privacy': 'Privacy policy',
  'footer.terms': 'Terms of use',
  'footer.cookies': 'Cookies',
  'footer.copyright': '© {year} {league}. All rights reserved.',
  'footer.opensInNewTab': '(opens in a new tab)',
  'notFound.title': 'Oops! Page not found',
  'notFound.description': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Back to home',
  'error.title': 'Something went wrong',
  'error.description': 'We could not show this page. Please try again in a moment.',
  'rules.remindersLabel': 'Key reminders',
  'page.contents': 'Contents',
  'home.heroCta.standings': 'See the standings',
  'home.heroCta.rules': 'Read the rules',
  'home.locations': 'Laval · Brossard',
  'home.divisions': 'Women’s and men’s 7-a-side divisions',
}

const catalogues: Record<Lang, Catalogue> = { fr, en }

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

/** Replaces `{name}` placeholders; unknown placeholders are left visible to catch mistakes. */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  )
}

export function translator(lang: Lang): Translate {
  const catalogue = catalogues[lang]
  return (key, params) => interpolate(catalogue[key], params)
}

export function messageKeys(lang: Lang): string[] {
  return Object.keys(catalogues[lang])
}
