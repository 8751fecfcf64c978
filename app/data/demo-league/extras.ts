/** The rest of the demo league: news in both languages, sponsors, the preseason banner and fines. */
import { newsImage, preseasonBanner, slug, sponsorLogo } from './art.ts'
import { addDays, compareDays, isoDay, leagueInstant, type Day } from './calendar.ts'
import type { Random } from './random.ts'
import { standings } from './play.ts'
import type { Division, Team, Season } from './shapes.ts'

/** A push-id-shaped key for a given time, drawn from the generator (deterministic). */
export function demoPushId(time: number, rng: Random): string {
  const chars = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz'
  let t = time
  const head: string[] = []
  for (let i = 0; i < 8; i++) {
    head.unshift(chars.charAt(t % 64))
    t = Math.floor(t / 64)
  }
  let id = head.join('')
  for (let i = 0; i < 12; i++) id += chars.charAt(rng.int(0, 63))
  return id
}

export type NewsContext = {
  today: Day
  activeStart: Day
  active: Season
  divisions: Division[]
  teams: Team[]
}

export function newsTree(
  rng: Random,
  media: Record<string, string>,
  context: NewsContext,
): Record<string, unknown> {
  const { today, activeStart, active } = context
  const m1 = context.divisions[0]
  const leader = standings(
    context.teams.filter((t) => t.division === m1),
    active.games.filter((g) => g.division === m1 && g.complete && g.type === 'regular'),
  )[0]
  const w1 = context.divisions.find((d) => d.furtherAlong)
  const items: Array<{
    day: Day
    title: string
    titleFr?: string
    article: string
    articleFr?: string
    image?: [string, string]
  }> = [
    {
      day: activeStart,
      title: `The ${active.nameE} season kicks off`,
      titleFr: `Coup d’envoi de la saison ${active.nameF}`,
      article: `${context.teams.length} teams in ${context.divisions.length} divisions are back on the turf in Laval and Brossard. Good luck to everyone, and remember: respect the referees, your opponents and the facilities.`,
      articleFr: `${context.teams.length} équipes réparties dans ${context.divisions.length} divisions sont de retour sur le terrain à Laval et à Brossard. Bonne saison à toutes et à tous, et n’oubliez pas\u00a0: respect des arbitres, des adversaires et des installations.`,
      image: ['#0b3d2e', '#1f7a4d'],
    },
    {
      day: addDays(activeStart, 12),
      title: 'Referee clinic: the new rules explained',
      titleFr: 'Clinique d’arbitrage\u00a0: les nouveaux règlements expliqués',
      article:
        'Our referees met captains to go over slide tackles, substitutions on the fly and the five-yellow-card rule. Captains, please share the summary with your players.',
      articleFr:
        'Nos arbitres ont rencontré les capitaines pour revoir les tacles glissés, les changements à la volée et la règle des cinq cartons jaunes. Capitaines, partagez le résumé avec vos joueurs.',
      image: ['#1d1d1b', '#f2a900'],
    },
    {
      day: addDays(activeStart, 30),
      title: 'Welcome to our new sponsor, Clinique Physio Laval',
      titleFr: 'Bienvenue à notre nouveau commanditaire, Clinique Physio Laval',
      article:
        'Clinique Physio Laval joins the league this season and offers every registered player a free injury assessment. Thank you for supporting amateur soccer!',
      articleFr:
        'La Clinique Physio Laval se joint à la ligue cette saison et offre à chaque joueur inscrit une évaluation gratuite des blessures. Merci de soutenir le soccer amateur!',
      image: ['#0a7e8c', '#0d47a1'],
    },
    {
      day: addDays(today, -9),
      title: `${leader?.name ?? 'The leaders'} set the pace in ${m1.nameEn}`,
      // A team name is singular in French too, whatever it reads like ('Les Aigles donne le ton').
      titleFr: `${leader?.name ?? 'L’équipe de tête'} donne le ton en ${m1.nameFr}`,
      article: `With the regular season past its midpoint, ${leader?.name ?? 'the leaders'} sit on top of ${m1.nameEn}. Six rounds remain before the playoffs: every point counts.`,
      articleFr: `La saison régulière a passé le cap de la mi-parcours et ${leader?.name ?? 'l’équipe de tête'} occupe le premier rang en ${m1.nameFr}. Il reste six rondes avant les séries\u00a0: chaque point compte.`,
      image: ['#c8102e', '#6c1d45'],
    },
    {
      day: today,
      title: w1 ? `Playoffs under way in ${w1.nameEn}` : 'Playoffs are coming',
      titleFr: w1 ? `Les séries sont lancées en ${w1.nameFr}` : 'Les séries approchent',
      article:
        'Two semifinals last night, two overtimes and a shootout to finish: the women’s playoffs delivered. The final is next week, come and cheer!',
      articleFr:
        'Deux demi-finales hier soir, deux prolongations et des tirs de barrage pour conclure\u00a0: les séries féminines ont tenu leurs promesses. La finale a lieu la semaine prochaine, venez encourager\u00a0!',
      image: ['#4b2e83', '#b7a57a'],
    },
    {
      day: addDays(today, -1),
      title: 'Registration for next season is closed',
      titleFr: 'Les inscriptions pour la prochaine saison sont fermées',
      article:
        'All spots are taken for next season. Teams on the waiting list will be contacted by e-mail if a spot opens up.',
      articleFr:
        'Toutes les places sont prises pour la prochaine saison. Les équipes sur la liste d’attente seront contactées par courriel si une place se libère.',
    },
    {
      day: addDays(today, -2),
      title: 'Lost and found: a blue water bottle and a pair of shin guards',
      titleFr: 'Objets trouvés\u00a0: une gourde bleue et une paire de protège-tibias',
      article: 'Left at the Laval field after Sunday night games. Ask at the front desk.',
      articleFr:
        'Oubliées au terrain de Laval après les matchs de dimanche soir. Adressez-vous à l’accueil.',
    },
  ]
  const news: Record<string, Record<string, unknown>> = {}
  items.forEach((item, i) => {
    const date = isoDay(item.day)
    const record: Record<string, unknown> = { title: item.title }
    if (item.titleFr) record.title_fr = item.titleFr
    record.Article = item.article
    if (item.articleFr) record.Article_fr = item.articleFr
    record.date = date
    if (item.image) {
      const path = `News/${date}-${slug(item.title).slice(0, 40)}.svg`
      media[path] = newsImage(item.image[0], item.image[1])
      record.image = path
    }
    news[date] ??= {}
    news[date][demoPushId(leagueInstant(item.day, 9, i).getTime(), rng)] = record
  })
  return news
}

