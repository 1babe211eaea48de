import type { Core } from '@strapi/strapi';
import cronTasks from './cron-tasks';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  logger: { updates: { enabled: false } },
  // Behind the production reverse proxy (IS_PROXIED=true) the client IP is the X-Forwarded-For entry added by
  // exactly one trusted hop: nginx sets the header to $remote_addr, and Koa reads only its last entry
  // (maxIpsCount 1), so a client-supplied X-Forwarded-For can neither pick nor reset a rate-limit bucket.
  // Strapi 5 reads `server.proxy.koa`; a bare `proxy: true` is ignored.
  proxy: { koa: env.bool('IS_PROXIED', false), maxIpsCount: 1 },
  cron: { enabled: true, tasks: cronTasks },
});
