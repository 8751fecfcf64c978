import type { shareFr } from './share.fr.ts'

/** English twin of `share.fr.ts` (server-only): the type demands exactly the same keys. */
export const shareEn: Record<keyof typeof shareFr, string> = {
  'share.tagline': 'Indoor 7-a-side soccer · Women’s and men’s · {venueList}',
  'share.position': '{rank}{suffix} of {teams}',
  'share.positionFirst': '1st of {teams}',
  'share.noGames': 'No games played',
  'share.record': 'Record',
  'share.standings': 'Standings',
  'share.playoffSpots': 'Playoffs: top {n}',
  'share.final': 'Final',
  'share.champion': 'Champion: {team}',
  'share.alt.default': 'The league’s logo and name',
  'share.alt.match': 'The game: teams, score or time, division',
  'share.alt.team': 'The team: name, record and place in the standings',
  'share.alt.standings': 'The division’s standings',
  'share.alt.playoffs': 'The division’s playoff bracket',
  'share.sport': 'Soccer',
}