export function sponsorsTree(
  rng: Random,
  media: Record<string, string>,
  now: Date,
): Record<string, unknown> {
  const sponsors = [
    {
      name: 'Sports Rive-Nord',
      tagline: 'Équipement de soccer',
      colour: '#c8102e',
      website: 'https://sports-rive-nord.example',
      active: true,
    },
    {
      name: 'Boulangerie St-Méthode',
      tagline: 'Pains et viennoiseries',
      colour: '#8d6e63',
      website: 'www.boulangerie-st-methode.example',
      active: true,
    },
    {
      name: 'Clinique Physio Laval',
      tagline: 'Physiothérapie sportive',
      colour: '#0a7e8c',
      website: 'physio-laval.example',
      active: true,
    },
    {
      name: 'Pizzeria Napoli Brossard',
      tagline: 'Depuis 1987',
      colour: '#2e7d32',
      website: 'https://napoli-brossard.example/',
      active: true,
    },
    {
      name: 'Garage Côté & Fils',
      tagline: 'Mécanique générale',
      colour: '#0d47a1',
      website: 'garage-cote.example',
      active: false,
    },
  ]
  const out: Record<string, unknown> = {}
  sponsors.forEach((sponsor, i) => {
    const createdAt = now.getTime() - (400 - i * 60) * 86_400_000
    const record: Record<string, unknown> = { name: sponsor.name }
    if (sponsor.active) {
      const path = `Sponsors/${slug(sponsor.name)}.svg`
      media[path] = sponsorLogo(sponsor.name, sponsor.tagline, sponsor.colour)
      record.imagePath = path
    } else {
      record.imageUrl = 'https://garage-cote.example/logo.png'
    }
    Object.assign(record, { websiteUrl: sponsor.website, active: sponsor.active, createdAt })
    out[demoPushId(createdAt, rng)] = record
  })
  return out
}

export function preseasonTree(
  rng: Random,
  media: Record<string, string>,
  active: Season,
  past: Season,
  activeStart: Day,
  pastEnd: Day,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [season, start] of [
    [active, addDays(activeStart, -14)],
    [past, addDays(pastEnd, -7 * 20)],
  ] as const) {
    const path = `PreSeason/${season.id}-banner.svg`
    media[path] = preseasonBanner()
    out[season.id] = { [demoPushId(leagueInstant(start, 12, 0).getTime(), rng)]: { url: path } }
  }
  return out
}

export function finesTree(rng: Random, active: Season, today: Day): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const fines: Array<{ team: Team; day: Day; amount: number | string; notes: string }> = []
  for (const game of active.games) {
    if (!game.complete || !game.result || !game.home || !game.away) continue
    if (game.forfeit) {
      const team = game.forfeit === 'home' ? game.home : game.away
      fines.push({
        team,
        day: game.day,
        amount: '100.00',
        notes: 'Forfait sans préavis de 24 h / Forfeit without 24 h notice',
      })
    }
    for (const [team, lines] of [
      [game.home, game.result.homeLines],
      [game.away, game.result.awayLines],
    ] as const) {
      for (const line of lines) {
        if (line.red)
          fines.push({
            team,
            day: game.day,
            amount: 15,
            notes: `Carton rouge - ${line.player.fullName}`,
          })
      }
    }
  }
  for (const fine of fines) {
    const old = compareDays(fine.day, addDays(today, -14)) < 0
    const paid = old && rng.chance(0.7)
    const updated = paid ? addDays(fine.day, rng.int(2, 9)) : fine.day
    out[demoPushId(leagueInstant(updated, 10, 0).getTime(), rng)] = {
      Team_Name: fine.team.name,
      Team_ID: fine.team.id,
      Division: fine.team.division.key,
      Fine_Amount: fine.amount,
      Notes: fine.notes,
      Payment_Status: paid ? 'Paid' : 'Unpaid',
      UpdatedAt: isoDay(updated),
      Season_ID: active.id,
    }
  }
  return out
}
