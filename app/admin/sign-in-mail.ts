import type { Lang } from '~/i18n/language.ts'

export type SignInMail = { to: string; subject: string; text: string; html: string }

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function signInMail(to: string, link: string, lang: Lang): SignInMail {
  const lines =
    lang === 'en'
      ? {
          subject: 'Sign in to the league console',
          intro: 'Here is your link to sign in to the league console.',
          rule: 'It works once, for 15 minutes. If you did not ask for it, ignore this e-mail.',
        }
      : {
          subject: 'Connexion à la console de la ligue',
          intro: 'Voici votre lien pour vous connecter à la console de la ligue.',
          rule: 'Il fonctionne une seule fois, pendant 15 minutes. Si vous ne l’avez pas demandé, ignorez ce courriel.',
        }
  return {
    to,
    subject: lines.subject,
    text: `${lines.intro}\n\n${link}\n\n${lines.rule}\n`,
    html: `<p>${escapeHtml(lines.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(lines.rule)}</p>`,
  }
}
