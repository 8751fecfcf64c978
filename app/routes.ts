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
  route('schedule', 'routes/schedule.tsx'),
  route('calendar/:kind/:file', 'routes/calendar.$kind.$file.ts'),
  route('preseason', 'routes/preseason.tsx'),
  route('team/:teamId', 'routes/team.$teamId.tsx'),
  route('match/:matchId', 'routes/match.$matchId.tsx'),
  route('player/:playerId', 'routes/player.$playerId.tsx'),
  route('sponsors', 'routes/sponsors.tsx'),
  route('api/live', 'routes/api.live.ts'),
  route('*', 'routes/$.tsx'),
] satisfies RouteConfig
