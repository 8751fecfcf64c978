import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  index('routes/_index.tsx'),
  route('rules', 'routes/rules.tsx'),
  route('registration', 'routes/registration.tsx'),
  route('api/send-registration-email', 'routes/api.send-registration-email.ts'),
  route('media/*', 'routes/media.$.ts'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-of-use', 'routes/terms-of-use.tsx'),
  route('cookies', 'routes/cookies.tsx'),
  route('standings', 'routes/standings.tsx'),
  route('preseason', 'routes/preseason.tsx'),
  route('team/:teamId', 'routes/team.$teamId.tsx'),
  route('match/:matchId', 'routes/match.$matchId.tsx'),
  route('player/:playerId', 'routes/player.$playerId.tsx'),
  route('sponsors', 'routes/sponsors.tsx'),
  route('api/live', 'routes/api.live.ts'),
  route('share/:kind/:id?', 'routes/share.$kind.$id.ts'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('*', 'routes/$.tsx'),
] satisfies RouteConfig
