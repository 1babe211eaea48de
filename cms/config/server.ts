import cronTasks from './cron-tasks';

export default ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  logger: { updates: { enabled: false } },
  // Behind a reverse proxy (production) the client IP comes from X-Forwarded-For.
  proxy: env.bool('IS_PROXIED', false),
  cron: { enabled: true, tasks: cronTasks },
});
